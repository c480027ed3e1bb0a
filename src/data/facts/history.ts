/**
 * The packages' histories, computed from the checked facts (./README.md). Versions are ordered on
 * `semver`; ./transform.ts writes `releases` newest first, so pages ship no version parser.
 */
import semver from 'semver';
import type {FactsFile, FrameworkId} from './types';

/** The lists whose entries are members with a history; keyboard entries are named by `key`. */
export const HISTORY_LISTS = [
  'inputs',
  'outputs',
  'props',
  'customClassKeys',
  'customStyleKeys',
  'ariaKeys',
  'keyboard',
] as const;
export type HistoryList = (typeof HISTORY_LISTS)[number];

/** Negative when `a` is older than `b`, positive when newer, 0 when equal. */
export const compareVersions = (a: string, b: string): number => semver.compare(a, b);

export function newestFirst<T extends {readonly version: string}>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => semver.rcompare(a.version, b.version));
}

export type MemberKind = 'input' | 'output' | 'prop' | 'classKey' | 'styleKey' | 'ariaKey' | 'keyboardKey';

const KIND_OF: Readonly<Record<HistoryList, MemberKind>> = {
  inputs: 'input',
  outputs: 'output',
  props: 'prop',
  customClassKeys: 'classKey',
  customStyleKeys: 'styleKey',
  ariaKeys: 'ariaKey',
  keyboard: 'keyboardKey',
};

type DefaultValue = FactsFile['packages']['react']['props'][number]['default'];

export interface MemberAt {
  readonly list: HistoryList;
  readonly kind: MemberKind;
  readonly name: string;
  readonly since: string;
  readonly default?: DefaultValue;
  readonly type?: string;
  readonly removedIn?: string;
  /** The member that replaced it in `removedIn`, when that release renamed it. */
  readonly renamedTo?: string;
}

export interface ReleaseState {
  readonly framework: FrameworkId;
  readonly version: string;
  readonly members: readonly MemberAt[];
  /** Null when its history does not record them. */
  readonly peerDependencies: Readonly<Record<string, string>> | null;
}

interface MemberRef {
  readonly release: string;
  readonly list: HistoryList;
  readonly kind: MemberKind;
  readonly member: string;
}

export type HistoryChange =
  | (MemberRef & {readonly change: 'added'})
  | (MemberRef & {readonly change: 'removed'})
  | (MemberRef & {readonly change: 'renamed'; readonly to: string})
  | (MemberRef & {readonly change: 'default'; readonly from: DefaultValue; readonly to: DefaultValue})
  | (MemberRef & {readonly change: 'type'; readonly from: string; readonly to: string})
  | {
      readonly change: 'peer';
      readonly release: string;
      readonly peer: string;
      /** Null when the package did not list it. */
      readonly from: string | null;
      readonly to: string | null;
    }
  | {
      readonly change: 'behaviour';
      readonly release: string;
      readonly kind: 'fixed' | 'changed';
      readonly text: string;
      readonly members: readonly string[];
    };

const CHANGE_ORDER: readonly HistoryChange['change'][] = [
  'added',
  'renamed',
  'removed',
  'default',
  'type',
  'peer',
  'behaviour',
];

type Package = FactsFile['packages'][FrameworkId];
type ValueChange = {readonly value: unknown; readonly until: string};
type FactsEntry = Readonly<Record<string, unknown>> & {readonly since: string};

function packageOf(facts: FactsFile, framework: FrameworkId): Package {
  const pkg = (facts.packages as Readonly<Record<string, Package | undefined>>)[framework];
  if (!pkg)
    throw new Error(
      `framework "${String(framework)}" is not one of the packages' frameworks (${Object.keys(facts.packages).join(', ')})`,
    );
  return pkg;
}

/** The releases of a package, oldest first (intermediate ones included). */
export function releasesOf(facts: FactsFile, framework: FrameworkId): string[] {
  return semver.sort(packageOf(facts, framework).releases.map((r) => r.version));
}

function checkedVersion(facts: FactsFile, framework: FrameworkId, argument: string, version: string): string {
  const versions = releasesOf(facts, framework);
  if (typeof version !== 'string' || !versions.includes(version))
    throw new Error(
      `${argument} "${String(version)}" is no release of ${packageOf(facts, framework).npmName} (releases: ${versions.join(', ')})`,
    );
  return version;
}

/** The value at `version` of something whose older values are `changes` (oldest first) and current value `now`. */
function valueAt<T>(changes: readonly ValueChange[], now: T, version: string): T {
  const change = changes.find((c) => semver.lt(version, c.until));
  return change ? (change.value as T) : now;
}

const defaultChanges = (entry: FactsEntry): ValueChange[] => [
  ...((entry.earlierDefaults as readonly ValueChange[] | undefined) ?? []),
  ...(entry.previousDefault ? [entry.previousDefault as ValueChange] : []),
];
const typeChanges = (entry: FactsEntry): ValueChange[] => {
  const change = (entry.previousType ?? entry.previousPayload) as ValueChange | undefined;
  return change ? [change] : [];
};
const typeOf = (entry: Readonly<Record<string, unknown>>): string | undefined =>
  typeof entry.type === 'string' ? entry.type : typeof entry.payload === 'string' ? entry.payload : undefined;

/** One life of a member: from `since` up to, not including, `removed` (absent: still there). */
export interface Life {
  readonly list: HistoryList;
  readonly name: string;
  readonly since: string;
  readonly removed?: string;
  readonly renamedTo?: string;
  readonly entry: FactsEntry;
}

