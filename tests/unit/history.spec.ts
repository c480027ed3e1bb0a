/**
 * The packages' histories in the facts (issue 48, item 1): every member has a
 * `since`, every removal names its release, the facts check refuses a history
 * that contradicts itself (seen with broken copies of the facts), and
 * src/data/facts/history.ts answers "what did release X have" and "what changed
 * between X and Y" from the fields alone.
 */
import {test, expect} from '@playwright/test';
import semver from 'semver';
import {
  changesBetween,
  membersAt,
  releasesOf,
  HISTORY_LISTS,
  type FactsFile,
  factsProblems,
  validateFacts,
} from '../../src/data/facts';
import {frameworkIds} from '../../src/data/frameworks';
import {readFacts} from '../support/facts';
import {nextRelease, raisedRange} from '../support/upgradeFacts';

/** A fresh, editable copy of the facts file. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- plain JSON, edited on purpose
const copyOfFacts = (): any => readFacts();
const checked = (): FactsFile => validateFacts(readFacts());
const FILE = 'src/data/library-facts.json';

test('every member, type key and keyboard key of every package has a since that is one of its releases', () => {
  const json = copyOfFacts();
  const missing: string[] = [];
  for (const id of frameworkIds) {
    const pkg = json.packages[id];
    const versions = pkg.releases.map((r: {version: string}) => r.version);
    for (const list of HISTORY_LISTS)
      for (const entry of pkg[list] ?? [])
        if (!versions.includes(entry.since))
          missing.push(`${id} ${list} ${entry.name ?? entry.key}: since ${String(entry.since)}`);
  }
  expect(missing).toEqual([]);
});

test('every removal names the release that removed it, after its since; the history says where each release was read', () => {
  const json = copyOfFacts();
  let removals = 0;
  for (const id of frameworkIds) {
    const pkg = json.packages[id];
    const versions: string[] = pkg.releases.map((r: {version: string}) => r.version);
    for (const removed of pkg.history.removedMembers) {
      removals++;
      expect(versions, `${id} ${removed.list} ${removed.name}: removed in a release`).toContain(
        removed.removed,
      );
      expect(
        semver.gt(removed.removed, removed.since),
        `${id} ${removed.name}: removed after its since`,
      ).toBe(true);
    }
    const read = pkg.history.sources.flatMap((s: {releases: string[]}) => s.releases).sort(semver.compare);
    expect(read, `${id}: every release is read from one source`).toEqual([...versions].sort(semver.compare));
  }
  expect(removals, 'React removed class and style keys in 0.0.5').toBeGreaterThan(0);
  // React 2.0.1 to 2.1.2 are published but not in the repository: the facts say so (later releases may join them).
  const react = json.packages.react.history.sources;
  expect(react.find((s: {source: string}) => s.source === 'release notes').releases).toEqual(
    expect.arrayContaining(['2.0.1', '2.0.2', '2.0.3', '2.1.1', '2.1.2']),
  );
});

test('the check refuses a member without a since, or with a since that is no release', () => {
  const missing = copyOfFacts();
  delete missing.packages.angular.outputs[0].since;
  expect(factsProblems(missing)).toEqual([
    `${FILE}: packages.angular.outputs[0] ("emitSelectedValue"): field "since" is missing (expected a version such as 10.2.3 or 0.1.0-beta.1)`,
  ]);
  const unknown = copyOfFacts();
  unknown.packages.react.customClassKeys[1].since = '3.0.0';
  expect(factsProblems(unknown)).toEqual([
    expect.stringMatching(
      /^src\/data\/library-facts\.json: packages\.react\.customClassKeys\[1\] \("inputLabelContainerClass"\): field "since" is "3\.0\.0", which is no release of react-autocomplete-plugin/,
    ),
  ]);
});

test('the check refuses a member used before its since: a default change, a behaviour change, a dated note', () => {
  const facts = copyOfFacts();
  const react = facts.packages.react;
  const at = (name: string) => react.props.findIndex((p: {name: string}) => p.name === name);
  react.props[at('showViewMore')].previousDefault = {value: false, until: '2.0.0'};
  react.releases.find((r: {version: string}) => r.version === '2.0.0').behaviour[0].members = [
    'viewMoreText',
  ];
  react.knownDiscrepancies[0].members = ['Escape'];
  const release = react.releases.findIndex((r: {version: string}) => r.version === '2.0.0');
  expect(factsProblems(facts)).toEqual([
    `${FILE}: packages.react.props[${at('showViewMore')}] ("showViewMore").previousDefault: field "until" is "2.0.0", not after its since "2.0.1": the default changed before the member existed (expected a release after 2.0.1)`,
    `${FILE}: packages.react.releases[${release}] ("2.0.0").behaviour[0]: field "members[0]" names "viewMoreText" in release 2.0.0, but react-autocomplete-plugin has it only since 2.0.1 (a member is not used before its since)`,
    `${FILE}: packages.react.knownDiscrepancies[0] ("showLoadingSpinner default"): field "members[0]" names "Escape" in release 2.0.1, but react-autocomplete-plugin has it only since 2.1.2 (a member is not used before its since)`,
  ]);
});

test('the check refuses a member removed twice, removed before its since, removed but still listed, or renamed to no member', () => {
  const facts = copyOfFacts();
  const removed = facts.packages.react.history.removedMembers;
  removed.push({...removed[0]});
  removed.push({list: 'props', name: 'oldProp', since: '2.0.0', removed: '1.0.1'});
  removed.push({list: 'props', name: 'searchFn', since: '0.0.5', removed: '1.0.0'});
  removed.push({
    list: 'customStyleKeys',
    name: 'oldStyle',
    since: '0.0.5',
    removed: '1.0.0',
    renamedTo: 'newStyle',
  });
  const [a, b, c, d] = [3, 4, 5, 6];
  const searchFn = facts.packages.react.props.findIndex((p: {name: string}) => p.name === 'searchFn');
  expect(factsProblems(facts)).toEqual([
    `${FILE}: packages.react.history.removedMembers[${a}] ("inputFieldContainerClass"): field "removed" is "0.0.5", but removedMembers[0] already removed customClassKeys "inputFieldContainerClass" in 0.0.5 (a member is removed once)`,
    `${FILE}: packages.react.history.removedMembers[${b}] ("oldProp"): field "removed" is "1.0.1", not after its since "2.0.0": props "oldProp" is removed before it was added (expected a release after 2.0.0)`,
    `${FILE}: packages.react.history.removedMembers[${c}] ("searchFn"): field "removed" is "1.0.0", but props[${searchFn}] "searchFn" is still listed, since 0.0.5 (a member removed in 1.0.0 is not listed, or is listed again from 1.0.0 on)`,
    `${FILE}: packages.react.history.removedMembers[${d}] ("oldStyle"): field "renamedTo" is "newStyle", which is no member of customStyleKeys of react-autocomplete-plugin in release 1.0.0 (expected the member that replaces "oldStyle" there)`,
  ]);
});

test('the check refuses a default change whose old value is not the default before it', () => {
  const facts = copyOfFacts();
  const react = facts.packages.react;
  const spinner = react.props.findIndex((p: {name: string}) => p.name === 'showLoadingSpinner');
  // The default changed to true in 2.0.1: an old value of true is no change.
  react.props[spinner].previousDefault = {value: true, until: '2.0.1'};
  // inputLabel: "Select or search item." until 0.0.5; an earlier change to that same value is no change either.
  const label = react.props.findIndex((p: {name: string}) => p.name === 'inputLabel');
  react.props[label].earlierDefaults = [{value: 'Select or search item.', until: '0.0.5'}];
  react.props[label].previousDefault = {value: 'Select or search item.', until: '1.0.0'};
  const customStyle = react.props.findIndex((p: {name: string}) => p.name === 'customStyle');
  react.props[customStyle].previousType = {value: 'CustomStyleType', until: '0.0.5'};
  expect(factsProblems(facts)).toEqual([
    `${FILE}: packages.react.props[${label}] ("inputLabel").earlierDefaults[0]: field "value" is "Select or search item.", the default it changed to in 0.0.5: the old value of a default change is the default before it (expected the default before 0.0.5)`,
    `${FILE}: packages.react.props[${spinner}] ("showLoadingSpinner").previousDefault: field "value" is true, the default it changed to in 2.0.1: the old value of a default change is the default before it (expected the default before 2.0.1)`,
    `${FILE}: packages.react.props[${customStyle}] ("customStyle").previousType: field "value" is "CustomStyleType", the value it changed to in 0.0.5 (expected the one before 0.0.5)`,
  ]);
});

test('the check names a release that no source names', () => {
  const facts = copyOfFacts();
  const vue = facts.packages.vue;
  const source = vue.history.sources.find((s: {releases: string[]}) =>
    s.releases.includes(vue.latestVersion),
  );
  source.releases = source.releases.filter((v: string) => v !== vue.latestVersion);
  const at = vue.releases.findIndex((r: {version: string}) => r.version === vue.latestVersion);
  expect(factsProblems(facts)).toEqual([
    `${FILE}: packages.vue.releases[${at}] ("${vue.latestVersion}"): field "version" is "${vue.latestVersion}", which no entry of history.sources names (add it to the releases of the source it was read from: the repository's tags, or the release notes)`,
  ]);
});

test('the check refuses a release read from two sources, and a latest release whose peer ranges are not the package’s', () => {
  const facts = copyOfFacts();
  const vue = facts.packages.vue;
  const [version, peer] = [vue.latestVersion, vue.peerDependencies.vue];
  const twice = vue.history.sources[0].releases[0];
  vue.history.sources.push({source: 'release notes', releases: [twice], detail: 'again'});
  const latest = vue.releases.findIndex((r: {version: string}) => r.version === version);
  vue.releases[latest].peerDependencies = {vue: raisedRange(peer)};
  expect(factsProblems(facts)).toEqual([
    `${FILE}: packages.vue.history.sources[1]: field "releases[0]" is "${twice}", which sources[0] already names (a release is read from one source)`,
    `${FILE}: packages.vue.releases[${latest}] ("${version}"): field "peerDependencies" is {"vue":"${raisedRange(peer)}"}, but the package's peerDependencies (its latest release's) are {"vue":"${peer}"}`,
  ]);
});

test('membersAt: what a release had, with its defaults, types and peer ranges then', () => {
  const facts = checked();
  const names = (framework: 'angular' | 'react' | 'vue', version: string, list: string) =>
    membersAt(facts, framework, version)
      .members.filter((m) => m.list === list)
      .map((m) => m.name);
  const member = (framework: 'angular' | 'react' | 'vue', version: string, name: string) =>
    membersAt(facts, framework, version).members.find((m) => m.name === name && m.list !== 'ariaKeys');

  // React 2.0.0 has no View More props, and its spinner is off unless asked for; 2.0.1 adds both.
  expect(names('react', '2.0.0', 'props')).not.toContain('showViewMore');
  expect(member('react', '2.0.0', 'showLoadingSpinner')?.default).toBe(false);
  expect(names('react', '2.0.1', 'props')).toContain('showViewMore');
  expect(member('react', '2.0.1', 'showLoadingSpinner')?.default).toBe(true);
  // The first React release had keys 0.0.5 removed, the old style type and label, and React 19 in its peers.
  expect(member('react', '0.0.5-beta.1', 'inputFieldContainerClass')).toMatchObject({
    kind: 'classKey',
    since: '0.0.5-beta.1',
    removedIn: '0.0.5',
  });
  expect(names('react', '0.0.5', 'customClassKeys')).not.toContain('inputFieldContainerClass');
  expect(member('react', '0.0.5-beta.1', 'customStyle')?.type).toBe('CustomNgStyleType');
  expect(member('react', '0.0.5', 'customStyle')?.type).toBe('CustomStyleType');
  expect(member('react', '0.0.5-beta.1', 'inputLabel')?.default).toBe('Select or search item.');
  expect(membersAt(facts, 'react', '0.0.5-beta.1').peerDependencies?.react).toBe(
    '^16.8.0 || ^17 || ^18 || ^19',
  );
  expect(membersAt(facts, 'react', '2.0.2').peerDependencies, 'not recorded for 2.0.2').toBeNull();
  // Angular: keyboard from 2.1.0, Escape from 2.1.2; placeholder's default before 1.0.1.
  expect(names('angular', '2.0.1', 'keyboard')).toEqual([]);
  expect(names('angular', '2.1.1', 'keyboard')).toEqual(['ArrowDown', 'ArrowUp', 'Enter']);
  expect(names('angular', '2.1.4', 'keyboard')).toEqual(['ArrowDown', 'ArrowUp', 'Enter', 'Escape']);
  expect(member('angular', '0.0.9', 'placeholder')?.default).toBe('Select a value.');
  expect(member('angular', '1.0.1', 'placeholder')?.default).toBe('Select Value.');
  expect(member('angular', '1.0.3', 'emitAutoCompleteOpenEvent')?.type).toBe('{ open: true }');
  // The latest release of each package has exactly its listed members.
  for (const id of frameworkIds) {
    const pkg = facts.packages[id] as unknown as Record<string, readonly unknown[] | undefined>;
    const listed = HISTORY_LISTS.reduce((n, list) => n + (pkg[list]?.length ?? 0), 0);
    expect(membersAt(facts, id, facts.packages[id].latestVersion).members, id).toHaveLength(listed);
  }
});

test('changesBetween: typed changes of the releases after from up to to, in release order', () => {
  const facts = checked();
  const react = changesBetween(facts, 'react', '2.0.0', '2.1.2');
  expect(react.map((c) => c.release)).toEqual([...react.map((c) => c.release)].sort(semver.compare));
  expect(
    react.every((c) => semver.gt(c.release, '2.0.0')),
    'nothing of 2.0.0 or before',
  ).toBe(true);
  expect(react).toContainEqual({
    release: '2.0.1',
    list: 'props',
    kind: 'prop',
    member: 'showViewMore',
    change: 'added',
  });
  expect(react).toContainEqual({
    release: '2.0.1',
    list: 'props',
    kind: 'prop',
    member: 'showLoadingSpinner',
    change: 'default',
    from: false,
    to: true,
  });
  expect(react).toContainEqual({
    release: '2.1.2',
    list: 'keyboard',
    kind: 'keyboardKey',
    member: 'Escape',
    change: 'added',
  });
  expect(react.filter((c) => c.change === 'behaviour').map((c) => c.release)).toEqual([
    '2.0.1',
    '2.0.2',
    '2.0.2',
    '2.0.3',
    '2.1.2',
  ]);

  const first = changesBetween(facts, 'react', '0.0.5-beta.1', '0.0.5');
  expect(first.map((c) => `${c.change} ${'member' in c ? c.member : 'peer' in c ? c.peer : c.text}`)).toEqual(
    [
      'added searchFn',
      'removed inputFieldContainerClass',
      'removed disableListClass',
      'removed inputFieldContainerStyle',
      'default inputLabel',
      'type customStyle',
      'peer react',
      'peer react-dom',
      'behaviour customClass values are added to the built-in classes through one helper.',
    ],
  );
  expect(first).toContainEqual({
    change: 'peer',
    release: '0.0.5',
    peer: 'react',
    from: '^16.8.0 || ^17 || ^18 || ^19',
    to: '^16 || ^17 || ^18',
  });
  expect(changesBetween(facts, 'vue', '1.0.2', '1.0.2')).toEqual([]);
  expect(changesBetween(facts, 'vue', '1.0.0', '1.0.2').filter((c) => c.change === 'added')).toEqual([
    {release: '1.0.2', list: 'props', kind: 'prop', member: 'additionalData', change: 'added'},
  ]);
  // Every release of every package: the changes from the first release to the latest are the
  // changes of each step, in order.
  for (const id of frameworkIds) {
    const versions = releasesOf(facts, id);
    const steps = versions.slice(1).flatMap((v, i) => changesBetween(facts, id, versions[i]!, v));
    expect(changesBetween(facts, id, versions[0]!, versions.at(-1)!), id).toEqual(steps);
  }
});

test('changesBetween: a rename is one change naming the replacement; a new release needs no code', () => {
  const json = copyOfFacts();
  const vue = json.packages.vue;
  const [latest, next, oldPeer] = [vue.latestVersion, nextRelease(json, 'vue'), vue.peerDependencies.vue];
  const peer = raisedRange(oldPeer);
  vue.releases.push({version: next, date: null, changes: ['Renamed a key.'], peerDependencies: {vue: peer}});
  vue.latestVersion = next;
  vue.latestVersionDate = null;
  vue.peerDependencies = {vue: peer};
  vue.history.sources[0].releases.push(next);
  const key = vue.customClassKeys.findIndex((k: {name: string}) => k.name === 'noResultClass');
  const [old] = vue.customClassKeys.splice(key, 1);
  vue.customClassKeys.push({...old, name: 'emptyResultClass', since: next});
  vue.history.removedMembers.push({
    list: 'customClassKeys',
    name: 'noResultClass',
    since: old.since,
    removed: next,
    renamedTo: 'emptyResultClass',
  });
  const facts = validateFacts(json);
  expect(changesBetween(facts, 'vue', latest, next)).toEqual([
    {
      release: next,
      list: 'customClassKeys',
      kind: 'classKey',
      member: 'noResultClass',
      change: 'renamed',
      to: 'emptyResultClass',
    },
    {change: 'peer', release: next, peer: 'vue', from: oldPeer, to: peer},
  ]);
  const before = membersAt(facts, 'vue', latest).members.find((m) => m.name === 'noResultClass');
  expect(before).toMatchObject({removedIn: next, renamedTo: 'emptyResultClass'});
  expect(membersAt(facts, 'vue', next).members.map((m) => m.name)).toContain('emptyResultClass');
});

test('bad arguments are answered naming the argument', () => {
  const facts = checked();
  expect(() => membersAt(facts, 'react', '2.1.0')).toThrow(
    `version "2.1.0" is no release of react-autocomplete-plugin (releases: ${releasesOf(facts, 'react').join(', ')})`,
  );
  expect(() => changesBetween(facts, 'vue', '1.0.0', '9.0.0')).toThrow(
    'to "9.0.0" is no release of vue-autocomplete-plugin',
  );
  expect(() => changesBetween(facts, 'vue', '1.0.2', '1.0.0')).toThrow('from "1.0.2" is after to "1.0.0"');
  expect(() => membersAt(facts, 'svelte' as 'vue', '1.0.0')).toThrow(
    'framework "svelte" is not one of the packages',
  );
});
