/**
 * `<PackageFacts facts={facts} />`: the package identity card (npm name,
 * licence, repository, author, latest version, dependencies), and
 * `<SupportedVersions facts={facts} />`: the supported framework versions,
 * from the package facts the page passes in.
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

/** `facts`: the package facts of the page's framework (`@facts/<framework>`). */
export function PackageFacts({facts: pkg}: {facts: CoreFacts}): ReactNode {
  const framework = pkg.id;
  const current = findVersion(pkg, pkg.latestVersion);
  return (
    <div className={factTable.wrapper}>
      <table className={`${factTable.table} ${styles.facts}`} data-package-facts={framework}>
        <caption className={factTable.caption}>Package facts</caption>
        <ColumnHeads labels={['Item', 'Value']} />
        <tbody>
          <tr>
            <th scope="row">npm package</th>
            <td>
              <code>{pkg.npmName}</code>
            </td>
          </tr>
          <tr>
            <th scope="row">Latest version</th>
            <td>
              {current.version}
              {current.date ? (
                <>
                  , released <time dateTime={current.date}>{formatDate(current.date)}</time>
                </>
              ) : (
                <>, release date not published</>
              )}
            </td>
          </tr>
          <tr>
            <th scope="row">Licence</th>
            <td>
              {pkg.license}, copyright {pkg.licenseHolder}
            </td>
          </tr>
          <tr>
            <th scope="row">Author</th>
            <td>{pkg.author}</td>
          </tr>
          <tr>
            <th scope="row">Repository</th>
            <td>
              <Link href={pkg.repository}>{pkg.repository.replace('https://', '')}</Link>
            </td>
          </tr>
          <tr>
            <th scope="row">Peer dependencies</th>
            <td>{listOrNone(pkg.peerDependencies)}</td>
          </tr>
          <tr>
            <th scope="row">Dependencies</th>
            <td>{listOrNone(pkg.dependencies)}</td>
          </tr>
          <tr>
            <th scope="row">Install</th>
            <td>
              <code>{pkg.install}</code>
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

export function SupportedVersions({facts}: {facts: CoreFacts}): ReactNode {
  const framework = facts.id;
  const supported = supportedVersionsOf(facts);
  return (
    <>
      <div className={factTable.wrapper}>
        <table className={`${factTable.table} ${styles.facts}`} data-supported-versions={framework}>
          <caption className={factTable.caption}>Supported framework versions</caption>
          <ColumnHeads labels={['Source', 'What it says']} />
          <tbody>
            <tr>
              <th scope="row">README claim</th>
              <td>{supported.readmeClaim}</td>
            </tr>
            <tr>
              <th scope="row">Declared peer range</th>
              <td>{supported.peerRange}</td>
            </tr>
            <tr>
              <th scope="row">Built with</th>
              <td>{supported.builtWith}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>{supported.verdict}</p>
    </>
  );
}
