// Object items: objectProperty names the key that is displayed and searched.
import {Component, signal} from '@angular/core';
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
    <p>Team: {{ picked()?.team ?? 'pick someone first' }}</p>
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
  // A signal: Angular re-renders the text when it is set.
  readonly picked = signal<Person | null>(null);

  onPick(person: Person): void {
    this.picked.set(person);
  }
}
