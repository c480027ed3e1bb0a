// Lazy loading from an API, with a View More row at the end of the list.
import {Component, computed, signal} from '@angular/core';
import {NgAutocompletePluginModule} from 'ng-autocomplete-plugin';

const PAGE_SIZE = 50;
const TOTAL = 500;

/** Stands in for an HTTP call that returns one page of city names. */
function fetchCities(offset: number): Promise<string[]> {
  const page = Array.from({length: Math.min(PAGE_SIZE, TOTAL - offset)}, (_, i) => `City ${offset + i + 1}`);
  return new Promise((resolve) => setTimeout(() => resolve(page), 300));
}

@Component({
  selector: 'app-city-picker',
  standalone: true,
  imports: [NgAutocompletePluginModule],
  template: `
    <ng-autocomplete
      [dropdownData]="cities()"
      [initialVisibleData]="pageSize"
      [triggerApiLoadEvent]="hasMore()"
      [totalRecords]="total"
      [showViewMore]="true"
      [optViewMoreOnlyForApiCall]="true"
      viewMoreText="Load more cities"
      (emitApiLoadEvent)="loadMore($event)"></ng-autocomplete>
  `,
})
export class CityPickerComponent {
  pageSize = PAGE_SIZE;
  total = TOTAL;
  // The pages arrive after an await, outside any event of this component: signals
  // tell Angular to render again, whatever change detection the app runs with.
  readonly cities = signal<string[]>([]);
  readonly hasMore = computed(() => this.cities().length < TOTAL);

  constructor() {
    void this.loadMore({dataIndex: 0});
  }

  async loadMore(event: {dataIndex: number}): Promise<void> {
    const page = await fetchCities(event.dataIndex);
    // Set a new, longer array: the component sees a new input value.
    this.cities.update((cities) => [...cities, ...page]);
  }
}
