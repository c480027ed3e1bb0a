// Minimal ng-autocomplete-plugin setup in a standalone Angular component.
import {Component, signal} from '@angular/core';
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
    <p>Selected: {{ picked() ?? 'nothing yet' }}</p>
  `,
})
export class AppComponent {
  fruits = ['Apple', 'Banana', 'Cherry', 'Mango', 'Orange'];
  // A signal: Angular re-renders the text when it is set.
  readonly picked = signal<string | null>(null);

  onPick(item: string): void {
    this.picked.set(item);
  }
}

bootstrapApplication(AppComponent).catch((error: unknown) => console.error(error));
