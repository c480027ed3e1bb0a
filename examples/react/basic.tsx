// Minimal react-autocomplete-plugin setup: data and callbacks are JSX expressions.
import {useState} from 'react';
import {Autocomplete} from 'react-autocomplete-plugin';

const fruits = ['Apple', 'Banana', 'Cherry', 'Mango', 'Orange'];

export default function FruitPicker() {
  const [picked, setPicked] = useState<string | null>(null);

  return (
    <>
      <Autocomplete
        dropdownData={fruits}
        placeHolder="Pick a fruit"
        broadcastSelectedValue={(item: string) => setPicked(item)}
      />
      <p>Selected: {picked ?? 'nothing yet'}</p>
    </>
  );
}
