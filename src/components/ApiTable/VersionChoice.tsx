/**
 * "Your version" beside an API page's filter: the package's releases, newest first. The server renders no
 * release chosen, so nothing moves on hydration; then `?version=` (an unknown one is ignored and said so) or
 * local storage (src/data/versionChoice.ts) picks it, and ./lens.ts loads only when there is one.
 */
import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import type {CoreFacts} from '@site/src/data/facts';
import {
  VERSION_PARAMETER,
  chosenVersion,
  readStoredVersion,
  storeVersion,
} from '@site/src/data/versionChoice';
import type {Lens, LensSummary} from './lens';
import styles from './styles.module.css';

let behaviour: Promise<typeof import('./lens')> | undefined;

/** `n` and the words for one or for several: `plural(1, 'row is', 'rows are')` → "1 row is". */
function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** What the lens did, in a sentence: "Reading as 2.0.0: 1 default or type is shown as it was in 2.0.0." */
function describe(version: string, summary: LensSummary): string {
  const parts = [
    summary.later &&
      `${plural(summary.later, 'row added later is', 'rows added later are')} marked “not in ${version}”`,
    summary.earlier &&
      `${plural(summary.earlier, 'default or type is', 'defaults or types are')} shown as ${summary.earlier === 1 ? 'it was' : 'they were'} in ${version}`,
    summary.removed &&
      `${plural(summary.removed, 'member removed later is', 'members removed later are')} shown`,
  ].filter(Boolean);
  return parts.length
    ? `Reading as ${version}: ${parts.join('; ')}.`
    : `Reading as ${version}: the tables of this page are the same in ${version}.`;
}

export interface VersionChoiceProps {
  /** The page's package (`@facts/<framework>`): its id, npm name and releases (newest first). */
  readonly facts: Pick<CoreFacts, 'id' | 'npmName' | 'releases'>;
}

export default function VersionChoice({facts}: VersionChoiceProps): ReactNode {
  const releases = facts.releases.map((r) => r.version);
  const [version, setVersion] = useState('');
  const [ignored, setIgnored] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const wrapper = useRef<HTMLDivElement>(null);
  const lens = useRef<Lens | undefined>(undefined);
  const history = useHistory();
  const releasesKey = releases.join(' ');

  const apply = useCallback(
    (chosen: string | null): void => {
      if (chosen === null && !lens.current) return;
      behaviour ??= import('./lens');
      void behaviour.then(({attachLens}) => {
        const root = wrapper.current?.closest('article') ?? document.body;
        lens.current ??= attachLens(root, releasesKey.split(' '), (summary, applied) =>
          setSaid(applied === null ? '' : describe(applied, summary)),
        );
        lens.current.set(chosen);
      });
    },
    [releasesKey],
  );

  /** Keeps `chosen` in the address (through the router, so links that copy the query see it). */
  const keepInAddress = useCallback(
    (chosen: string | null): void => {
      const params = new URLSearchParams(window.location.search);
      if (chosen === null) params.delete(VERSION_PARAMETER);
      else params.set(VERSION_PARAMETER, chosen);
      const search = params.toString() ? `?${params.toString()}` : '';
      if (search === window.location.search) return;
      history.replace({pathname: window.location.pathname, search, hash: window.location.hash});
    },
    [history],
  );

  useEffect(() => {
    const all = releasesKey.split(' ');
    const fromAddress = new URLSearchParams(window.location.search).get(VERSION_PARAMETER);
    const chosen = chosenVersion(fromAddress, readStoredVersion(facts.id, all), all);
    setIgnored(chosen.ignored);
    if (chosen.version !== null) {
      setVersion(chosen.version);
      storeVersion(facts.id, chosen.version);
      apply(chosen.version);
    }
    if (chosen.ignored !== null || chosen.version !== null) keepInAddress(chosen.version);
    return () => {
      lens.current?.detach();
      lens.current = undefined;
    };
  }, [facts.id, releasesKey, apply, keepInAddress]);

  const choose = (value: string): void => {
    const chosen = value === '' ? null : value;
    setVersion(value);
    setIgnored(null);
    storeVersion(facts.id, chosen);
    keepInAddress(chosen);
    apply(chosen);
  };

  return (
    <div ref={wrapper} className={styles.version}>
      <label htmlFor="api-version">Your version of {facts.npmName}</label>
      <select id="api-version" value={version} onChange={(event) => choose(event.currentTarget.value)}>
        <option value="">Latest ({releases[0]}), none chosen</option>
        {releases.map((release) => (
          <option key={release} value={release}>
            {release}
          </option>
        ))}
      </select>
      <div role="status">
        {ignored !== null && (
          <p className={styles.versionNote}>
            {facts.npmName} has no release {ignored} (from the address); the tables show{' '}
            {version === '' ? `the latest release, ${releases[0]}` : version}.
          </p>
        )}
        {said && <p className={styles.versionNote}>{said}</p>}
      </div>
    </div>
  );
}
