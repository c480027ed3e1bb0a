/**
 * What the API pages' version lens needs from a package's history, written into the reference modules:
 * the tables put it in their server HTML as data attributes (src/components/ApiTable).
 */
import {membersAt, releasesOf, type HistoryList, type MemberAt} from './history';
import type {FactsFile, FrameworkId} from './types';

type DefaultValue = MemberAt['default'];

export interface EarlierValue<T> {
  readonly value: T;
  readonly until: string;
}

/** A member a later release removed, as the last release that had it. */
export interface RemovedRow {
  readonly list: HistoryList;
  readonly name: string;
  /** Absent for the package's first release, as pages read the facts. */
  readonly since?: string;
  readonly removed: string;
  readonly renamedTo?: string;
  readonly type?: string;
  readonly default?: DefaultValue;
  readonly description?: string;
}

export interface EarlierValues {
  readonly defaults?: readonly EarlierValue<DefaultValue>[];
  readonly types?: readonly EarlierValue<string>[];
}

export interface LensFacts {
  readonly removed: readonly RemovedRow[];
  /** By list, then member name: only members whose default or type changed. */
  readonly earlier: Readonly<Partial<Record<HistoryList, Readonly<Record<string, EarlierValues>>>>>;
}

const keyOf = (m: {list: string; name: string}): string => `${m.list}\u0000${m.name}`;

/** The values a member had before each change, from its state in each release (oldest first). */
function changesOf<T>(states: readonly {version: string; value: T}[]): EarlierValue<T>[] {
  const changes: EarlierValue<T>[] = [];
  states.forEach((state, i) => {
    const next = states[i + 1];
    if (next && JSON.stringify(state.value) !== JSON.stringify(next.value))
      changes.push({value: state.value, until: next.version});
  });
  return changes;
}

export function lensOf(facts: FactsFile, framework: FrameworkId): LensFacts {
  const releases = releasesOf(facts, framework);
  if (releases.length === 0) return {removed: [], earlier: {}};
  const states = releases.map((version) => ({version, members: membersAt(facts, framework, version)}));
  const now = new Map(states.at(-1)!.members.members.map((m) => [keyOf(m), m]));

  const removedFacts = facts.packages[framework].history.removedMembers;
  const removed = new Map<string, RemovedRow>();
  const history = new Map<string, {version: string; member: MemberAt}[]>();
  for (const {version, members} of states)
    for (const member of members.members) {
      const key = keyOf(member);
      if (member.removedIn !== undefined) {
        const recorded = removedFacts.find((r) => r.list === member.list && r.name === member.name);
        removed.set(key, {
          list: member.list,
          name: member.name,
          ...(member.since === releases[0] ? {} : {since: member.since}),
          removed: member.removedIn,
          ...(member.renamedTo === undefined ? {} : {renamedTo: member.renamedTo}),
          ...(member.type === undefined ? {} : {type: member.type}),
          ...(member.default === undefined ? {} : {default: member.default}),
          ...(recorded?.description === undefined ? {} : {description: recorded.description}),
        });
      } else if (now.has(key)) {
        history.set(key, [...(history.get(key) ?? []), {version, member}]);
      }
    }

  const earlier: Partial<Record<HistoryList, Record<string, EarlierValues>>> = {};
  for (const [key, lives] of history) {
    const current = now.get(key)!;
    const defaults = changesOf(lives.map((l) => ({version: l.version, value: l.member.default})));
    const types = changesOf(lives.map((l) => ({version: l.version, value: l.member.type}))).filter(
      (c): c is EarlierValue<string> => c.value !== undefined,
    );
    if (!defaults.length && !types.length) continue;
    (earlier[current.list] ??= {})[current.name] = {
      ...(defaults.length ? {defaults} : {}),
      ...(types.length ? {types} : {}),
    };
  }
  return {removed: [...removed.values()], earlier};
}
