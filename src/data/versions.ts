/**
 * Version history of each package, newest first, derived from the package
 * facts passed in (`@facts/<framework>`). Nothing here is typed in by hand
 * except the wording that joins the facts together.
 *
 * React: the repository snapshot stops at 2.0.0, but the maintainers published
 * 2.0.1–2.1.2 afterwards (`react.versionsClaimedOnlyByDocsSite` and
 * `react.publishedState`). Those rows are included and flagged; the facts give
 * them no date, so `date` stays undefined and the table says "date not recorded".
 */
import {formatDayMonthYear} from '../utils/format';
import type {CoreFacts, CoreFactsOf, FrameworkId} from './types';

/** Why a row deserves a flag next to its version number. */
export type VersionStatus =
  /** In the repository and its changelog or git history. */
  | 'repository'
  /** Published by the maintainers after the repository snapshot (React 2.0.1–2.1.2). */
  | 'published-after-snapshot'
  /** A version number used while work was in progress (Angular 2.1.0). */
  | 'intermediate';

export interface VersionRow {
  readonly version: string;
  /** ISO date (YYYY-MM-DD), or undefined when the facts record none. */
  readonly date: string | undefined;
  readonly changes: readonly string[];
  readonly note: string | undefined;
  readonly status: VersionStatus;
}

/** Parses `2.1.0` or `0.0.5-beta.1` into comparable parts. */
function parseVersion(version: string): {core: number[]; pre: string | undefined} {
  const [core = '', pre] = version.split('-', 2);
  return {core: core.split('.').map((part) => Number(part)), pre};
}

/** Semantic-version comparison: negative when `a` is older than `b`. */
export function compareVersions(a: string, b: string): number {
  const pa = parseVersion(a);
  const pb = parseVersion(b);
  for (let i = 0; i < Math.max(pa.core.length, pb.core.length); i += 1) {
    const diff = (pa.core[i] ?? 0) - (pb.core[i] ?? 0);
    if (diff !== 0) return diff;
  }
  // A pre-release (0.0.5-beta.1) comes before its release (0.0.5).
  if (pa.pre === pb.pre) return 0;
  if (pa.pre === undefined) return 1;
  if (pb.pre === undefined) return -1;
  return pa.pre < pb.pre ? -1 : 1;
}

const newestFirst = (rows: VersionRow[]): VersionRow[] =>
  rows.sort((a, b) => compareVersions(b.version, a.version));

function fromFacts(
  entries: readonly {version: string; date?: string; changes: readonly string[]; note?: string}[],
) {
  return entries.map((entry): VersionRow => ({
    version: entry.version,
    date: entry.date,
    changes: entry.changes,
    note: entry.note,
    status: entry.changes.some((change) => /^intermediate version/i.test(change))
      ? 'intermediate'
      : 'repository',
  }));
}

/** React releases published after the 2.0.0 snapshot, with what each added. */
function reactPublishedRows(react: CoreFactsOf<'react'>): VersionRow[] {
  const published = react.publishedState;
  return react.versionsClaimedOnlyByDocsSite.map((claimed): VersionRow => {
    const props = published.propsAddedAfter200
      .filter((prop) => prop.since === claimed.version)
      .map((prop) => `New prop \`${prop.name}\` (default \`${String(prop.default)}\`).`);
    const behaviour = published.behaviourChanges
      .filter((change) => change.since === claimed.version)
      .map((change) => change.fact);
    return {
      version: claimed.version,
      date: undefined,
      changes: [...props, ...behaviour],
      note: `Release notes list: ${claimed.claims.join('; ')}.`,
      status: 'published-after-snapshot',
    };
  });
}

/** Every release of a package, newest first. */
export function versionsOf(facts: CoreFacts): readonly VersionRow[] {
  return newestFirst(
    facts.id === 'react'
      ? [...fromFacts(facts.versions), ...reactPublishedRows(facts)]
      : fromFacts(facts.versions),
  );
}

export function findVersion(facts: CoreFacts, version: string): VersionRow {
  const row = versionsOf(facts).find((r) => r.version === version);
  if (!row) throw new Error(`No version ${version} for ${facts.id} in the facts`);
  return row;
}

/**
 * The version the docs describe: the newest published one. For React this is
 * `publishedState.latestPublishedVersion` (2.1.2), newer than the repository.
 */
export function currentVersionOf(facts: CoreFacts): VersionRow {
  const version = facts.id === 'react' ? facts.publishedState.latestPublishedVersion : facts.latestVersion;
  return findVersion(facts, version);
}

/** The version in the repository snapshot, which differs from `currentVersionOf` only for React. */
export function repositoryVersionOf(facts: CoreFacts): {version: string; date: string} {
  const {latestVersion, latestVersionDate} = facts;
  return {version: latestVersion, date: latestVersionDate};
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
