// Pre-filling the input: defaultValue is matched once, when the component initialises.
import {Component} from '@angular/core';
import {NgAutocompletePluginModule} from 'ng-autocomplete-plugin';

interface Country {
  code: string;
  name: string;
}

@Component({
  selector: 'app-country-picker',
  standalone: true,
  imports: [NgAutocompletePluginModule],
  template: `
    <!-- A string default for a list of strings -->
    <ng-autocomplete [dropdownData]="fruits" defaultValue="Banana"></ng-autocomplete>

    <!-- An object default is matched on its objectProperty value -->
    <ng-autocomplete
      [dropdownData]="countries"
      objectProperty="name"
      [defaultValue]="home"
      (emitSelectedValue)="onPick($event)"></ng-autocomplete>
  `,
})
export class CountryPickerComponent {
  fruits = ['Apple', 'Banana', 'Cherry'];
  countries: Country[] = [
    {code: 'NO', name: 'Norway'},
    {code: 'PT', name: 'Portugal'},
    {code: 'JP', name: 'Japan'},
  ];
  // Only the objectProperty key ('name') is compared.
  home = {name: 'Portugal'};

  onPick(country: Country): void {
    console.log('Selected', country.code);
  }
}
