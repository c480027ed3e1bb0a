/**
 * The search box's result options, loaded with the search code so their markup and styles are not in every
 * first load.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import SearchHit from '@site/src/components/SearchHit';
import type {SearchGroups, SearchHit as Hit} from './engine';
import styles from './results.lazy.module.css';

export interface ResultsProps {
  readonly groups: SearchGroups;
  /** Index of the active option (arrows), over both groups. */
  readonly active: number;
  readonly optionId: (at: number) => string;
  readonly onActive: (at: number) => void;
  readonly onOpen: (hit: Hit) => void;
}

const OTHERS = 'Other frameworks, blog and site';

export default function Results({groups, active, optionId, onActive, onOpen}: ResultsProps): ReactNode {
  const group = (hits: readonly Hit[], offset: number, label: string) =>
    hits.length ? (
      <ul role="group" aria-label={label} className={styles.group}>
        {hits.map((hit, at) => (
          // An option is not a link (a link inside an option is a control inside a control):
          // a click or Enter opens its address (data-href) with the router.
          <li
            key={`${hit.url}-${offset + at}`}
            id={optionId(offset + at)}
            role="option"
            aria-selected={active === offset + at}
            data-href={hit.url}
            className={clsx(styles.option, active === offset + at && styles.active)}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => onActive(offset + at)}
            onClick={() => onOpen(hit)}>
            <SearchHit hit={hit} />
          </li>
        ))}
      </ul>
    ) : null;
  return (
    <>
      {group(groups.first, 0, 'Results')}
      {groups.others.length ? (
        <>
          <div className={styles.groupLabel} aria-hidden="true">
            {OTHERS}
          </div>
          {group(groups.others, groups.first.length, OTHERS)}
        </>
      ) : null}
    </>
  );
}
