/**
 * The order of version numbers, on `semver` (`0.0.5-beta.1` before `0.0.5`, `1.0.9` before `1.0.10`).
 * For the build and the tests only: src/data/facts/transform.ts writes each package's
 * `releases` newest first with it, so pages list them as they come and ship no version parser.
 * Importing this file from a page or component would put `semver` in its JavaScript.
 */
import semver from 'semver';

/** Negative when `a` is older than `b`, positive when newer, 0 when equal. */
export function compareVersions(a: string, b: string): number {
  return semver.compare(a, b);
}

/** A copy of `entries` ordered by their `version`, newest first. */
export function newestFirst<T extends {readonly version: string}>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => semver.rcompare(a.version, b.version));
}
