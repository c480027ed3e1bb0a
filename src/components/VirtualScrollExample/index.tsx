/** The windowed-rendering arithmetic for one framework, scroll by scroll, with the facts' defaults. */
import type {ReactNode} from 'react';
import {getFramework} from '@site/src/data/frameworks';
import type {CoreFacts} from '@site/src/data/facts';
import {simulateScroll} from '@site/src/data/scrollSimulation';
import {virtualScrollFactsOf} from '@site/src/data/virtualScroll';
import {formatInteger as format} from '@site/src/utils/format';
import styles from './styles.module.css';

interface Props {
  /** The package facts of the page's framework (`@facts/<framework>`). */
  facts: CoreFacts;
  /** Overrides the framework's default. */
  initialVisibleData?: number;
  /** Overrides the framework's default. */
  scrollThreshold?: number;
  /** Scrolls shown; by default, up to the first that drops a page (scrollThreshold + 1). */
  steps?: number;
}

export default function VirtualScrollExample({
  facts: packageFacts,
  initialVisibleData,
  scrollThreshold,
  steps,
}: Props): ReactNode {
  const framework = packageFacts.id;
  const facts = virtualScrollFactsOf(packageFacts);
  const page = initialVisibleData ?? facts.initialVisibleData;
  const threshold = scrollThreshold ?? facts.scrollThreshold;
  const usesDefaults = page === facts.initialVisibleData && threshold === facts.scrollThreshold;
  const rows = simulateScroll(page, threshold, steps ?? threshold + 1);
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {getFramework(framework).label}, initialVisibleData = {format(page)}, scrollThreshold ={' '}
          {format(threshold)}
          {usesDefaults ? ' (the defaults)' : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">Scroll to the bottom</th>
            <th scope="col">Rows rendered</th>
            <th scope="col">
              Math.ceil(rows / {format(threshold)}) ≥ {format(page)}?
            </th>
            <th scope="col">What happens</th>
            <th scope="col">Rows rendered after</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((step, index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              <td>{format(step.rendered)}</td>
              <td>
                {format(step.test)} {step.drops ? '≥' : '<'} {format(page)}: {step.drops ? 'yes' : 'no'}
              </td>
              <td>
                {step.drops
                  ? `drop the first ${format(page)}, append the next ${format(page)}`
                  : `append the next ${format(page)}`}
              </td>
              <td>{format(step.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
