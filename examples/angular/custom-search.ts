// Custom search: searchFn replaces the built-in substring match.
import {Component} from '@angular/core';
import {NgAutocompletePluginModule} from 'ng-autocomplete-plugin';

@Component({
  selector: 'app-prefix-search',
  standalone: true,
  imports: [NgAutocompletePluginModule],
  template: `
    <ng-autocomplete
      [dropdownData]="languages"
      [searchFn]="startsWith"
      placeholder="Type the first letters"></ng-autocomplete>
  `,
})
export class PrefixSearchComponent {
  languages = ['TypeScript', 'JavaScript', 'Go', 'Rust', 'Ruby', 'Python'];

  // A plain (not async) function; it receives the input event and returns
  // the rows to show (an array, or a Promise of an array).
  startsWith = (event: Event): string[] => {
    const text = (event.target as HTMLInputElement).value.trim().toLowerCase();
    return this.languages.filter((language) => language.toLowerCase().startsWith(text));
  };
}
