/**
 * Behaviour dated by release (issue 45): a note of the facts says which
 * releases it holds for from its `since` and `fixedIn` (src/data/heldIn.ts),
 * never from the latest version. The words, the Known limitations lists that
 * carry them, and the pages that restate a note with `<HeldIn>`.
 */
import {test, expect} from '@playwright/test';
import {heldInWords} from '../../src/data/heldIn';
import {heldInByTopic, limitationsOf} from '../../src/data/limitations';
import {readFacts, siteFacts} from '../support/facts';
import {loadBuiltPage} from '../support/site';

const releases = ['1.0.0', '1.0.1', '1.0.2', '1.0.3'].map((version) => ({version}));

test('the words for the releases a note holds for', () => {
  expect(heldInWords({}, releases)).toBe('in every release');
  expect(heldInWords({since: '1.0.2'}, releases)).toBe('since 1.0.2');
  expect(heldInWords({fixedIn: '1.0.3'}, releases)).toBe('up to 1.0.2 (fixed in 1.0.3)');
  expect(heldInWords({since: '1.0.2', fixedIn: '1.0.3'}, releases)).toBe('in 1.0.2 only (fixed in 1.0.3)');
  expect(heldInWords({since: '1.0.0', fixedIn: '1.0.3'}, releases)).toBe(
    'from 1.0.0 to 1.0.2 (fixed in 1.0.3)',
  );
  // Any order; semver order, not text order (1.0.10 is after 1.0.9).
  const many = ['1.0.10', '1.0.8', '1.0.9'].map((version) => ({version}));
  expect(heldInWords({fixedIn: '1.0.10'}, many)).toBe('up to 1.0.9 (fixed in 1.0.10)');
  // "Up to" names the last announced release; a number never announced is skipped.
  const withIntermediate = [{version: '2.0.1'}, {version: '2.1.0', intermediate: true}, {version: '2.1.1'}];
  expect(heldInWords({fixedIn: '2.1.1'}, withIntermediate)).toBe('up to 2.0.1 (fixed in 2.1.1)');
});

test('a note is dated by its own fields: a new release re-dates only the note it fixes', () => {
  const json = readFacts();
  const before = heldInByTopic(siteFacts(json).full('vue'));
  // A note the facts do not mark fixed: the new release fixes it.
  const fixed = json.packages.vue.knownDiscrepancies.find((d: {fixedIn?: string}) => !d.fixedIn)?.topic as
    string | undefined;
  expect(fixed, 'the Vue facts have a known discrepancy not yet fixed').toBeDefined();

  const vue = json.packages.vue;
  const previous: string = vue.latestVersion;
  const next = previous.replace(/(\d+)$/, (n: string) => String(Number(n) + 1));
  vue.releases.push({version: next, date: '2026-11-20', changes: ['Lazy loading asks for every page.']});
  vue.latestVersion = next;
  vue.latestVersionDate = '2026-11-20';
  vue.history.sources.find((s: {releases: string[]}) => s.releases.includes(previous)).releases.push(next);
  vue.knownDiscrepancies.find((d: {topic: string}) => d.topic === fixed).fixedIn = next;
  const full = siteFacts(json).full('vue');
  const after = heldInByTopic(full);
  // "up to <previous> (fixed in <next>)", or from its since to the previous release.
  const escaped = (version: string) => version.replace(/\./g, '\\.');
  expect(after[fixed!]).toMatch(new RegExp(`${escaped(previous)}( only)? \\(fixed in ${escaped(next)}\\)$`));
  // Every other note keeps its words (its dates are its own fields).
  for (const [topic, words] of Object.entries(before)) {
    if (topic !== fixed) expect(after[topic], topic).toBe(words);
  }
  const item = limitationsOf(full).find((l) => l.topic === fixed);
  expect(item?.heldIn).toBe(after[fixed!]);
});

test('no note names a version in its words: its dates are fields', () => {
  const {full} = siteFacts();
  for (const framework of ['angular', 'react', 'vue'] as const) {
    const facts = full(framework);
    const versions = facts.releases.map((r) => r.version);
    for (const item of limitationsOf(facts)) {
      // A note about the package's CHANGELOG or tests may name a release; one about behaviour may not.
      if (/CHANGELOG|Test count/.test(item.topic)) continue;
      const named = versions.filter((v) => new RegExp(`\\b${v.replace(/\./g, '\\.')}\\b`).test(item.text));
      expect(
        named,
        `${framework} "${item.topic}": give the release as since or fixedIn, not in the note`,
      ).toEqual([]);
    }
  }
});

test('the Known limitations lists and the pages that restate a note show its dates', () => {
  // The dates of each note, from the facts (src/data/limitations.ts): "since 1.0.2", "in every release".
  const {full} = siteFacts();
  const dates = {
    angular: heldInByTopic(full('angular')),
    react: heldInByTopic(full('react')),
    vue: heldInByTopic(full('vue')),
  };
  const capital = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
  /** The label of a list item: none for a note of every release. */
  const label = (words: string) => (words === 'in every release' ? '' : `${capital(words)}: `);

  const list = loadBuiltPage('/docs/vue/introduction/other_information');
  const item = (topic: string) =>
    list(`ul[data-known-limitations="vue"] > li[data-topic="${topic}"]`).text().replace(/\s+/g, ' ');
  expect(item('Object-item search')).toContain(
    `${label(dates.vue['Object-item search']!)}Searching a list of objects`,
  );
  expect(
    item('Repeated lazy loading').startsWith(
      `${label(dates.vue['Repeated lazy loading']!)}triggerApiLoadEvent`,
    ),
  ).toBe(true);

  const text = (route: string) => loadBuiltPage(route)('main').text().replace(/\s+/g, ' ');
  const restated = (framework: 'angular' | 'react' | 'vue', topic: string) =>
    capital(dates[framework][topic]!);
  const vueUsing = text('/docs/vue/api/using_module');
  expect(vueUsing).toContain(
    `${restated('vue', 'Object-item search')}, the built-in search finds nothing in a list of objects`,
  );
  expect(vueUsing).toContain(
    `${restated('vue', 'Repeated lazy loading')}, the component never clears its "load pending" flag`,
  );
  expect(vueUsing, 'no note is dated by the latest version').not.toMatch(/In version \d/);
  const vueProps = text('/docs/vue/api/props');
  expect(vueProps).toContain(
    `${restated('vue', 'Object-item search')}, the built-in search on object items returns no rows`,
  );
  expect(vueProps).toContain(
    `${restated('vue', 'Repeated lazy loading')}, lazy loading calls triggerApiLoadEvent only once per mount`,
  );
  expect(text('/docs/react/api/props')).toContain(
    `${restated('react', 'defaultValue written back')}, defaultValue is written back`,
  );
  expect(text('/docs/react/api/using_module')).toContain(
    `${restated('react', 'defaultValue written back')}, while the list holds no more items`,
  );
  const opening = restated('angular', 'triggerAutoCompleteOpenEvent');
  expect(text('/docs/angular/api/input_props')).toContain(
    `${opening}, triggerAutoCompleteOpenEvent has no effect`,
  );
  expect(text('/docs/angular/api/output_props')).toContain(
    `${opening}, triggerAutoCompleteOpenEvent is ignored`,
  );
});
