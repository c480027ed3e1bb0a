// searchFn: your handler receives the input event instead of the built-in search.
import {useState, type FormEvent} from 'react';
import {Autocomplete} from 'react-autocomplete-plugin';

const languages = ['TypeScript', 'JavaScript', 'Go', 'Rust', 'Ruby', 'Python'];

export default function SearchLogger() {
  const [query, setQuery] = useState('');

  // The component does not filter the rows when searchFn is set, and it
  // ignores the return value: use it to react to what the user types.
  function onType(event: FormEvent<HTMLInputElement>) {
    setQuery(event.currentTarget.value.trim());
  }

  return (
    <>
      <Autocomplete dropdownData={languages} searchFn={onType} placeHolder="Type a language" />
      <p>Last search: {query || 'none'}</p>
    </>
  );
}
