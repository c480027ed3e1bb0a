/**
 * A copy of the facts with one more Vue release, 1.1.0, that renames a prop
 * and a class key, removes a prop, changes a default, raises the peer range
 * and changes a behaviour: what a maintainer records for a release, and
 * nothing else. The upgrade guide's tests feed it to the pure functions and
 * check that the release appears with no other edit.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- plain JSON, edited on purpose
export function withRelease(json: any): any {
  const vue = json.packages.vue;
  vue.releases.push({
    version: '1.1.0',
    date: null,
    changes: [
      'Renamed inputLabel and a class key; inspectAutoCompleteList removed; showClearOption off by default.',
    ],
    peerDependencies: {vue: '^3.3.0'},
    behaviour: [{kind: 'changed', change: 'The list opens when the input gets focus.'}],
  });
  vue.latestVersion = '1.1.0';
  vue.latestVersionDate = null;
  vue.peerDependencies = {vue: '^3.3.0'};
  vue.history.sources[0].releases.push('1.1.0');
  const rename = (list: string, from: string, to: string) => {
    const at = vue[list].findIndex((m: {name: string}) => m.name === from);
    const [old] = vue[list].splice(at, 1);
    vue[list].push({...old, name: to, since: '1.1.0'});
    vue.history.removedMembers.push({
      list,
      name: from,
      since: old.since,
      removed: '1.1.0',
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
    removed: '1.1.0',
    type: removed.type,
    description: removed.description,
  });
  const clear = vue.props.find((m: {name: string}) => m.name === 'showClearOption');
  clear.previousDefault = {value: clear.default, until: '1.1.0'};
  clear.default = false;
  return json;
}
