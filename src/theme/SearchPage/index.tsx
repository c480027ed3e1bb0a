/**
 * Wraps the SearchPage of @easyops-cn/docusaurus-search-local
 * (`@theme-original/SearchPage`, the /search route) to give its search-scope
 * `<select>` an accessible name: upstream renders it without a label, which
 * axe reports as a critical WCAG 2 A violation (select-name); and a meta
 * description, which upstream does not set.
 */
import React, {useEffect, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import SearchPage from '@theme-original/SearchPage';
import PageDescription from '@site/src/components/PageDescription';

type Props = React.ComponentProps<typeof SearchPage>;

export default function SearchPageWrapper(props: Props): ReactNode {
  const label = translate({id: 'site.SearchPage.contextLabel', message: 'Search in'});
  useEffect(() => {
    document.getElementById('context-selector')?.setAttribute('aria-label', label);
  });
  return (
    <>
      <SearchPage {...props} />
      <PageDescription description="Search the Angular, React and Vue 3 autocomplete docs, blog and pages, offline in your browser." />
    </>
  );
}
