/**
 * What importing a package adds to an app's bundle, from `@facts/sizes`: `<PackageSize framework="react" />`
 * for the intro page's newest measured release, `<SizeComparison />` for the compare page. Tests read
 * `data-size-table` and `data-size-release`.
 */
import type {ReactNode} from 'react';
import sizes from '@facts/sizes';
import {withCode} from '@site/src/components/CodeText';
import ColumnHeads from '@site/src/components/ColumnHeads';
import factTable from '@site/src/components/FactTable/styles.module.css';
import {frameworks, type FrameworkId} from '@site/src/data/frameworks';
import {formatDate} from '@site/src/data/versions';
import styles from './styles.module.css';
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

/** A figure of the comparison, gzipped or minified, or what stands in its place. */
const figure = (bytes: {minified: number; gzip: number} | null | undefined, which: 'gzip' | 'minified') =>
  bytes === undefined ? '—' : bytes === null ? 'no CSS file' : kB(bytes[which]);

export function SizeComparison(): ReactNode {
  // A column per framework, as the compare table has: narrow enough for a phone without scrolling.
  const columns = frameworks.map(({id, label}) => {
    const pkg = sizes[id];
    return {id, label, pkg, measured: newestMeasured(pkg)};
  });
  const rows: readonly (readonly [string, (c: (typeof columns)[number]) => ReactNode])[] = [
    [
      'Release measured',
      ({pkg, measured}) =>
        measured ? (
          <>
            {measured.version}
            {measured.version !== pkg.latestVersion && (
              <>
                <br />
                <small>latest {pkg.latestVersion} not measured</small>
              </>
            )}
          </>
        ) : (
          'none measured'
        ),
    ],
    ['JavaScript, gzipped', ({measured}) => figure(measured?.size.js, 'gzip')],
    ['JavaScript, minified', ({measured}) => figure(measured?.size.js, 'minified')],
    ['CSS, gzipped', ({measured}) => figure(measured && measured.size.css, 'gzip')],
    ['CSS, minified', ({measured}) => figure(measured && measured.size.css, 'minified')],
    [
      'Measured on',
      ({measured}) =>
        measured ? <time dateTime={measured.size.measured}>{formatDate(measured.size.measured)}</time> : '—',
    ],
  ];
  return (
    <>
      <div className={factTable.wrapper}>
        <table className={`${factTable.table} ${styles.narrow}`} data-size-table="compare">
          <caption className={factTable.caption}>What importing each package adds to an app's bundle</caption>
          <ColumnHeads labels={['Figure', ...columns.map((c) => c.label)]} />
          <tbody>
            {rows.map(([label, cell]) => (
              <tr key={label} data-size-row={label}>
                <th scope="row">{label}</th>
                {columns.map((c) => (
                  <td key={c.id} data-framework={c.id} data-size-release={c.measured?.version ?? 'none'}>
                    {cell(c)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul>
        {columns.map(({id, label, pkg, measured}) => {
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
