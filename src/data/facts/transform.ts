/**
 * The modules the library-facts plugin writes (`@facts/<name>`, types in ./types.ts), from the checked
 * facts. Pure (no file system), so tests call it on a modified copy. The `-reference` modules hold the
 * long lists, which islands load after hydration, out of a page's first load.
 */
import {announcementOf} from '../announcement';
import {memberKindOf} from '../apiBasics';
import {frameworkIds} from '../frameworks';
import {codeList} from '../packageSize';
import {HISTORY_LISTS, newestFirst} from './history';
import {lensOf} from './lens';
import {membersWithDefaults, withMemberDefaults} from './defaultTokens';
import {
  HISTORY_ONLY_FIELDS,
  REFERENCE_KEYS,
  SEARCH_ONLY_FIELDS,
  type FactsFile,
  type FactsSummary,
  type FrameworkId,
} from './types';

/**
 * Facts no page shows, left out of the modules: about 2 KB of gzipped JS on every docs page. To show
 * one, remove it here and declare it in ./schema.ts (the validator then checks it).
 */
export const UNUSED_BY_PAGES: ReadonlySet<string> = new Set([
  'docsSite',
  'componentClass',
  'publicExports',
  'usageSnippets',
  'searchBehaviour',
  'defaultValueBehaviour',
  'lazyLoading',
  'disableItems',
  'componentName',
  'moduleFacts',
  'selector',
  'viewMore',
  'stylesheet',
]);

const referenceKeys: ReadonlySet<string> = new Set(REFERENCE_KEYS);

/** Maintainer notes and the `sourceInferred` marker: the one place either is removed (./README.md). */
export function withoutMaintainerNotes<T>(value: T): T {
  if (typeof value === 'string') return value.replace(/\s*sourceInferred\s*$/, '') as T;
  if (Array.isArray(value)) return value.map(withoutMaintainerNotes) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !/^maintainerNotes?$/.test(key))
      .map(([key, entry]) => [key, withoutMaintainerNotes(entry)]),
  ) as T;
}

export function issuesUrlOf(repository: string): string {
  return `${repository.replace(/\/+$/, '').replace(/\.git$/, '')}/issues/new`;
}

const HISTORY_ONLY: ReadonlySet<string> = new Set(['history', ...HISTORY_ONLY_FIELDS]);
const SEARCH_ONLY: ReadonlySet<string> = new Set(SEARCH_ONLY_FIELDS);

/** An entry without the fields `drop` names. */
const without = (drop: (key: string, value: unknown) => boolean) => (entry: unknown) =>
  typeof entry !== 'object' || entry === null || Array.isArray(entry)
    ? entry
    : Object.fromEntries(Object.entries(entry).filter(([key, value]) => !drop(key, value)));
const withoutSearchFields = without((key) => SEARCH_ONLY.has(key));

/**
 * A package as pages read it: without the history- and search-only fields, and without a `since` that
 * is the first release (pages show a `since` only for what a later release added).
 */
export function asPagesReadIt(pkg: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const releases = (pkg.releases ?? []) as readonly {version: string}[];
  const first = newestFirst(releases).at(-1)?.version;
  const lean = without(
    (key, value) => HISTORY_ONLY.has(key) || SEARCH_ONLY.has(key) || (key === 'since' && value === first),
  );
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(pkg)) {
    if (key === 'history') continue;
    if (key === 'releases') out[key] = releases.map((r) => lean(r));
    else if ((HISTORY_LISTS as readonly string[]).includes(key) && Array.isArray(value))
      out[key] = value.map(lean);
    else if (key === 'contentProjection' && Array.isArray(value)) out[key] = value.map(withoutSearchFields);
    else if (key === 'relativeSearch' && typeof value === 'object' && value !== null) {
      const search = value as {options?: unknown};
      out[key] = Array.isArray(search.options)
        ? {...search, options: search.options.map(withoutSearchFields)}
        : value;
    } else if ((key === 'behaviourNotes' || key === 'knownDiscrepancies') && Array.isArray(value))
      out[key] = value.map(without((k) => k === 'members'));
    else out[key] = value;
  }
  return out;
}

