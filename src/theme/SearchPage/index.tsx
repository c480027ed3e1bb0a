/**
 * Wraps the SearchPage of @easyops-cn/docusaurus-search-local
 * (`@theme-original/SearchPage`, the /search route) to give its search-scope
 * `<select>` an accessible name: upstream renders it without a label, which
 * axe reports as a critical WCAG 2 A violation (select-name).
 */
import React, {useEffect, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import SearchPage from '@theme-original/SearchPage';

type Props = React.ComponentProps<typeof SearchPage>;

export default function SearchPageWrapper(props: Props): ReactNode {
  const label = translate({id: 'site.SearchPage.contextLabel', message: 'Search in'});
  useEffect(() => {
    document.getElementById('context-selector')?.setAttribute('aria-label', label);
  });
  return <SearchPage {...props} />;
}
