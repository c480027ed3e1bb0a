/**
 * The navbar's search box, filling theme-classic's empty `SearchBar` slot (Pagefind, issue 30). Only the box
 * is in every page: ./engine and Pagefind load on focus, `/` or Ctrl/⌘+K. A WAI-ARIA 1.2 list-autocomplete
 * combobox with a live result count; the reader's framework's results come first.
 */
import React, {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {sitePathOf} from '@site/src/utils/sitePath';
import {isSlashShortcut} from '@site/src/utils/slashShortcut';
import type {SearchGroups, SearchHit as Hit} from './engine';
import type {ResultsProps} from './Results';
import styles from './styles.module.css';

type Engine = typeof import('./engine');

/** Ctrl+K, or ⌘+K on macOS. */
const isModK = (event: KeyboardEvent) =>
  event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;

export default function SearchBar(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const scriptUrl = useBaseUrl('/pagefind/pagefind.js');
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const loaded = useRef<Promise<Engine> | null>(null);
  const [Results, setResults] = useState<ComponentType<ResultsProps> | null>(null);
  const latest = useRef(0);
  const [query, setQuery] = useState('');
  const [groups, setGroups] = useState<SearchGroups | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  // A newer query's results are still coming: the list shown is an earlier query's.
  const [busy, setBusy] = useState(false);

  const start = useCallback(() => {
    loaded.current ??= Promise.all([import('./engine'), import('./Results')]).then(
      ([engine, results]) => {
        setResults(() => results.default);
        return engine;
      },
      (error: unknown) => {
        loaded.current = null; // offline or a new deploy: try again on the next keystroke
        throw error;
      },
    );
    loaded.current.then((e) => e.loadPagefind(scriptUrl, baseUrl)).catch(() => undefined);
  }, [scriptUrl, baseUrl]);

  // `/` and Ctrl/⌘+K, from anywhere. On an API page `/` belongs to the table filter (its label says so).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const slash = isSlashShortcut(event);
      if (slash && document.getElementById('api-filter')) return;
      if (!slash && !isModK(event)) return;
      event.preventDefault();
      start();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [start]);

  useEffect(() => setOpen(false), [location.pathname]);

  const run = useCallback(
    (text: string) => {
      const ticket = ++latest.current;
      if (!text.trim()) {
        setGroups(null);
        setStatus('');
        setBusy(false);
        return;
      }
      setBusy(true);
      start();
      void (async () => {
        try {
          const e = await loaded.current!;
          const pagefind = await e.loadPagefind(scriptUrl, baseUrl);
          const reader = e.readerFramework(sitePathOf(location.pathname, baseUrl));
          const found = await e.searchSite(pagefind, text.trim(), reader);
          if (ticket !== latest.current) return;
          setGroups(found);
          setActive(found.first.length + found.others.length ? 0 : -1);
          setOpen(true);
          setStatus(e.countText(found));
          setBusy(false);
        } catch {
          if (ticket !== latest.current) return;
          setBusy(false);
          setGroups({first: [], others: []});
          setStatus('Search is not available right now (the index is made by the production build).');
          setOpen(true);
        }
      })();
    },
    [location.pathname, scriptUrl, baseUrl, start],
  );

  const all = groups ? [...groups.first, ...groups.others] : [];
  const optionId = (at: number) => `${id}-option-${at}`;
  const expanded = open && groups !== null;

  const openHit = (hit: Hit) => {
    setOpen(false);
    history.push(hit.url);
  };

  // The active option stays in view as the arrows move through a long list.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({block: 'nearest'});
  }, [active, id]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!all.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((at) => (at + step + all.length) % all.length);
    } else if (event.key === 'Enter') {
      const hit = all[active] ?? all[0];
      if (!expanded || !hit) return;
      event.preventDefault();
      openHit(hit);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
      } else {
        input.current?.blur();
      }
    }
  };

  return (
    <div
      className={clsx('navbar__search', styles.container)}
      role="search"
      onBlur={(event) => {
        // Open while focus stays in the box or its list.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}>
      <input
        ref={input}
        type="search"
        className={clsx('navbar__search-input', styles.input)}
        placeholder="Search (Ctrl+K)"
        aria-label="Search the docs"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onFocus={() => {
          start();
          if (groups) setOpen(true);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          run(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      {/* In the tab order after the box, so a keyboard reader can scroll a long list (axe scrollable-region-focusable). */}
      <div
        className={styles.panel}
        hidden={!expanded}
        tabIndex={0}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          setOpen(false);
          input.current?.focus();
        }}>
        <div id={`${id}-list`} role="listbox" aria-label="Search results" aria-busy={busy}>
          {groups && Results ? (
            <Results
              groups={groups}
              active={active}
              optionId={optionId}
              onActive={setActive}
              onOpen={openHit}
            />
          ) : null}
        </div>
        {groups && !all.length ? <p className={styles.empty}>No results for “{query.trim()}”</p> : null}
      </div>
      <div role="status" aria-live="polite" className={styles.status}>
        {status}
      </div>
    </div>
  );
}
