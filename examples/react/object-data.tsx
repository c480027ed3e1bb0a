// Object items: objectProperty names the key that is displayed and searched.
import {useState} from 'react';
import {Autocomplete} from 'react-autocomplete-plugin';

interface Person {
  id: number;
  name: string;
  team: string;
}

const people: Person[] = [
  {id: 1, name: 'Ada Lovelace', team: 'Research'},
  {id: 2, name: 'Grace Hopper', team: 'Compilers'},
  {id: 3, name: 'Alan Turing', team: 'Research'},
  {id: 4, name: 'Katherine Johnson', team: 'Navigation'},
];

export default function PersonPicker() {
  // The whole object from dropdownData is passed back, not only its name.
  const [picked, setPicked] = useState<Person | null>(null);

  return (
    <>
      <Autocomplete
        dropdownData={people}
        objectProperty="name"
        placeHolder="Find a colleague"
        broadcastSelectedValue={(person: Person) => setPicked(person)}
      />
      <p>Team: {picked?.team ?? 'pick someone first'}</p>
    </>
  );
}
