/**
 * The releases a note of the facts holds for, in words (issue 45): from its
 * `since` and `fixedIn` fields and the package's releases, never from the
 * latest version, so a new release re-dates no note it did not change.
 *
 * | since | fixedIn | words                                   |
 * | ----- | ------- | --------------------------------------- |
 * |       |         | in every release                        |
 * | 1.0.2 |         | since 1.0.2                             |
 * |       | 1.0.3   | up to 1.0.2 (fixed in 1.0.3)            |
 * | 1.0.2 | 1.0.3   | in 1.0.2 only (fixed in 1.0.3)          |
 * | 1.0.0 | 1.0.3   | from 1.0.0 to 1.0.2 (fixed in 1.0.3)    |
 *
 * "Up to" skips an `intermediate` number when an announced one comes before it. Build time only
 * (semver): pages read the words from `@facts/limitations` and `@facts/held-in`.
 */
import {compareVersions} from './facts';

export interface NoteReleases {
  readonly since?: string;
  readonly fixedIn?: string;
}

export interface ReleaseRef {
  readonly version: string;
  readonly intermediate?: boolean;
}

export function heldInWords(note: NoteReleases, releases: readonly ReleaseRef[]): string {
  if (!note.fixedIn) return note.since ? `since ${note.since}` : 'in every release';
  const fixedIn = note.fixedIn;
  const before = releases
    .filter((r) => compareVersions(r.version, fixedIn) < 0)
    .filter((r) => !note.since || compareVersions(r.version, note.since) >= 0)
    .sort((a, b) => compareVersions(b.version, a.version));
  const last = (before.find((r) => !r.intermediate) ?? before[0])?.version;
  if (last === undefined) throw new Error(`no release before ${fixedIn} to date the note with`);
  const fixed = `(fixed in ${fixedIn})`;
  if (!note.since) return `up to ${last} ${fixed}`;
  if (last === note.since) return `in ${last} only ${fixed}`;
  return `from ${note.since} to ${last} ${fixed}`;
}
