/**
 * One framework's maintainers' StackBlitz demos as a table, each run here or on StackBlitz. The running
 * demo's panel goes under the table at full width, not in a row of a sideways-scrolling table.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {demosOf, type Demo} from '@site/src/data/examples';
import {getFramework, type FrameworkId} from '@site/src/data/frameworks';
import {referenceFactsOf} from '@site/src/data/referenceFacts';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import {runHereStyles, useRunHereGroup} from '@site/src/components/RunHere';
import tableStyles from '@site/src/components/FactTable/styles.module.css';
import styles from './styles.module.css';
import ColumnHeads from '@site/src/components/ColumnHeads';

function OpenLink({demo}: {demo: Demo}): ReactNode {
  return (
    <Link href={demo.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
      Open on StackBlitz
      <VisuallyHidden>: {demo.title} (opens in a new tab)</VisuallyHidden>
      <span aria-hidden="true"> ↗</span>
    </Link>
  );
}

export default function DemoTable({framework}: {framework: FrameworkId}): ReactNode {
  const demos = demosOf(referenceFactsOf(framework));
  const runHere = useRunHereGroup();
  return (
    <>
      {/* data-pagefind-weight: in the site search, a table that only mentions each topic ranks
          below the sections that explain it (src/plugins/search-index). */}
      <div className={styles.wrapper} data-pagefind-weight="0.2">
        <table className={tableStyles.table}>
          <caption className={tableStyles.caption}>
            The maintainers' {getFramework(framework).label} demos on StackBlitz ({demos.length})
          </caption>
          <ColumnHeads labels={['Demo', 'What it shows', 'Try it']} />
          <tbody>
            {demos.map((demo) => (
              <tr key={demo.url}>
                <td>{demo.title}</td>
                <td>{demo.description ?? demo.title}</td>
                <td>
                  <span className={runHereStyles.row}>
                    {runHere.buttonFor({
                      target: {kind: 'demo', url: demo.url},
                      name: `${demo.title} (the maintainers' demo)`,
                      openElsewhere: <OpenLink demo={demo} />,
                    })}
                    <OpenLink demo={demo} />
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {runHere.panel}
    </>
  );
}
