/**
 * Wraps the SearchBar of @easyops-cn/docusaurus-search-local
 * (`@theme-original/SearchBar`) to load it lazily. The upstream bar, with
 * mark.js, autocomplete.js and the search worker, is in the navbar of every
 * page; here every page gets a plain search input instead, and the real bar's
 * code is fetched when the reader starts a search: focus, touch or hover on
 * the input, or the Ctrl/Cmd+K shortcut. The real bar then takes over the
 * input (typed text and focus) and loads the index as usual. A page opened
 * from a search result (`?_highlight=...`) loads it at once, so the matches
 * are highlighted. The lazily loaded half (./Scoped) searches the framework
 * the reader chose with the switcher on pages outside the framework docs.
 */
import React, {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import type OriginalSearchBar from '@theme-original/SearchBar';
import styles from './styles.module.css';

type Props = React.ComponentProps<typeof OriginalSearchBar>;

/** The plugin's `searchBarShortcutKeymap: 'mod+k'` (Ctrl+K, or Cmd+K on macOS). */
function isSearchShortcut(event: KeyboardEvent): boolean {
  return (
    event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey
  );
}

/** Runs once, after the lazily loaded bar has been committed to the page. */
function AfterMount({onMount}: {onMount: () => void}): null {
  useEffect(onMount, [onMount]);
  return null;
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const location = useLocation();
  const [Bar, setBar] = useState<ComponentType<Props> | null>(null);
  const loading = useRef(false);
  const wantsFocus = useRef(false);
  const typed = useRef('');

  const start = useCallback((focus: boolean) => {
    if (focus) wantsFocus.current = true;
    if (loading.current) return;
    loading.current = true;
    import('./Scoped').then(
      (module) => setBar(() => module.default),
      () => {
        loading.current = false; // offline or a new deploy: try again on the next attempt
      },
    );
  }, []);

  // Highlighting matches on a page opened from a result needs the real bar.
  useEffect(() => {
    if (new URLSearchParams(location.search).has('_highlight')) start(false);
  }, [location.search, start]);

  // The shortcut works before the real bar (which has its own) is loaded.
  useEffect(() => {
    if (Bar) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      document.querySelector<HTMLInputElement>('input[data-search-placeholder]')?.focus();
      start(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [Bar, start]);

  const handOver = useCallback(() => {
    if (!wantsFocus.current) return;
    wantsFocus.current = false;
    // Wait a frame: the real bar settles its search context (from the URL, or
    // the chosen framework) in its own first effects; focusing earlier would
    // load the wrong index.
    requestAnimationFrame(() =>
      setTimeout(() => {
        const input = document.querySelector<HTMLInputElement>('input.navbar__search-input');
        if (!input) return;
        // A keyboard reader who tabbed past the box while it loaded keeps their place.
        const active = document.activeElement;
        if (active && active !== document.body && active !== input) return;
        if (typed.current) {
          // Hand the text typed while the bar was loading to the real input.
          const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
          setValue.call(input, typed.current);
          input.dispatchEvent(new Event('input', {bubbles: true}));
        }
        input.focus();
      }, 0),
    );
  }, []);

  if (Bar) {
    return (
      <>
        <Bar {...props} />
        <AfterMount onMount={handOver} />
      </>
    );
  }
  // The plugin's own label (its bar declares the description), so a translation covers both.
  const label = translate({id: 'theme.SearchBar.label', message: 'Search'});
  return (
    <div className={`navbar__search ${styles.container}`} dir="ltr">
      <input
        type="search"
        className={`navbar__search-input ${styles.input}`}
        placeholder={label}
        aria-label={label}
        data-search-placeholder=""
        onChange={(event) => {
          typed.current = event.target.value;
        }}
        onFocus={() => start(true)}
        onMouseEnter={() => start(false)}
        onTouchStart={() => start(true)}
      />
    </div>
  );
}
