// Lazy loading from an API, with a View More row (View More props: 2.0.1 and later).
import {useEffect, useState} from 'react';
import {Autocomplete} from 'react-autocomplete-plugin';

const PAGE_SIZE = 50;
const TOTAL = 500;

/** Stands in for an HTTP call that returns one page of city names. */
function fetchCities(offset: number): Promise<string[]> {
  const page = Array.from({length: Math.min(PAGE_SIZE, TOTAL - offset)}, (_, i) => `City ${offset + i + 1}`);
  return new Promise((resolve) => setTimeout(() => resolve(page), 300));
}

export default function CityPicker() {
  const [cities, setCities] = useState<string[]>([]);

  async function loadMore({dataIndex}: {dataIndex: number}) {
    const page = await fetchCities(dataIndex);
    // A new, longer array tells the component that the page has arrived.
    setCities((previous) => [...previous, ...page]);
  }

  useEffect(() => {
    void loadMore({dataIndex: 0});
  }, []);

  return (
    <Autocomplete
      dropdownData={cities}
      initialVisibleData={PAGE_SIZE}
      isApiLoad={cities.length < TOTAL}
      triggerApiLoadEvent={loadMore}
      totalRecords={TOTAL}
      showLoadingSpinner={true}
      showViewMore={true}
      optViewMoreOnlyForApiCall={true}
      viewMoreText="Load more cities"
    />
  );
}
