/**
 * The upgrade guide's checklist (issue 48, item 3), as pure functions of the
 * facts: src/data/upgrade.ts makes every release's items from the history,
 * src/data/upgradeChecklist.ts picks a range. A range lists each change of
 * that range and nothing outside it (every pair of releases of every
 * package); a release added to a copy of the facts appears in the guide with
 * no other edit; an address's bad range is answered naming the parameter.
 */
import {test, expect} from '@playwright/test';
import {
  changesBetween,
  releasesOf,
  type HistoryChange,
  type FactsFile,
  validateFacts,
} from '../../src/data/facts';
import {frameworkIds, type FrameworkId} from '../../src/data/frameworks';
import {upgradeGuideOf} from '../../src/data/upgrade';
import {
  checklistFor,
  defaultRange,
  rangeFromQuery,
  snippetText,
  type UpgradeItem,
} from '../../src/data/upgradeChecklist';
import {readFacts} from '../support/facts';
import {nextRelease, raisedRange, withRelease} from '../support/upgradeFacts';

const checked = (): FactsFile => validateFacts(readFacts());

/** What a change and an item both name: release, kind of change, and the member or peer. */
const keyOfChange = (c: HistoryChange) =>
  `${c.release} ${c.change} ${'member' in c ? c.member : c.change === 'peer' ? c.peer : c.text}`;
