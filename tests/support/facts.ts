/**
 * The facts file the site is built from, src/data/library-facts.json.
 * Tests read it as plain JSON, unchecked (the facts core's JSON read), and
 * turn it into the `@facts/*` modules the way the build does
 * (src/data/facts, `factsModules`), to call the data functions on them.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {
  factsModules,
  parseFactsJson,
  validateFacts,
  type CoreFactsOf,
  type CrossFrameworkFacts,
  type FactsSummary,
  type FrameworkId,
  type FullFactsOf,
} from '../../src/data/facts';

export const FACTS_FILE = join(__dirname, '..', '..', 'src', 'data', 'library-facts.json');

/** The parsed facts file; the caller states the shape it relies on (untyped JSON otherwise). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- plain JSON unless a shape is given
export function readFacts<T = any>(): T {
  return parseFactsJson(readFileSync(FACTS_FILE, 'utf8')) as T;
}

/** The `@facts/*` modules the build writes from `json` (the facts file by default), typed. */
export function siteFacts(json: unknown = readFacts()) {
  const modules = factsModules(validateFacts(json));
  return {
    /** `@facts/<framework>` */
    core: <F extends FrameworkId>(id: F) => modules[id] as CoreFactsOf<F>,
    /** `@facts/<framework>-reference` */
    full: <F extends FrameworkId>(id: F) => modules[`${id}-reference`] as FullFactsOf<F>,
    crossFramework: modules['cross-framework'] as CrossFrameworkFacts,
    summary: modules.summary as FactsSummary,
  };
}

/**
 * `json` (plain facts JSON, edited in place) without the size recorded on any release: what a
 * stand-in's tarball is imported against, since the recorded figures are the real packages'.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- plain JSON, edited on purpose
export function withoutSizes(json: any): any {
  for (const pkg of Object.values(json.packages) as {releases: {size?: unknown}[]}[])
    for (const release of pkg.releases) delete release.size;
  return json;
}
