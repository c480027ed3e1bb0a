/**
 * What changed in a package between two of its releases, from the documentation
 * model (the release notes, the members' `since`, the defaults' history and the
 * deprecations): what the `changes_between` tool answers and the `upgrade`
 * prompt hands to the assistant. Pure: the model in, a plain object out.
 */
import semver from 'semver';
import type {FrameworkId} from '../../src/data/frameworks';
import {existsAt, type DocsModel} from './model';

export interface Changes {
  readonly package: string;
  readonly from: string;
  readonly to: string;
  readonly releases: DocsModel['releases'][FrameworkId];
  readonly added: {name: string; kind: string; since?: string; url: string}[];
  readonly defaultsChanged: {name: string; before: string; after?: string; since: string}[];
  readonly deprecated: {name: string; note: boolean | string}[];
}

/**
 * The changes after `from` up to and including `to` (both releases of the package, `from` earlier);
 * `absolute` turns a site path into the address the answer gives.
 */
export function changesBetween(
  model: DocsModel,
  framework: FrameworkId,
  from: string,
  to: string,
  absolute: (path: string) => string,
): Changes {
  const inRange = (version: string) => semver.gt(version, from) && semver.lte(version, to);
  const members = model.members[framework];
  return {
    package: model.reference[framework].npmName,
    from,
    to,
    releases: model.releases[framework].filter((r) => inRange(r.version)),
    added: members
      .filter((m) => m.since && inRange(m.since))
      .map((m) => ({name: m.name, kind: m.kind, since: m.since, url: absolute(m.url)})),
    defaultsChanged: members
      .filter((m) => m.previousDefault && inRange(m.previousDefault.until))
      .map((m) => ({
        name: m.name,
        before: m.previousDefault!.value,
        after: m.default,
        since: m.previousDefault!.until,
      })),
    deprecated: members
      .filter((m) => m.deprecated && existsAt(m, to))
      .map((m) => ({name: m.name, note: m.deprecated!})),
  };
}
