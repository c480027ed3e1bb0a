/**
 * `<ApiFilter />`: the filter above an API page's tables. The server renders the field and an empty live
 * region; ./filterRows.ts loads on first focus or typing, or at once with `?filter=`. `/` focuses it. With
 * `facts`, "Your version" (./VersionChoice.tsx) stands beside it and the counts say what that release lacks.
 */
import {useCallback, useEffect, useRef, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {CoreFacts} from '@site/src/data/facts';
import {isSlashShortcut} from '@site/src/utils/slashShortcut';
import VersionChoice from './VersionChoice';
import styles from './styles.module.css';

let behaviour: Promise<typeof import('./filterRows')> | undefined;

export default function ApiFilter({
  facts,
}: {
  /** The page's package facts (`@facts/<framework>`): with them, "Your version" is shown too. */
  readonly facts?: Pick<CoreFacts, 'id' | 'npmName' | 'releases'>;
}): ReactNode {
  const input = useRef<HTMLInputElement>(null);
  const status = useRef<HTMLDivElement>(null);
  const detach = useRef<(() => void) | undefined>(undefined);
  const searchPage = useBaseUrl('/search');

  const start = useCallback((): void => {
    behaviour ??= import('./filterRows');
    void behaviour.then(({attachFilter}) => {
      if (detach.current || !input.current || !status.current) return;
      detach.current = attachFilter(input.current, status.current, searchPage);
    });
  }, [searchPage]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (!isSlashShortcut(event)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    if (new URLSearchParams(window.location.search).get('filter')) start();
    return () => {
      document.removeEventListener('keydown', onKey);
      detach.current?.();
      detach.current = undefined;
    };
  }, [start]);

  return (
    <div className={styles.filter} role="search">
      <div className={styles.field}>
        <label htmlFor="api-filter">Filter the tables by name, type, default or description (press /)</label>
        <input
          ref={input}
          id="api-filter"
          type="search"
          autoComplete="off"
          spellCheck={false}
          onFocus={start}
          onInput={start}
        />
        <div ref={status} role="status" />
      </div>
      {facts && <VersionChoice facts={facts} />}
    </div>
  );
}
