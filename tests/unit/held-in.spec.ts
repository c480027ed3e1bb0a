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
  expect(before['Object-item search']).toBe('since 1.0.2');
  expect(before['Repeated lazy loading']).toBe('in every release');

  const vue = json.packages.vue;
  const previous: string = vue.latestVersion;
  const next = previous.replace(/(\d+)$/, (n: string) => String(Number(n) + 1));
  vue.releases.push({version: next, date: '2026-11-20', changes: ['Lazy loading asks for every page.']});
  vue.latestVersion = next;
  vue.latestVersionDate = '2026-11-20';
  vue.knownDiscrepancies.find((d: {topic: string}) => d.topic === 'Repeated lazy loading').fixedIn = next;
  const full = siteFacts(json).full('vue');
  const after = heldInByTopic(full);
  expect(after['Repeated lazy loading']).toBe(`up to ${previous} (fixed in ${next})`);
  expect(after['Object-item search'], 'a note the release did not change keeps its dates').toBe(
    'since 1.0.2',
  );
  // Every other note keeps its words.
  for (const [topic, words] of Object.entries(before)) {
    if (topic !== 'Repeated lazy loading') expect(after[topic], topic).toBe(words);
  }
  const item = limitationsOf(full).find((l) => l.topic === 'Repeated lazy loading');
  expect(item?.heldIn).toBe(`up to ${previous} (fixed in ${next})`);
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
  const list = loadBuiltPage('/docs/vue/introduction/other_information');
  const item = (topic: string) =>
    list(`ul[data-known-limitations="vue"] > li[data-topic="${topic}"]`).text().replace(/\s+/g, ' ');
  expect(item('Object-item search')).toMatch(/^Since 1\.0\.2: Searching a list of objects/);
  expect(item('Repeated lazy loading'), 'a note without dates has no label').toMatch(/^triggerApiLoadEvent/);

  const text = (route: string) => loadBuiltPage(route)('main').text().replace(/\s+/g, ' ');
  const vueUsing = text('/docs/vue/api/using_module');
  expect(vueUsing).toContain('Since 1.0.2, the built-in search finds nothing in a list of objects');
  expect(vueUsing).toContain('In every release, the component never clears its "load pending" flag');
  expect(vueUsing, 'no note is dated by the latest version').not.toMatch(/In version \d/);
  const vueProps = text('/docs/vue/api/props');
  expect(vueProps).toContain('Since 1.0.2, the built-in search on object items returns no rows');
  expect(vueProps).toContain('In every release, lazy loading calls triggerApiLoadEvent only once per mount');
  expect(text('/docs/react/api/props')).toContain('Since 2.0.0, defaultValue is written back');
  expect(text('/docs/react/api/using_module')).toContain('Since 2.0.0, while the list holds no more items');
  expect(text('/docs/angular/api/input_props')).toContain(
    'Since 2.0.0, triggerAutoCompleteOpenEvent has no effect',
  );
  expect(text('/docs/angular/api/output_props')).toContain(
    'Since 2.0.0, triggerAutoCompleteOpenEvent is ignored',
  );
});
