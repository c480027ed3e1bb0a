/**
 * The release history of each package (the documented version is the facts'
 * `latestVersion`, read as it is), newest first, from the package facts
 * passed in (`@facts/<framework>`): each release's date (or none published)
 * and changes, plus what it added (`additions`: the members, type keys and
 * keys whose `since` names it, listed by src/plugins/library-facts).
 * Nothing here is typed in by hand except the wording that joins the facts.
 */
import {formatDayMonthYear} from '../utils/format';
import type {CoreFacts, FrameworkId} from './facts';

/** Why a row deserves a flag next to its version number. */
export type VersionStatus =
  /** An ordinary release. */
  | 'release'
  /** A version number used while work was in progress (Angular 2.1.0). */
  | 'intermediate';

export interface VersionRow {
  readonly version: string;
  /** ISO date (YYYY-MM-DD), or undefined when no release date is published. */
  readonly date: string | undefined;
  readonly changes: readonly string[];
  readonly status: VersionStatus;
}

/**
 * Every release of a package, newest first: the order of `facts.releases`, which the library-facts
 * plugin writes sorted (src/data/facts/transform.ts, on `semver`), so no version
 * comparison runs, or ships, in the browser.
 */
export function versionsOf(facts: CoreFacts): readonly VersionRow[] {
  return facts.releases.map((release): VersionRow => ({
    version: release.version,
    date: release.date ?? undefined,
    changes: [...release.changes, ...(facts.additions[release.version] ?? [])],
    status: release.intermediate ? 'intermediate' : 'release',
  }));
}

/** The releases before the latest, newest first (what pages show as history). */
export function earlierVersionsOf(facts: CoreFacts): readonly VersionRow[] {
  const current = facts.latestVersion;
  return versionsOf(facts).filter((row) => row.version !== current);
}

/** One release of a package, by version; a version the facts do not list stops the build. */
export function findVersion(facts: CoreFacts, version: string): VersionRow {
  const row = versionsOf(facts).find((r) => r.version === version);
  if (!row) throw new Error(`No version ${version} for ${facts.id} in the facts`);
  return row;
}

/** Every dated release of the packages given, for checks such as blog post dates. */
export function datedReleases(
  packages: readonly CoreFacts[],
): {framework: FrameworkId; version: string; date: string}[] {
  return packages.flatMap((facts) =>
    versionsOf(facts).flatMap((row) =>
      row.date ? [{framework: facts.id, version: row.version, date: row.date}] : [],
    ),
  );
}

/**
 * "2024-11-16" → "16 November 2024" (UTC, so the server and the browser agree). Written out
 * without Intl, whose first use costs a long task (src/utils/format.ts).
 */
export function formatDate(iso: string): string {
  return formatDayMonthYear(iso);
}