export const livesIn = (life: Pick<Life, 'since' | 'removed'>, version: string): boolean =>
  semver.lte(life.since, version) && (!life.removed || semver.lt(version, life.removed));

/** Every life of every member: the listed ones, then the removed ones (the schema's check reads them too). */
export function livesOf(pkg: Package): Life[] {
  const lists = pkg as unknown as Readonly<Record<string, readonly FactsEntry[] | undefined>>;
  return [
    ...HISTORY_LISTS.flatMap((list) =>
      (lists[list] ?? []).map((entry) => ({
        list,
        name: String(entry.name ?? entry.key),
        since: entry.since,
        entry,
      })),
    ),
    ...pkg.history.removedMembers.map((removed) => ({
      list: removed.list,
      name: removed.name,
      since: removed.since,
      removed: removed.removed,
      ...(removed.renamedTo === undefined ? {} : {renamedTo: removed.renamedTo}),
      entry: removed as unknown as FactsEntry,
    })),
  ];
}

/** What release `version` had; throws, naming the argument, on a framework or version the facts lack. */
export function membersAt(facts: FactsFile, framework: FrameworkId, version: string): ReleaseState {
  const pkg = packageOf(facts, framework);
  checkedVersion(facts, framework, 'version', version);
  const members = livesOf(pkg)
    .filter((life) => livesIn(life, version))
    .map((life): MemberAt => {
      const type = typeOf(life.entry);
      const hasDefault = 'default' in life.entry && life.entry.default !== undefined;
      return {
        list: life.list,
        kind: KIND_OF[life.list],
        name: life.name,
        since: life.since,
        ...(hasDefault
          ? {default: valueAt(defaultChanges(life.entry), life.entry.default as DefaultValue, version)}
          : {}),
        ...(type === undefined ? {} : {type: valueAt(typeChanges(life.entry), type, version)}),
        ...(life.removed ? {removedIn: life.removed} : {}),
        ...(life.renamedTo ? {renamedTo: life.renamedTo} : {}),
      };
    });
  const release = pkg.releases.find((r) => r.version === version);
  return {framework, version, members, peerDependencies: release?.peerDependencies ?? null};
}

/** Every change after `from` up to and including `to`, in release order, then `CHANGE_ORDER`. */
export function changesBetween(
  facts: FactsFile,
  framework: FrameworkId,
  from: string,
  to: string,
): HistoryChange[] {
  const pkg = packageOf(facts, framework);
  checkedVersion(facts, framework, 'from', from);
  checkedVersion(facts, framework, 'to', to);
  if (semver.gt(from, to))
    throw new Error(`from "${from}" is after to "${to}" (expected from to be the older release)`);
  const inRange = (v: string) => semver.gt(v, from) && semver.lte(v, to);
  const lives = livesOf(pkg);
  const changes: HistoryChange[] = [];
  const ref = (life: Life, release: string): MemberRef => ({
    release,
    list: life.list,
    kind: KIND_OF[life.list],
    member: life.name,
  });
  /** Members that replaced a renamed one: their arrival is the rename, not an addition. */
  const renamedInto = new Set(
    lives.filter((l) => l.renamedTo && l.removed).map((l) => `${l.list} ${l.renamedTo} ${l.removed}`),
  );
  for (const life of lives) {
    if (inRange(life.since) && !renamedInto.has(`${life.list} ${life.name} ${life.since}`))
      changes.push({...ref(life, life.since), change: 'added'});
    if (life.removed && inRange(life.removed))
      changes.push(
        life.renamedTo
          ? {...ref(life, life.removed), change: 'renamed', to: life.renamedTo}
          : {...ref(life, life.removed), change: 'removed'},
      );
    const defaults = defaultChanges(life.entry);
    defaults.forEach((c, i) => {
      if (!inRange(c.until)) return;
      const next = defaults[i + 1];
      changes.push({
        ...ref(life, c.until),
        change: 'default',
        from: c.value as DefaultValue,
        to: (next ? next.value : life.entry.default) as DefaultValue,
      });
    });
    const type = typeOf(life.entry);
    for (const c of typeChanges(life.entry))
      if (type !== undefined && inRange(c.until))
        changes.push({...ref(life, c.until), change: 'type', from: String(c.value), to: type});
  }
  // Peer ranges: each release that records them, against the last earlier release that did.
  let before: Readonly<Record<string, string>> | undefined;
  for (const version of releasesOf(facts, framework)) {
    const peers = pkg.releases.find((r) => r.version === version)?.peerDependencies;
    if (!peers) continue;
    if (before && inRange(version)) {
      for (const peer of [...new Set([...Object.keys(before), ...Object.keys(peers)])])
        if (before[peer] !== peers[peer])
          changes.push({
            change: 'peer',
            release: version,
            peer,
            from: before[peer] ?? null,
            to: peers[peer] ?? null,
          });
    }
    before = peers;
  }
  for (const release of pkg.releases) {
    if (!inRange(release.version)) continue;
    for (const b of release.behaviour ?? [])
      changes.push({
        change: 'behaviour',
        release: release.version,
        kind: b.kind,
        text: b.change,
        members: b.members ?? [],
      });
  }
  // A stable sort: changes of the same release and kind keep the order they were found in.
  return changes.sort(
    (a, b) =>
      semver.compare(a.release, b.release) || CHANGE_ORDER.indexOf(a.change) - CHANGE_ORDER.indexOf(b.change),
  );
}
