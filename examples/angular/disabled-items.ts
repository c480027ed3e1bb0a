// Disabling rows: disableProperty names a boolean key on each object item.
import {Component} from '@angular/core';
import {NgAutocompletePluginModule} from 'ng-autocomplete-plugin';

interface Seat {
  label: string;
  taken: boolean;
}

@Component({
  selector: 'app-seat-picker',
  standalone: true,
  imports: [NgAutocompletePluginModule],
  template: `
    <ng-autocomplete
      [dropdownData]="seats"
      objectProperty="label"
      disableProperty="taken"
      placeholder="Choose a seat"
      (emitSelectedValue)="onPick($event)"></ng-autocomplete>

    <!-- Or decide per row with a function of (index, item) -->
    <ng-autocomplete
      [dropdownData]="seats"
      objectProperty="label"
      [disableListFn]="isAisle"></ng-autocomplete>
  `,
})
export class SeatPickerComponent {
  seats: Seat[] = [
    {label: '1A', taken: false},
    {label: '1B', taken: true},
    {label: '1C', taken: false},
    {label: '2A', taken: true},
  ];

  isAisle = (index: number, seat: Seat): boolean => seat.label.endsWith('C');

  onPick(seat: Seat): void {
    // Never called for a disabled row.
    console.log('Booked', seat.label);
  }
}
