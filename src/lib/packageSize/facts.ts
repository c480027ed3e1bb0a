/**
 * A size measurement (./measure.ts) and the facts file: which export the measured app imports,
 * the release's recorded size set in a copy of the facts, and where a recorded size and a new
 * measurement differ. Pure: plain JSON in, out.
 */
import type {ReleaseSize} from '../../data/facts';
import type {FrameworkId} from '../../data/frameworks';
import {formatInteger} from '../../utils/format';

type Json = Record<string, unknown>;
type Releases = {packages: Record<FrameworkId, {npmName: string; releases: Json[]}>};

/** The export an app imports: Angular's NgModule (`publicExports`), else `componentName`. */
export function sizeImportOf(facts: unknown, framework: FrameworkId): string {
  const pkg = (facts as {packages: Record<FrameworkId, Json>}).packages[framework];
  const exports = (pkg.publicExports ?? []) as {name: string; kind: string}[];
  const name = exports.find((e) => e.kind === 'NgModule')?.name ?? pkg.componentName;
  if (typeof name !== 'string')
    throw new Error(`the facts name no NgModule export or componentName for ${framework}`);
  return name;
}

/** The size the facts record for a release, or undefined (not measured, or no such release). */
export function recordedSize(
  facts: unknown,
  framework: FrameworkId,
  version: string,
): ReleaseSize | undefined {
  const release = (facts as Releases).packages[framework].releases.find((r) => r.version === version);
  return release?.size as ReleaseSize | undefined;
}

/** A copy of `facts` with `size` recorded on the release `version`, which must be there. */
export function recordSize(
  facts: unknown,
  framework: FrameworkId,
  version: string,
  size: ReleaseSize,
): unknown {
  const copy = structuredClone(facts) as Releases;
  const pkg = copy.packages[framework];
  const release = pkg.releases.find((r) => r.version === version);
  if (!release) throw new Error(`the facts record no release ${version} of ${pkg.npmName}`);
  release.size = size;
  return copy;
}

const bytes = (b: {minified: number; gzip: number} | null) =>
  b ? `${formatInteger(b.minified)} B minified, ${formatInteger(b.gzip)} B gzip` : 'none';

/** A measurement in one line, for the script's summary. */
export function describeSize(size: ReleaseSize): string {
  const leftOut = size.leftOut.length ? `; left out: ${size.leftOut.join(', ')}` : '';
  return (
    `import ${size.import} from ${size.entry}: JavaScript ${bytes(size.js)}; CSS ${bytes(size.css)}` +
    `; external: ${size.external.join(', ') || 'none'}${leftOut} (${size.tool}, gzip level ${size.gzipLevel})`
  );
}

/** Where a new measurement differs from the recorded one, in words (the day and tool aside), or null. */
export function sizeDifference(recorded: ReleaseSize, measured: ReleaseSize): string | null {
  const what = (size: ReleaseSize) => JSON.stringify({...size, tool: undefined, measured: undefined});
  if (what(recorded) === what(measured)) return null;
  return (
    `size: the facts record ${describeSize(recorded)}, measured ${recorded.measured}; ` +
    `the tarball gives ${describeSize(measured)}. ` +
    `If this is the published tarball, delete the release's size and run again to record the new figures`
  );
}
