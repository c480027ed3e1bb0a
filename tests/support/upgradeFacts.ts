/**
 * A copy of the facts with one more Vue release (the next minor release after
 * the latest the facts have, `nextRelease`), that renames a prop and a class
 * key, removes a prop, changes a default, raises the peer range and changes a
 * behaviour: what a maintainer records for a release, and nothing else. The
 * upgrade guide's tests feed it to the pure functions and check that the
 * release appears with no other edit. Nothing here names the latest release:
 * a real release of the package moves the invented one along.
 */
import semver from 'semver';

/** The release after the latest one the facts (plain JSON) have for `framework`: its next minor. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- plain JSON
export function nextRelease(json: any, framework: string): string {
  return semver.inc(json.packages[framework].latestVersion, 'minor')!;
}

/** A peer range above `range` (the next minor of its lowest version): what a release raising it records. */
export function raisedRange(range: string): string {
  return `^${semver.inc(semver.minVersion(range)!, 'minor')}`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- plain JSON, edited on purpose
export function withRelease(json: any): any {
  const vue = json.packages.vue;
  const next = nextRelease(json, 'vue');
  const peerDependencies = {vue: raisedRange(vue.peerDependencies.vue)};
  vue.releases.push({
    version: next,
    date: null,
    changes: [
      'Renamed inputLabel and a class key; inspectAutoCompleteList removed; showClearOption off by default.',
    ],
    peerDependencies,
    behaviour: [{kind: 'changed', change: 'The list opens when the input gets focus.'}],
  });
  vue.latestVersion = next;
  vue.latestVersionDate = null;
  vue.peerDependencies = peerDependencies;
  vue.history.sources[0].releases.push(next);
  const rename = (list: string, from: string, to: string) => {
    // A note that states the member's default names it: data:check asks for the new name.
    for (const note of [...vue.knownDiscrepancies, ...vue.behaviourNotes])
      for (const field of ['source', 'note'])
        if (typeof note[field] === 'string')
          note[field] = note[field].replaceAll(`{default:${from}}`, `{default:${to}}`);
    const at = vue[list].findIndex((m: {name: string}) => m.name === from);
    const [old] = vue[list].splice(at, 1);
    // The new name starts with the release: no history of its own.
    const current = {...old, name: to, since: next};
    for (const field of ['previousDefault', 'earlierDefaults', 'previousType']) delete current[field];
    vue[list].push(current);
    vue.history.removedMembers.push({
      list,
      name: from,
      since: old.since,
      removed: next,
      renamedTo: to,
      ...(old.type ? {type: old.type} : {}),
    });
  };
  rename('customClassKeys', 'noResultClass', 'emptyResultClass');
  rename('props', 'inputLabel', 'labelText');
  const inspect = vue.props.findIndex((m: {name: string}) => m.name === 'inspectAutoCompleteList');
  const [removed] = vue.props.splice(inspect, 1);
  vue.history.removedMembers.push({
    list: 'props',
    name: removed.name,
    since: removed.since,
    removed: next,
    type: removed.type,
    description: removed.description,
  });
  const clear = vue.props.find((m: {name: string}) => m.name === 'showClearOption');
  clear.previousDefault = {value: clear.default, until: next};
  clear.default = false;
  return json;
}
