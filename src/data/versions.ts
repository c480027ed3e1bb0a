/** The release history of each package, newest first, from `@facts/<framework>`. */
import type {CoreFacts, FrameworkId} from './facts';

/** `intermediate`: a version number used while work was in progress (Angular 2.1.0). */
export type VersionStatus = 'release' | 'intermediate';

export interface VersionRow {
  readonly version: string;
  /** Undefined when no release date is published. */
  readonly date: string | undefined;
  readonly changes: readonly string[];
  readonly status: VersionStatus;
}

/** Newest first, as ./facts/transform.ts writes `releases`: no version comparison ships to the browser. */
export function versionsOf(facts: CoreFacts): readonly VersionRow[] {
  return facts.releases.map((release): VersionRow => ({
    version: release.version,
    date: release.date ?? undefined,
    changes: [...release.changes, ...(facts.additions[release.version] ?? [])],
    status: release.intermediate ? 'intermediate' : 'release',
  }));
}

export function earlierVersionsOf(facts: CoreFacts): readonly VersionRow[] {
  return versionsOf(facts).filter((row) => row.version !== facts.latestVersion);
}

export function findVersion(facts: CoreFacts, version: string): VersionRow {
  const row = versionsOf(facts).find((r) => r.version === version);
  if (!row) throw new Error(`No version ${version} for ${facts.id} in the facts`);
  return row;
}

export function datedReleases(
  packages: readonly CoreFacts[],
): {framework: FrameworkId; version: string; date: string}[] {
  return packages.flatMap((facts) =>
    versionsOf(facts).flatMap((row) =>
      row.date ? [{framework: facts.id, version: row.version, date: row.date}] : [],
    ),
  );
}

export {formatDayMonthYear as formatDate} from '../utils/format';
