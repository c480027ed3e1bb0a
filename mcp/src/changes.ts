/** What changed between two releases of a package (`changes_between`, the `upgrade` prompt), from the facts. */
import semver from 'semver';
import {changesBetween as historyBetween, type HistoryChange} from '../../src/data/facts';
import type {FrameworkId} from '../../src/data/frameworks';
import {SIZE_FIELDS} from '../../src/data/packageSize';
import {membersAtVersion, type DocsModel} from './model';
import {ArgumentError, checkVersion} from './tools/shared';

/**
 * The changes after `fromVersion` up to and including `toVersion` (each a release or `latest`,
 * `checkVersion`); `absolute` turns a site path into the address the answer gives.
 */
export function changesBetween(
  model: DocsModel,
  framework: FrameworkId,
  fromVersion: string,
  toVersion: string,
  absolute: (path: string) => string,
) {
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
    // Newest first.
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
    // Every change above, typed, in release order.
    changes,
  };
}
