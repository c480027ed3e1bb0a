// Pre-filling the input: defaultValue must equal an item exactly (case-sensitive).
// The default lives in state and is cleared once the field has focus: otherwise,
// with a list no longer than initialVisibleData, the component writes the default
// back over the reader's first edit (typing "Ch" over "Banana" gives "Bananah").
import {useState} from 'react';
import {Autocomplete} from 'react-autocomplete-plugin';

const fruits = ['Apple', 'Banana', 'Cherry'];

const countries = [
  {code: 'NO', name: 'Norway'},
  {code: 'PT', name: 'Portugal'},
  {code: 'JP', name: 'Japan'},
];

export default function Defaults() {
  const [defaultFruit, setDefaultFruit] = useState('Banana');
  const [defaultCountry, setDefaultCountry] = useState<{name: string} | ''>({name: 'Portugal'});
  return (
    <>
      {/* A string default for a list of strings */}
      <Autocomplete
        dropdownData={fruits}
        defaultValue={defaultFruit}
        triggerOnFocusEvent={() => setDefaultFruit('')}
      />

      {/* An object default is matched on its objectProperty value */}
      <Autocomplete
        dropdownData={countries}
        objectProperty="name"
        defaultValue={defaultCountry}
        triggerOnFocusEvent={() => setDefaultCountry('')}
      />
    </>
  );
}