const keyOfItem = (item: UpgradeItem, changes: HistoryChange[]) => {
  // A behaviour item's anchor numbers the release's behaviour changes in order; the others name their member or peer.
  if (item.change === 'behaviour') {
    const texts = changes.filter(
      (c): c is Extract<HistoryChange, {change: 'behaviour'}> =>
        c.release === item.release && c.change === 'behaviour',
    );
    const n = Number(/-behaviour-(\d+)$/.exec(item.id)?.[1]);
    return `${item.release} behaviour ${texts[n - 1]?.text ?? '(none)'}`;
  }
  if (item.change === 'peer') return `${item.release} peer ${/`([^`]+)`/.exec(item.text)![1]}`;
  return `${item.release} ${item.change} ${item.member}`;
};

/** A behaviour change about members its release adds only: said in their "New in" item, no item of its own. */
const saidWhereAdded = (c: HistoryChange, changes: readonly HistoryChange[]) =>
  c.change === 'behaviour' &&
  c.members.length > 0 &&
  c.members.every((m) =>
    changes.some((a) => a.change === 'added' && a.release === c.release && a.member === m),
  );

test('every range of every package lists each change of the range and nothing outside it', () => {
  const facts = checked();
  let ranges = 0;
  for (const framework of frameworkIds) {
    const guide = upgradeGuideOf(facts, framework);
    const versions = releasesOf(facts, framework);
    expect(guide.releases.map((r) => r.version)).toEqual(versions);
    const all = changesBetween(facts, framework, versions[0]!, versions.at(-1)!);
    for (const [i, from] of versions.entries())
      for (const to of versions.slice(i)) {
        ranges++;
        const expected = changesBetween(facts, framework, from, to);
        const checklist = checklistFor(guide, from, to);
        expect(
          checklist.items.map((item) => keyOfItem(item, all)),
          `${framework} ${from} → ${to}`,
        ).toEqual(expected.filter((c) => !saidWhereAdded(c, expected)).map(keyOfChange));
        // Each phase keeps release order, and every item is in the range.
        const inRange = new Set(versions.slice(i + 1, versions.indexOf(to) + 1));
        for (const phase of ['before', 'during', 'after'] as const) {
          const releases = checklist.byPhase[phase].map((item) => versions.indexOf(item.release));
          expect(releases, `${framework} ${from} → ${to}, ${phase}: release order`).toEqual(
            [...releases].sort((a, b) => a - b),
          );
        }
        expect(checklist.items.filter((item) => !inRange.has(item.release))).toEqual([]);
      }
  }
  expect(ranges).toBeGreaterThan(100);
});

test('the checklist of React 0.0.5-beta.1 → 0.0.5: peers before, removed keys and a changed default during, with code', () => {
  const guide = upgradeGuideOf(checked(), 'react');
  const list = checklistFor(guide, '0.0.5-beta.1', '0.0.5');
  expect(list.byPhase.before.map((i) => i.id)).toEqual([
    'upgrade-0-0-5-peer-react',
    'upgrade-0-0-5-peer-react-dom',
  ]);
  expect(list.byPhase.during.map((i) => i.member)).toEqual([
    'inputFieldContainerClass',
    'disableListClass',
    'inputFieldContainerStyle',
    'inputLabel',
    'customStyle',
  ]);
  expect(list.defaultsToCheck).toEqual(['inputLabel']);
  expect(list.peersOfTarget).toEqual({
    release: '0.0.5',
    peers: {react: '^16 || ^17 || ^18', 'react-dom': '^16 || ^17 || ^18'},
  });
  const removed = list.items.find((i) => i.member === 'disableListClass')!;
  expect(snippetText('react', guide.npmName, removed.code!.before)).toContain(
    `customClass={{disableListClass: 'my-class'}}`,
  );
  expect(snippetText('react', guide.npmName, removed.code!.after)).not.toContain('disableListClass');
  const label = list.items.find((i) => i.member === 'inputLabel')!;
  expect(label.text).toBe(
    'From 0.0.5, the prop `inputLabel` defaults to `"Select a value"` instead of `"Select or search item."`. If you relied on `"Select or search item."`, set it explicitly.',
  );
  expect(snippetText('react', guide.npmName, label.code!.after)).toBe(
    '<Autocomplete dropdownData={items} inputLabel="Select or search item." />',
  );
  // Nothing of a later release.
  expect(list.items.some((i) => i.member === 'showViewMore' || i.member === 'showLoadingSpinner')).toBe(
    false,
  );
});

test('Angular 1.0.3 → 2.1.4: changed defaults with the old value to set, in Angular syntax; no item before 2.0.0', () => {
  const guide = upgradeGuideOf(checked(), 'angular');
  const list = checklistFor(guide, '1.0.3', '2.1.4');
  expect(list.items.every((i) => !['0.0.9', '1.0.1', '1.0.2', '1.0.3'].includes(i.release))).toBe(true);
  const spinner = list.byPhase.during.find((i) => i.member === 'showLoadingSpinner')!;
  expect(snippetText('angular', guide.npmName, spinner.code!.before)).toBe(
    '<ng-autocomplete [dropdownData]="items"></ng-autocomplete>',
  );
  expect(snippetText('angular', guide.npmName, spinner.code!.after)).toBe(
    '<ng-autocomplete [dropdownData]="items" [showLoadingSpinner]="false"></ng-autocomplete>',
  );
  expect(list.byPhase.after.map((i) => i.member)).toContain('Escape');
  expect(list.defaultsToCheck).toEqual(['isScrollThresholdRequired', 'showLoadingSpinner']);
});

test('a release added to a copy of the facts appears in the guide, with code in the framework, and no other edit', () => {
  const json = readFacts();
  const [first, latest, next] = [
    releasesOf(checked(), 'vue')[0]!,
    json.packages.vue.latestVersion,
    nextRelease(json, 'vue'),
  ];
  const peer = raisedRange(json.packages.vue.peerDependencies.vue);
  const facts = validateFacts(withRelease(json));
  const guide = upgradeGuideOf(facts, 'vue');
  expect(defaultRange(guide)).toEqual({from: first, to: next});
  const list = checklistFor(guide, latest, next);
  expect(list.items.map((i) => `${i.phase} ${i.change} ${i.member ?? ''}`.trim())).toEqual([
    'during renamed noResultClass',
    'during renamed inputLabel',
    'during removed inspectAutoCompleteList',
    'during default showClearOption',
    'before peer',
    'after behaviour',
  ]);
  const text = (item: UpgradeItem | undefined, side: 'before' | 'after') =>
    snippetText('vue', guide.npmName, item!.code![side]);
  const prop = list.items.find((i) => i.member === 'inputLabel');
  expect(text(prop, 'before')).toBe('<Autocomplete :dropdownData="items" inputLabel="Your text" />');
  expect(text(prop, 'after')).toBe('<Autocomplete :dropdownData="items" labelText="Your text" />');
  const key = list.items.find((i) => i.member === 'noResultClass');
  expect(text(key, 'before')).toContain(`:customClass="{noResultClass: 'my-class'}"`);
  expect(text(key, 'after')).toContain(`:customClass="{emptyResultClass: 'my-class'}"`);
  const removed = list.items.find((i) => i.member === 'inspectAutoCompleteList');
  expect(text(removed, 'before')).toContain(':inspectAutoCompleteList="true"');
  expect(text(removed, 'after')).toBe('<Autocomplete :dropdownData="items" />');
  expect(
    text(
      list.items.find((i) => i.member === 'showClearOption'),
      'after',
    ),
  ).toContain(':showClearOption="true"');
  expect(list.peersOfTarget).toEqual({release: next, peers: {vue: peer}});
  // The range before it is unchanged.
  expect(checklistFor(guide, first, latest).items).toEqual(
    checklistFor(upgradeGuideOf(checked(), 'vue'), first, latest).items,
  );
});

test('an address with a wrong range is answered naming the parameter, and the default range is used', () => {
  const guide = upgradeGuideOf(checked(), 'react');
  const latest = checked().packages.react.latestVersion;
  const first = releasesOf(checked(), 'react')[0]!;
  expect(rangeFromQuery(guide, '?from=2.0.0&to=2.1.2')).toEqual({from: '2.0.0', to: '2.1.2', problems: []});
  expect(rangeFromQuery(guide, '')).toEqual({from: first, to: latest, problems: []});
  expect(rangeFromQuery(guide, '?from=2.1.0')).toEqual({
    from: first,
    to: latest,
    problems: [`?from=2.1.0 is not a release of react-autocomplete-plugin; showing from ${first}.`],
  });
  // Both releases the wrong way round: swapped, and the page says so.
  expect(rangeFromQuery(guide, '?from=2.1.2&to=1.0.0')).toEqual({
    from: '1.0.0',
    to: '2.1.2',
    problems: ['?from=2.1.2 is after ?to=1.0.0; swapped them: showing 1.0.0 to 2.1.2.'],
  });
  expect(() => checklistFor(guide, '2.0.0', '9.9.9')).toThrow(
    'to "9.9.9" is no release of react-autocomplete-plugin',
  );
  expect(() => checklistFor(guide, '2.1.2', '2.0.0')).toThrow('from "2.1.2" is after to "2.0.0"');
});

test('every item has an anchor of its own and a sentence; code only where an edit is needed', () => {
  const facts = checked();
  for (const framework of frameworkIds as readonly FrameworkId[]) {
    const guide = upgradeGuideOf(facts, framework);
    const ids = guide.items.map((i) => i.id);
    expect(new Set(ids).size, `${framework}: anchors are unique`).toBe(ids.length);
    for (const item of guide.items) {
      expect(item.id).toMatch(/^upgrade-[a-z0-9-]+$/);
      expect(item.text.length).toBeGreaterThan(20);
      if (item.phase !== 'during') expect(item.code, item.id).toBeUndefined();
    }
  }
});

/** The code spans of a sentence (`` `name` ``), without their marks. */
const codeNames = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

test('a changed default is quoted as the API tables quote it, and no sentence ends on two full stops', () => {
  const facts = checked();
  const placeholder = upgradeGuideOf(facts, 'angular').items.find(
    (i) => i.change === 'default' && i.member === 'placeholder',
  )!;
  // A string default in code marks and in quotes, as `formatDefault` (src/data/api.ts) shows it.
  expect(placeholder.text).toContain('defaults to `"Select Value."` instead of `"Select a value."`.');
  expect(placeholder.label).toBe('Default of `placeholder`: `"Select a value."` → `"Select Value."`');
  const doubled: string[] = [];
  for (const framework of frameworkIds)
    for (const item of upgradeGuideOf(facts, framework).items)
      for (const text of [item.text, item.label])
        // As a reader sees it once the code marks are gone (the page's text, search, a plain-text copy).
        if (/\.\s*\./.test(text.replace(/`/g, ''))) doubled.push(`${framework} ${item.id}: ${text}`);
  expect(doubled, 'sentences with a double full stop').toEqual([]);
});

