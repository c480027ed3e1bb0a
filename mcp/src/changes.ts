/**
 * What changed in a package between two of its releases: the release notes,
 * and every change of the history the facts record (src/data/facts/history.ts, the
 * same data as the upgrade guide and the API pages' "Your version"): members
 * added, removed and renamed, defaults and types changed, peer framework
 * ranges, behaviour fixed or changed; plus the deprecations the latest facts
 * carry, and what importing the package adds to an app's bundle at each end (its size). What the `changes_between` tool answers and the `upgrade` prompt hands
 * to the assistant. The model in, a plain object out; a bad version is an ArgumentError.
 */
import semver from 'semver';
import {changesBetween as historyBetween, type HistoryChange} from '../../src/data/facts';
import type {FrameworkId} from '../../src/data/frameworks';
import {SIZE_FIELDS} from '../../src/data/packageSize';
import {membersAtVersion, type DocsModel} from './model';
import {ArgumentError, checkVersion} from './tools/shared';

export interface Changes {
  readonly package: string;
  readonly from: string;
  readonly to: string;
  /** The release notes of each release in the range, newest first. */
  readonly releases: DocsModel['releases'][FrameworkId];
  readonly added: {name: string; kind: string; since: string; url?: string}[];
  readonly removed: {name: string; kind: string; release: string}[];
  readonly renamed: {name: string; kind: string; to: string; release: string}[];
  readonly defaultsChanged: {name: string; before: unknown; after: unknown; since: string}[];
  readonly typesChanged: {name: string; before: string; after: string; since: string}[];
  readonly peerDependencies: {peer: string; before: string | null; after: string | null; since: string}[];
  readonly behaviour: {
    kind: 'fixed' | 'changed';
    text: string;
    members: readonly string[];
    release: string;
  }[];
  readonly deprecated: {name: string; note: boolean | string}[];
  /** What importing the package adds to an app's bundle at `from` and at `to`, and what the figures mean. */
  readonly size: {
    readonly about: string;
    readonly from: DocsModel['releases'][FrameworkId][number]['size'];
    readonly to: DocsModel['releases'][FrameworkId][number]['size'];
  };
  /** Every change above, typed, in release order: the upgrade guide's data. */
  readonly changes: readonly HistoryChange[];
}

/**
 * The changes after `fromVersion` up to and including `toVersion`: each a release of the package or
 * `latest` (./tools/shared.ts `checkVersion`), `from_version` earlier, else an ArgumentError naming
 * the argument. `absolute` turns a site path into the address the answer gives.
 */
export function changesBetween(
  model: DocsModel,
  framework: FrameworkId,
  fromVersion: string,
  toVersion: string,
  absolute: (path: string) => string,
): Changes {
  const from = checkVersion(model, framework, 'from_version', fromVersion);
  const to = checkVersion(model, framework, 'to_version', toVersion);
  if (!semver.lt(from, to))
    throw new ArgumentError(`to_version: "${to}" is not later than from_version "${from}".`);
  const sizeAt = (version: string) =>
    model.releases[framework].find((r) => r.version === version)?.size ?? null;
  const inRange = (version: string) => semver.gt(version, from) && semver.lte(version, to);
  const changes = historyBetween(model.facts, framework, from, to);
  const urlOf = (name: string, kind: string) =>
    model.members[framework].find((m) => m.name === name && m.kind.replace(' ', '') === kind.toLowerCase())
      ?.url;
  const of = <C extends HistoryChange['change']>(change: C) =>
    changes.filter((c): c is Extract<HistoryChange, {change: C}> => c.change === change);
  /** A changed value (default, type, peer range): what it was, what it became, in which release. */
  const beforeAfter = <T>(c: {readonly from: T; readonly to: T; readonly release: string}) => ({
    before: c.from,
    after: c.to,
    since: c.release,
  });
  return {
    package: model.reference[framework].npmName,
    from,
    to,
    releases: model.releases[framework].filter((r) => inRange(r.version)),
    added: of('added').map((c) => {
      const url = urlOf(c.member, c.kind);
      return {name: c.member, kind: c.kind, since: c.release, ...(url ? {url: absolute(url)} : {})};
    }),
    removed: of('removed').map((c) => ({name: c.member, kind: c.kind, release: c.release})),
    renamed: of('renamed').map((c) => ({name: c.member, kind: c.kind, to: c.to, release: c.release})),
    defaultsChanged: of('default').map((c) => ({name: c.member, ...beforeAfter(c)})),
    typesChanged: of('type').map((c) => ({name: c.member, ...beforeAfter(c)})),
    peerDependencies: of('peer').map((c) => ({peer: c.peer, ...beforeAfter(c)})),
    behaviour: of('behaviour').map(({kind, text, members, release}) => ({kind, text, members, release})),
    deprecated: membersAtVersion(model, framework, to)
      .filter((m) => m.deprecated)
      .map((m) => ({name: m.name, note: m.deprecated!})),
    size: {about: SIZE_FIELDS, from: sizeAt(from), to: sizeAt(to)},
    changes,
  };
}
