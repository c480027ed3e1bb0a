/**
 * What an app adds to its bundle when it imports a package, from `@facts/sizes`
 * (src/data/packageSize.ts: the size measured from each release's npm tarball):
 * - `<PackageSize framework="react" />`: the intro page's figures for the newest measured
 *   release, saying when the latest release was not measured, with what was measured and when;
 * - `<SizeComparison />`: the compare page's three packages side by side.
 * Every table carries `data-size-table`, every figure row `data-size-release`, so tests read them.
 */
import type {ReactNode} from 'react';
import sizes from '@facts/sizes';
import {withCode} from '@site/src/components/CodeText';
import ColumnHeads from '@site/src/components/ColumnHeads';
import factTable from '@site/src/components/FactTable/styles.module.css';
import {frameworks, type FrameworkId} from '@site/src/data/frameworks';
import {formatDate} from '@site/src/data/versions';
import {kB, kBAndBytes, newestMeasured, sizeSentences, type PackageSizes} from '@site/src/data/packageSize';

/** "not measured" for the latest release when an older one was, as a sentence; nothing otherwise. */
function notMeasuredYet(pkg: PackageSizes, measuredVersion: string | undefined): string | null {
  if (measuredVersion === pkg.latestVersion) return null;
  return measuredVersion
    ? `The latest release, ${pkg.latestVersion}, has not been measured; the figures are those of ${measuredVersion}, the newest release whose tarball was.`
    : `No release of ${pkg.npmName} has been measured yet.`;
}

export function PackageSize({framework}: {framework: FrameworkId}): ReactNode {
  const pkg = sizes[framework];
  const measured = newestMeasured(pkg);
  const pending = notMeasuredYet(pkg, measured?.version);
  if (!measured) return <p>{pending}</p>;
  const {version, size} = measured;
  const words = sizeSentences(pkg, version, size);
  return (
    <>
      {pending && <p>{pending}</p>}
      <div className={factTable.wrapper}>
        <table className={factTable.table} data-size-table={framework}>
          <caption className={factTable.caption}>
            What importing <code>{size.import}</code> from <code>{pkg.npmName}</code> {version} adds to an
            app's bundle
          </caption>
          <ColumnHeads labels={['Output', 'Minified', 'Gzipped']} />
          <tbody>
            <tr data-size-release={version} data-size-output="js">
              <th scope="row">JavaScript</th>
              <td>{kBAndBytes(size.js.minified)}</td>
              <td>{kBAndBytes(size.js.gzip)}</td>
            </tr>
            <tr data-size-release={version} data-size-output="css">
              <th scope="row">CSS</th>
              {size.css ? (
                <>
                  <td>{kBAndBytes(size.css.minified)}</td>
                  <td>{kBAndBytes(size.css.gzip)}</td>
                </>
              ) : (
                <td colSpan={2}>no CSS file</td>
              )}
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        {withCode(words.css)} {withCode(words.notCounted)}
      </p>
      <p>{withCode(words.method)}</p>
    </>
  );
}

export function SizeComparison(): ReactNode {
  return (
    <>
      <div className={factTable.wrapper}>
        <table className={factTable.table} data-size-table="compare">
          <caption className={factTable.caption}>
            What importing each package adds to an app's bundle, gzipped (minified in brackets)
          </caption>
          <ColumnHeads labels={['Package', 'Release measured', 'JavaScript', 'CSS', 'Measured on']} />
          <tbody>
            {frameworks.map(({id, label}) => {
              const pkg = sizes[id];
              const measured = newestMeasured(pkg);
              const size = measured?.size;
              return (
                <tr key={id} data-size-release={measured?.version ?? 'none'} data-framework={id}>
                  <th scope="row">
                    {label}: <code>{pkg.npmName}</code>
                  </th>
                  <td>
                    {measured ? measured.version : 'none measured'}
                    {measured && measured.version !== pkg.latestVersion && (
                      <>
                        <br />
                        <small>latest {pkg.latestVersion} not measured</small>
                      </>
                    )}
                  </td>
                  <td>{size ? `${kB(size.js.gzip)} (${kB(size.js.minified)})` : '—'}</td>
                  <td>
                    {size
                      ? size.css
                        ? `${kB(size.css.gzip)} (${kB(size.css.minified)})`
                        : 'no CSS file'
                      : '—'}
                  </td>
                  <td>{size ? <time dateTime={size.measured}>{formatDate(size.measured)}</time> : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ul>
        {frameworks.map(({id, label}) => {
          const pkg = sizes[id];
          const measured = newestMeasured(pkg);
          if (!measured) return null;
          const words = sizeSentences(pkg, measured.version, measured.size);
          return (
            <li key={id}>
              {label}: {withCode(words.css)} {withCode(words.notCounted)} {withCode(words.method)}
            </li>
          );
        })}
      </ul>
    </>
  );
}