test('no item says there is no code to change about a member its release asks a code change of', () => {
  const wrong: string[] = [];
  for (const framework of frameworkIds) {
    const {items} = upgradeGuideOf(checked(), framework);
    for (const item of items) {
      if (!/No code to change|Nothing to change/.test(item.text)) continue;
      expect(item.code, item.id).toBeUndefined();
      const named = new Set(codeNames(item.text));
      const coded = items.filter(
        (other) => other.release === item.release && other.code && other.member && named.has(other.member),
      );
      for (const other of coded) wrong.push(`${framework} ${item.id} says none, ${other.id} asks for code`);
    }
  }
  expect(wrong).toEqual([]);
  // The behaviour item about such a member points to the item with the code.
  const spinner = upgradeGuideOf(checked(), 'angular').items.find(
    (i) => i.release === '2.0.0' && i.change === 'behaviour' && i.text.includes('`showLoadingSpinner`'),
  )!;
  expect(spinner.text).toContain('see the item on `showLoadingSpinner` under During');
});

test('a member a release adds is listed once in that release, in its "New in" item, not again under its behaviour changes', () => {
  const twice: string[] = [];
  for (const framework of frameworkIds) {
    const {items} = upgradeGuideOf(checked(), framework);
    for (const added of items.filter((i) => i.change === 'added'))
      for (const other of items)
        if (
          other.change === 'behaviour' &&
          other.release === added.release &&
          codeNames(other.text).includes(added.member!)
        )
          twice.push(`${framework} ${added.member}: ${added.id} and ${other.id}`);
  }
  expect(twice).toEqual([]);
  // What the release's behaviour change said of it is in the "New in" item.
  const additional = upgradeGuideOf(checked(), 'vue').items.find((i) => i.member === 'additionalData')!;
  expect(additional.text).toMatch(
    /^New in 1\.0\.2: .*Relative search through additionalData\.relativeSearch\./,
  );
});
