// Disabling rows: disableProperty names a boolean key on each object item.
import {Autocomplete} from 'react-autocomplete-plugin';

interface Seat {
  label: string;
  taken: boolean;
}

const seats: Seat[] = [
  {label: '1A', taken: false},
  {label: '1B', taken: true},
  {label: '1C', taken: false},
  {label: '2A', taken: true},
];

export default function SeatPicker() {
  return (
    <>
      <Autocomplete
        dropdownData={seats}
        objectProperty="label"
        disableProperty="taken"
        placeHolder="Choose a seat"
        broadcastSelectedValue={(seat: Seat) => console.log('Booked', seat.label)}
      />

      {/* Or decide per row with a function of (index, item) */}
      <Autocomplete
        dropdownData={seats}
        objectProperty="label"
        disableListFn={(index: number, seat: Seat) => seat.label.endsWith('C')}
      />
    </>
  );
}
