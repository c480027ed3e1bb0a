// Minimal ng-autocomplete-plugin setup in a standalone Angular component.
import {Component} from '@angular/core';
import {bootstrapApplication} from '@angular/platform-browser';
import {NgAutocompletePluginModule} from 'ng-autocomplete-plugin';

@Component({
  selector: 'app-root',
  standalone: true,
  // The library ships an NgModule (its component is not standalone):
  // import the module, not the component.
  imports: [NgAutocompletePluginModule],
  template: `
    <ng-autocomplete
      [dropdownData]="fruits"
      placeholder="Pick a fruit"
      (emitSelectedValue)="onPick($event)"></ng-autocomplete>
    <p>Selected: {{ picked ?? 'nothing yet' }}</p>
  `,
})
export class AppComponent {
  fruits = ['Apple', 'Banana', 'Cherry', 'Mango', 'Orange'];
  // Set in a template event (the output), so Angular renders it again under any
  // change detection: zone.js, OnPush or zoneless. This works from Angular 14 on.
  picked: string | null = null;

  onPick(item: string): void {
    this.picked = item;
  }
}

bootstrapApplication(AppComponent).catch((error: unknown) => console.error(error));