export type FactsModules = Readonly<Record<string, unknown>>;

type Named = {readonly name?: string; readonly key?: string; readonly since?: string};

/** What each release added ("New props `a` and `b`."), so a new member needs no prose. */
export function additionsOf(
  id: FrameworkId,
  pkg: Readonly<Record<string, unknown>>,
): Record<string, string[]> {
  const added = (noun: string) => (n: readonly string[]) =>
    `New ${noun}${n.length > 1 ? 's' : ''} ${codeList(n)}.`;
  const lists: [string, (names: readonly string[]) => string][] = [
    [id === 'angular' ? 'inputs' : 'props', added(memberKindOf(id))],
    ['outputs', added('output')],
    ['customClassKeys', added('class key')],
    ['customStyleKeys', added('style key')],
    ['ariaKeys', added('ARIA key')],
    ['keyboard', (n) => `Keyboard: ${codeList(n)} now handled.`],
  ];
  const additions: Record<string, string[]> = {};
  for (const [list, sentence] of lists) {
    const byRelease = new Map<string, string[]>();
    for (const entry of (pkg[list] ?? []) as readonly Named[]) {
      if (!entry.since) continue;
      byRelease.set(entry.since, [...(byRelease.get(entry.since) ?? []), entry.name ?? entry.key ?? '']);
    }
    for (const [version, names] of byRelease) (additions[version] ??= []).push(sentence(names));
  }
  return additions;
}

function packageModules(id: FrameworkId, pkg: Readonly<Record<string, unknown>>) {
  const members = (pkg.inputs ?? pkg.props) as readonly {name: string; default: unknown}[];
  const shown = Object.entries(pkg).filter(([key]) => !UNUSED_BY_PAGES.has(key));
  const core: Record<string, unknown> = {id};
  const full: Record<string, unknown> = {id};
  for (const [key, value] of shown) {
    if (!referenceKeys.has(key)) core[key] = value;
    full[key] = value;
  }
  // Newest first, ordered here on semver so that pages list releases without comparing versions.
  core.releases = full.releases = newestFirst(pkg.releases as readonly {version: string}[]);
  const derived = {
    memberDefaults: Object.fromEntries(members.map((m) => [m.name, m.default])),
    memberSince: Object.fromEntries(
      members.flatMap((m) => ('since' in m && typeof m.since === 'string' ? [[m.name, m.since]] : [])),
    ),
    additions: additionsOf(id, pkg),
  };
  return {core: Object.assign(core, derived), full: Object.assign(full, derived)};
}

export function factsModules(file: FactsFile): FactsModules {
  const facts = withoutMaintainerNotes(file);
  const modules: Record<string, unknown> = {};
  const summary: Record<string, unknown> = {};
  for (const id of frameworkIds) {
    const pkg = facts.packages[id];
    const withDefaults = withMemberDefaults(
      pkg,
      membersWithDefaults(pkg as unknown as Record<string, unknown>),
    );
    const {core, full} = packageModules(
      id,
      asPagesReadIt(withDefaults as unknown as Record<string, unknown>),
    );
    modules[id] = core;
    // The version lens reads the whole history, which the modules leave out: only what the tables show.
    modules[`${id}-reference`] = {...full, lens: lensOf(facts, id)};
    summary[id] = {
      npmName: pkg.npmName,
      latestVersion: pkg.latestVersion,
      latestVersionDate: pkg.latestVersionDate,
      issuesUrl: issuesUrlOf(pkg.repository),
    } satisfies FactsSummary[typeof id];
  }
  modules['cross-framework'] = {featureMatrix: facts.crossFramework.featureMatrix};
  summary.announcementId = announcementOf(facts).id;
  modules.summary = summary;
  return modules;
}
