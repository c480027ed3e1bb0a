/**
 * What one package can do, one row per feature, from `crossFramework.featureMatrix`
 * (src/data/featureMatrix.ts).
 */
import type {ReactNode} from 'react';
import type {FrameworkId} from '@site/src/data/facts';
import {getFramework} from '@site/src/data/frameworks';
import {featureListOf} from '@site/src/data/featureMatrix';
import crossFramework from '@facts/cross-framework';
import factTable from '@site/src/components/FactTable/styles.module.css';
import styles from './styles.module.css';
import ColumnHeads from '@site/src/components/ColumnHeads';

export default function FeatureList({framework}: {framework: FrameworkId}): ReactNode {
  const {npmName} = getFramework(framework);
  // data-pagefind-weight: in the site search, a table that only mentions each topic ranks
  // below the sections that explain it (src/plugins/search-index).
  return (
    <div className={factTable.wrapper} data-pagefind-weight="0.2">
      <table className={factTable.table} data-feature-list={framework}>
        <caption className={factTable.caption}>
          Features of <code>{npmName}</code>
        </caption>
        <ColumnHeads labels={['Feature', 'In this package']} />
        <tbody>
          {featureListOf(crossFramework, framework).map((row) => (
            <tr key={row.feature}>
              <th scope="row" className={styles.feature}>
                {row.feature}
              </th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
