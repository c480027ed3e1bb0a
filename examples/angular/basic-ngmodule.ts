// Minimal ng-autocomplete-plugin setup in an NgModule-based Angular app.
import {Component, NgModule} from '@angular/core';
import {BrowserModule} from '@angular/platform-browser';
import {NgAutocompletePluginModule} from 'ng-autocomplete-plugin';

@Component({
  selector: 'app-root',
  // Declared in AppModule below, so this component is not standalone.
  standalone: false,
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

@NgModule({
  declarations: [AppComponent],
  // NgAutocompletePluginModule declares and exports <ng-autocomplete>.
  imports: [BrowserModule, NgAutocompletePluginModule],
  bootstrap: [AppComponent],
})
export class AppModule {}
