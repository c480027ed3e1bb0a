// In a form: the component is uncontrolled (no value or onChange props), so the
// form's state is updated from its callbacks, and its first value is the default.
// The default is cleared once the field has focus, so that the component does not
// write it back over the reader's typing (see Using the component, "Default value").
import {useState, type FormEvent} from 'react';
import {Autocomplete} from 'react-autocomplete-plugin';

const fruits = ['Apple', 'Banana', 'Cherry', 'Mango', 'Orange'];

interface Order {
  fruit: string | null;
  quantity: number;
}

const initialOrder: Order = {fruit: 'Banana', quantity: 1};

export default function OrderForm() {
  const [order, setOrder] = useState<Order>(initialOrder);
  const [sent, setSent] = useState<string | null>(null);
  const [defaultFruit, setDefaultFruit] = useState(initialOrder.fruit ?? '');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Only a row chosen from the list (or the default) sets order.fruit:
    // text typed without choosing a row is not reported.
    if (order.fruit === null) return;
    setSent(`${order.quantity} × ${order.fruit}`);
  }

  return (
    <form onSubmit={submit}>
      <Autocomplete
        dropdownData={fruits}
        defaultValue={defaultFruit}
        triggerOnFocusEvent={() => setDefaultFruit('')}
        placeHolder="Pick a fruit"
        showClearOption
        broadcastSelectedValue={(fruit: string) => setOrder((current) => ({...current, fruit}))}
        triggerClearSelectionEvent={() => setOrder((current) => ({...current, fruit: null}))}
      />
      <label>
        Quantity{' '}
        <input
          type="number"
          min={1}
          value={order.quantity}
          onChange={(event) => setOrder((current) => ({...current, quantity: event.target.valueAsNumber}))}
        />
      </label>
      <button type="submit" disabled={order.fruit === null}>
        Order
      </button>
      <p>Sent: {sent ?? 'nothing yet'}</p>
    </form>
  );
}
