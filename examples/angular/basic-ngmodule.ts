// Minimal ng-autocomplete-plugin setup in an NgModule-based Angular app.
import {Component, NgModule, signal} from '@angular/core';
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

@NgModule({
  declarations: [AppComponent],
  // NgAutocompletePluginModule declares and exports <ng-autocomplete>.
  imports: [BrowserModule, NgAutocompletePluginModule],
  bootstrap: [AppComponent],
})
export class AppModule {}
