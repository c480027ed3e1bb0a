// Pre-filling the input: defaultValue must equal an item exactly (case-sensitive).
import {Autocomplete} from 'react-autocomplete-plugin';

const fruits = ['Apple', 'Banana', 'Cherry'];

const countries = [
  {code: 'NO', name: 'Norway'},
  {code: 'PT', name: 'Portugal'},
  {code: 'JP', name: 'Japan'},
];

export default function Defaults() {
  return (
    <>
      {/* A string default for a list of strings */}
      <Autocomplete dropdownData={fruits} defaultValue="Banana" />

      {/* An object default is matched on its objectProperty value */}
      <Autocomplete dropdownData={countries} objectProperty="name" defaultValue={{name: 'Portugal'}} />
    </>
  );
}
