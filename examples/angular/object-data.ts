// Object items: objectProperty names the key that is displayed and searched.
import {Component} from '@angular/core';
import {NgAutocompletePluginModule} from 'ng-autocomplete-plugin';

interface Person {
  id: number;
  name: string;
  team: string;
}

@Component({
  selector: 'app-person-picker',
  standalone: true,
  imports: [NgAutocompletePluginModule],
  template: `
    <ng-autocomplete
      [dropdownData]="people"
      objectProperty="name"
      placeholder="Find a colleague"
      (emitSelectedValue)="onPick($event)"></ng-autocomplete>
    <p>Team: {{ picked?.team ?? 'pick someone first' }}</p>
  `,
})
export class PersonPickerComponent {
  people: Person[] = [
    {id: 1, name: 'Ada Lovelace', team: 'Research'},
    {id: 2, name: 'Grace Hopper', team: 'Compilers'},
    {id: 3, name: 'Alan Turing', team: 'Research'},
    {id: 4, name: 'Katherine Johnson', team: 'Navigation'},
  ];
  // The whole object from dropdownData is emitted, not only its name.
  // Set in a template event (the output), so Angular renders it again under any
  // change detection: zone.js, OnPush or zoneless. This works from Angular 14 on.
  picked: Person | null = null;

  onPick(person: Person): void {
    this.picked = person;
  }
}
