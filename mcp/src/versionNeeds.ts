/**
 * What a file needs of a release: the members its component tags bind (read
 * as `translate` reads a usage) that the given release of the package does
 * not have yet. `get_example` and `generate_code` answer with it when asked
 * for a `version`, so an assistant knows an example or a generated file needs
 * a later release before it hands it over.
 */
import type {FrameworkId} from '../../src/data/frameworks';
import {membersAtVersion, type DocsModel} from './model';
import {bindingsOf, openingTags, tagOf} from './translate';

export interface VersionNeeds {
  readonly version: string;
  /** True when the release has every member the file binds. */
  readonly works: boolean;
  /** The members the file binds that came after `version`, with the release that added each. */
  readonly needsLater: readonly {readonly name: string; readonly since: string}[];
}

/** The names every component tag in `code` binds (attributes, inputs, outputs, events). */
function boundNames(model: DocsModel, framework: FrameworkId, code: string): Set<string> {
  const tag = tagOf(model, framework);
  return new Set(
    openingTags(code, tag).flatMap((t) => bindingsOf(framework, t.text, tag).map((b) => b.name)),
  );
}

export function versionNeeds(
  model: DocsModel,
  framework: FrameworkId,
  code: string,
  version: string,
): VersionNeeds {
  const names = boundNames(model, framework, code);
  const then = membersAtVersion(model, framework, version);
  const needsLater = model.members[framework]
    .filter((m) => (m.kind === 'input' || m.kind === 'prop' || m.kind === 'output') && names.has(m.name))
    .filter((m) => !then.some((had) => had.kind === m.kind && had.name === m.name))
    .map((m) => ({name: m.name, since: m.since!}));
  return {version, works: needsLater.length === 0, needsLater};
}
