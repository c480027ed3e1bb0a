/**
 * /search?q=...: the site search on a page of its own (the API filter links here when no row matches), the
 * navbar box's engine, with Pagefind loaded with the page.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchHit from '@site/src/components/SearchHit';
import type {SearchGroups} from '@site/src/theme/SearchBar/engine';

export default function SearchPage(): ReactNode {
  const scriptUrl = useBaseUrl('/pagefind/pagefind.js');
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const [query, setQuery] = useState('');
  const [groups, setGroups] = useState<SearchGroups | null>(null);
  const [status, setStatus] = useState('');
  const latest = useRef(0);

  const run = (text: string) => {
    const ticket = ++latest.current;
    if (!text.trim()) {
      setGroups(null);
      setStatus('');
      return;
    }
    void (async () => {
      try {
        const engine = await import('@site/src/theme/SearchBar/engine');
        const pagefind = await engine.loadPagefind(scriptUrl, baseUrl);
        const found = await engine.searchSite(pagefind, text.trim(), engine.readerFramework(''));
        if (ticket !== latest.current) return;
        setGroups(found);
        setStatus(engine.countText(found));
      } catch {
        if (ticket === latest.current) setStatus('Search is not available right now.');
      }
    })();
  };

  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get('q') ?? '';
    setQuery(q);
    run(q);
    // Once, with the address's query.
  }, []);

  const list = (hits: SearchGroups['first'], label: string) =>
    hits.length ? (
      <section aria-label={label}>
        <ul className="clean-list">
          {hits.map((hit, at) => (
            <li key={`${hit.url}-${at}`} className="margin-bottom--md">
              <Link to={hit.url}>
                <SearchHit hit={hit} />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    ) : null;

  return (
    <Layout
      title="Search"
      description="Search the React, Angular and Vue 3 autocomplete docs, their API members, the blog and the site pages.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Search the docs</Heading>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            const url = new URL(window.location.href);
            url.searchParams.set('q', query);
            window.history.replaceState(window.history.state, '', url.href);
            run(query);
          }}>
          <label htmlFor="search-page-query">Search for</label>{' '}
          <input
            id="search-page-query"
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              run(event.target.value);
            }}
          />{' '}
          <button type="submit" className="button button--primary button--sm">
            Search
          </button>
        </form>
        <p role="status" aria-live="polite">
          {status}
        </p>
        {groups ? list(groups.first, 'Results') : null}
        {groups?.others.length ? (
          <>
            <Heading as="h2">Other frameworks, blog and site</Heading>
            {list(groups.others, 'Other frameworks, blog and site')}
          </>
        ) : null}
      </main>
    </Layout>
  );
}
