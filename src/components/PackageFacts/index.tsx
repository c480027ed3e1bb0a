/**
 * `<PackageFacts facts={facts} />`: the package identity card; `<SupportedVersions facts={facts} />`: the
 * supported framework versions.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {CoreFacts} from '@site/src/data/facts';
import {supportedVersionsOf} from '@site/src/data/supportedVersions';
import {findVersion, formatDate} from '@site/src/data/versions';
import factTable from '@site/src/components/FactTable/styles.module.css';
import styles from './styles.module.css';
import ColumnHeads from '@site/src/components/ColumnHeads';

function listOrNone(record: Readonly<Record<string, string>>): ReactNode {
  const entries = Object.entries(record);
  if (entries.length === 0) return 'none';
  return entries.map(([name, range], index) => (
    <span key={name}>
      {index > 0 && ', '}
      <code>{name}</code> <code>{range}</code>
    </span>
  ));
}

/** A table of facts: a caption, its two column heads, then each row's heading and value. */
function FactRows({
  caption,
  columns,
  attributes,
  rows,
}: {
  caption: string;
  columns: readonly [string, string];
  attributes: Readonly<Record<`data-${string}`, string>>;
  rows: readonly (readonly [string, ReactNode])[];
}): ReactNode {
  return (
    <div className={factTable.wrapper}>
      <table className={`${factTable.table} ${styles.facts}`} {...attributes}>
        <caption className={factTable.caption}>{caption}</caption>
        <ColumnHeads labels={columns} />
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** `facts`: the package facts of the page's framework (`@facts/<framework>`). */
export function PackageFacts({facts: pkg}: {facts: CoreFacts}): ReactNode {
  const current = findVersion(pkg, pkg.latestVersion);
  return (
    <FactRows
      caption="Package facts"
      columns={['Item', 'Value']}
      attributes={{'data-package-facts': pkg.id}}
      rows={[
        ['npm package', <code>{pkg.npmName}</code>],
        [
          'Latest version',
          <>
            {current.version}
            {current.date ? (
              <>
                , released <time dateTime={current.date}>{formatDate(current.date)}</time>
              </>
            ) : (
              <>, release date not published</>
            )}
          </>,
        ],
        [
          'Licence',
          <>
            {pkg.license}, copyright {pkg.licenseHolder}
          </>,
        ],
        ['Author', pkg.author],
        ['Repository', <Link href={pkg.repository}>{pkg.repository.replace('https://', '')}</Link>],
        ['Peer dependencies', listOrNone(pkg.peerDependencies)],
        ['Dependencies', listOrNone(pkg.dependencies)],
        ['Install', <code>{pkg.install}</code>],
      ]}
    />
  );
}

export function SupportedVersions({facts}: {facts: CoreFacts}): ReactNode {
  const supported = supportedVersionsOf(facts);
  return (
    <>
      <FactRows
        caption="Supported framework versions"
        columns={['Source', 'What it says']}
        attributes={{'data-supported-versions': facts.id}}
        rows={[
          ['README claim', supported.readmeClaim],
          ['Declared peer range', supported.peerRange],
          ['Built with', supported.builtWith],
        ]}
      />
      <p>{supported.verdict}</p>
    </>
  );
}
