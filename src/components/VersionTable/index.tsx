/**
 * One package's version history, newest first, with each release's gzipped bundle cost and its change
 * (`@facts/sizes`). Tests read `data-version`.
 */
import type {ReactNode} from 'react';
import type {CoreFacts} from '@site/src/data/facts';
import {getFramework} from '@site/src/data/frameworks';
import {formatDate, versionsOf, type VersionRow} from '@site/src/data/versions';
import {withCode} from '@site/src/components/CodeText';
import factTable from '@site/src/components/FactTable/styles.module.css';
import styles from './styles.module.css';
import ColumnHeads from '@site/src/components/ColumnHeads';
import sizes from '@facts/sizes';
import {gzippedSummary, sizeChanges} from '@site/src/data/packageSize';

const statusLabel: Record<VersionRow['status'], string | null> = {
  release: null,
  intermediate: 'Intermediate version',
};

export default function VersionTable({facts}: {facts: CoreFacts}): ReactNode {
  const framework = facts.id;
  const {npmName} = getFramework(framework);
  const rows = versionsOf(facts);
  const measured = new Map(sizes[framework].releases.map((r) => [r.version, r.size]));
  const changes = sizeChanges(sizes[framework]);
  return (
    <div className={factTable.wrapper}>
      <table className={factTable.table} data-version-table={framework}>
        <caption className={factTable.caption}>
          Releases of <code>{npmName}</code>, newest first
        </caption>
        <ColumnHeads labels={['Version', 'Date', 'Changes', 'Size, gzipped']} />
        <tbody>
          {rows.map((row) => {
            const flag = statusLabel[row.status];
            const size = measured.get(row.version);
            return (
              <tr key={row.version} data-version={row.version}>
                <th scope="row" className={styles.version}>
                  {row.version}
                  {flag && (
                    <>
                      {' '}
                      <span className={styles.flag}>{flag}</span>
                    </>
                  )}
                </th>
                <td className={styles.date}>
                  {row.date ? (
                    <time dateTime={row.date}>{formatDate(row.date)}</time>
                  ) : (
                    <span className={styles.noDate}>release date not published</span>
                  )}
                </td>
                <td>
                  <ul className={styles.changes}>
                    {row.changes.map((change) => (
                      <li key={change}>{withCode(change)}</li>
                    ))}
                  </ul>
                </td>
                <td className={styles.size} data-size={row.version}>
                  {size ? gzippedSummary(size) : <span className={styles.noDate}>not measured</span>}
                  {changes[row.version] && <span className={styles.flag}>{changes[row.version]}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
