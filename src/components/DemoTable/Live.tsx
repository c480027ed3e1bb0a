/**
 * The maintainers' StackBlitz demos of one framework as a table (title, what
 * it shows, link), built from the demo links in the package facts.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {demosOf} from '@site/src/data/examples';
import {getFramework, type FrameworkId} from '@site/src/data/frameworks';
import type {FullFacts} from '@site/src/data/types';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import tableStyles from '@site/src/components/FactTable/styles.module.css';
import styles from './styles.module.css';

export default function DemoTable({framework, data}: {framework: FrameworkId; data: FullFacts}): ReactNode {
  const demos = demosOf(data);
  // data-pagefind-weight: in the site search, a table that only mentions each topic ranks
  // below the sections that explain it (src/plugins/search-index).
  return (
    <div className={styles.wrapper} data-pagefind-weight="0.2">
      <table className={tableStyles.table}>
        <caption className={tableStyles.caption}>
          The maintainers' {getFramework(framework).label} demos on StackBlitz ({demos.length})
        </caption>
        <thead>
          <tr>
            <th scope="col">Demo</th>
            <th scope="col">What it shows</th>
            <th scope="col">Link</th>
          </tr>
        </thead>
        <tbody>
          {demos.map((demo) => (
            <tr key={demo.url}>
              <td>{demo.title}</td>
              <td>{demo.description ?? demo.title}</td>
              <td>
                <Link href={demo.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
                  Open on StackBlitz
                  <VisuallyHidden>: {demo.title} (opens in a new tab)</VisuallyHidden>
                  <span aria-hidden="true"> ↗</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
