/** The members a file's component tags bind that a release does not have yet (`inVersion`). */
import type {FrameworkId} from '../../src/data/frameworks';
import {membersAtVersion, type DocsModel} from './model';
import {bindingsOf, openingTags, tagOf} from './translate';

export function versionNeeds(model: DocsModel, framework: FrameworkId, code: string, version: string) {
  const tag = tagOf(model, framework);
  const names = new Set(
    openingTags(code, tag).flatMap((t) => bindingsOf(framework, t.text, tag).map((b) => b.name)),
  );
  const then = membersAtVersion(model, framework, version);
  const needsLater = model.members[framework]
    .filter((m) => (m.kind === 'input' || m.kind === 'prop' || m.kind === 'output') && names.has(m.name))
    .filter((m) => !then.some((had) => had.kind === m.kind && had.name === m.name))
    .map((m) => ({name: m.name, since: m.since!}));
  return {version, works: needsLater.length === 0, needsLater};
}
