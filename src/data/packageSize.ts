/**
 * What an app adds to its bundle when it imports a package (`releases[].size`, recorded by
 * `npm run facts:import`), in kB and in sentences saying what was measured and when (`@facts/sizes`).
 */
import {formatDayMonthYear, formatInteger} from '../utils/format';
import type {ReleaseSize} from './facts';

type Stylesheet = 'script-injected' | 'imported-css-file' | 'component-styles';

/** Every release, newest first, with its size or null (not measured). */
export interface PackageSizes {
  readonly npmName: string;
  readonly latestVersion: string;
  readonly stylesheet: Stylesheet;
  readonly releases: readonly {readonly version: string; readonly size: ReleaseSize | null}[];
}

export function packageSizesOf(
  pkg: Omit<PackageSizes, 'releases'> & {
    readonly releases: readonly {readonly version: string; readonly size?: ReleaseSize}[];
  },
): PackageSizes {
  return {
    npmName: pkg.npmName,
    latestVersion: pkg.latestVersion,
    stylesheet: pkg.stylesheet,
    releases: pkg.releases.map((r) => ({version: r.version, size: r.size ?? null})),
  };
}

/** What a size in an answer means (the MCP server's `changes_between`), field by field. */
export const SIZE_FIELDS =
  "Bytes an app's bundle grows by when it imports the package's `import`, bundled from the release's npm tarball " +
  'with `tool` (minified ES module for the browser, license comments dropped; `js` and `css` each minified and gzipped ' +
  'at `gzipLevel`, `css` null when the module imports no CSS file) on the day `measured`; the peer dependencies it ' +
  'imports (`external`) and imports the package does not declare (`leftOut`) are not counted. null: not measured.';

export function newestMeasured(sizes: PackageSizes): {version: string; size: ReleaseSize} | undefined {
  const found = sizes.releases.find((r) => r.size);
  return found && {version: found.version, size: found.size!};
}

/** 6539 → "6.5 kB" (1 kB = 1,000 bytes, one decimal). */
export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

/** 6539 → "6.5 kB (6,539 bytes)". */
export const kBAndBytes = (bytes: number): string => `${kB(bytes)} (${formatInteger(bytes)} bytes)`;

/** "`a`", "`a` and `b`", "`a`, `b` and `c`" (backticks: pages show them as code). */
export function codeList(names: readonly string[]): string {
  const code = names.map((name) => `\`${name}\``);
  return code.length > 1 ? `${code.slice(0, -1).join(', ')} and ${code.at(-1)}` : (code[0] ?? '');
}

const CSS_WORDS: Readonly<Record<Stylesheet, string>> = {
  'imported-css-file':
    'Its module imports a CSS file, which a bundler writes apart: that file is the CSS figure.',
  'script-injected':
    'There is no CSS file: its script adds its styles to the page, so they are counted in the JavaScript.',
  'component-styles':
    'There is no CSS file: its Angular component styles are compiled into the JavaScript, so they are counted there.',
};

export function sizeSentences(
  sizes: PackageSizes,
  version: string,
  size: ReleaseSize,
): {readonly method: string; readonly notCounted: string; readonly css: string} {
  const leftOut = size.leftOut.length
    ? ` Also not counted: ${codeList(size.leftOut)}, which the module imports although the package declares ${size.leftOut.length > 1 ? 'them' : 'it'} neither as a peer nor as a dependency; an app must have ${size.leftOut.length > 1 ? 'them' : 'it'} installed for the import to build.`
    : '';
  const bundled = size.bundled
    ? ` Counted with it: ${codeList(Object.entries(size.bundled).map(([name, v]) => `${name}@${v}`))}, its own dependencies.`
    : '';
  return {
    method:
      `Measured on ${formatDayMonthYear(size.measured)} from the npm tarball of ${sizes.npmName} ${version}, with ${size.tool}: ` +
      `an app module that imports \`${size.import}\` (from the package's ES module \`${size.entry}\`), bundled minified ` +
      `as an ES module for the browser, license comments dropped; each output gzipped at level ${size.gzipLevel}. 1 kB is 1,000 bytes.`,
    notCounted:
      `Not counted: ${size.external.length ? codeList(size.external) : 'no peer dependency'}, ` +
      `the peer ${size.external.length > 1 ? 'dependencies' : 'dependency'} it imports, which the app has anyway.${leftOut}${bundled}`,
    css: CSS_WORDS[sizes.stylesheet],
  };
}

/** "JavaScript 5.9 kB, CSS 0.6 kB" gzipped, or "JavaScript 5.9 kB" when there is no CSS output. */
export function gzippedSummary(size: ReleaseSize): string {
  return `JavaScript ${kB(size.js.gzip)}${size.css ? `, CSS ${kB(size.css.gzip)}` : ''}`;
}

/** "+0.3 kB JavaScript since 2.0.0", "unchanged since 2.0.0", by version; none for the oldest measured. */
export function sizeChanges(sizes: PackageSizes): Readonly<Record<string, string>> {
  const measured = sizes.releases.filter((r) => r.size);
  const changes: Record<string, string> = {};
  measured.forEach((release, i) => {
    const before = measured[i + 1];
    if (!before) return;
    const delta = (label: string, now?: number, then?: number) => {
      const d = (now ?? 0) - (then ?? 0);
      return d === 0 ? null : `${d > 0 ? '+' : '−'}${kB(Math.abs(d))} ${label}`;
    };
    const parts = [
      delta('JavaScript', release.size!.js.gzip, before.size!.js.gzip),
      delta('CSS', release.size!.css?.gzip, before.size!.css?.gzip),
    ].filter((p) => p !== null);
    changes[release.version] = `${parts.length ? parts.join(', ') : 'unchanged'} since ${before.version}`;
  });
  return changes;
}
