// With React Hook Form: the component is uncontrolled (no value or onChange props), so a
// Controller holds the field's value and rule, and the component's callbacks feed it.
// The package sets no aria-invalid or aria-describedby on its input: the error is a
// role="alert" paragraph beside it, which screen readers read out when its text changes.
import {useState} from 'react';
import {Controller, useForm} from 'react-hook-form';
import {Autocomplete} from 'react-autocomplete-plugin';

const fruits = ['Apple', 'Banana', 'Cherry', 'Mango', 'Orange'];

export default function OrderForm() {
  const {control, handleSubmit} = useForm<{fruit: string | null}>({defaultValues: {fruit: null}});
  const [sent, setSent] = useState<string | null>(null);

  return (
    <form onSubmit={handleSubmit(({fruit}) => setSent(fruit))}>
      <Controller
        name="fruit"
        control={control}
        rules={{required: 'Choose a fruit from the list.'}}
        render={({field, fieldState}) => (
          <>
            {/* Only a row chosen from the list sets the value: typed text alone is not reported. */}
            <Autocomplete
              dropdownData={fruits}
              placeHolder="Pick a fruit"
              aria={{ariaInputField: 'Fruit'}}
              showClearOption
              broadcastSelectedValue={(fruit: string) => field.onChange(fruit)}
              triggerClearSelectionEvent={() => field.onChange(null)}
              triggerBlurEvent={field.onBlur}
            />
            <p role="alert">{fieldState.error?.message}</p>
          </>
        )}
      />
      <button type="submit">Order</button>
      <p role="status">Sent: {sent ?? 'nothing yet'}</p>
    </form>
  );
}
