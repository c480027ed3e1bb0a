/**
 * The framework switcher's mapping (src/data/frameworkSwitch/pages.ts, the pages,
 * src/data/frameworkSwitch/anchors.ts, the row anchors built from the facts, and
 * src/data/frameworkSwitch/target.ts, which combines them), checked
 * against the built site: for every docs page and every other framework the
 * target page exists in build/, and every anchor the mapping names exists in
 * the target's built HTML. Run after `npm run build`.
 */
import {test, expect} from '@playwright/test';
import {existsSync} from 'node:fs';
import {frameworkIds, type FrameworkId} from '../../src/data/frameworks';
import {
  equivalentPage,
  hrefOf,
  parseDocPath,
  pathOf,
  type DocPlace,
} from '../../src/data/frameworkSwitch/pages';
import {switchTarget} from '../../src/data/frameworkSwitch/target';
import {buildAnchorTable, type AnchorFacts} from '../../src/data/frameworkSwitch/anchors';
import {readFacts} from '../support/facts';
import {htmlFileFor, idsInBuiltPage, sitemapPaths} from '../support/site';

const table = buildAnchorTable(readFacts<AnchorFacts>());

const docsPages = sitemapPaths().filter((path) => /^\/docs\/(angular|react|vue)\//.test(path));

/** Ids of the elements in a built page's article (headings, table rows). */
const idsOf = (path: string): Set<string> => idsInBuiltPage(path, 'article [id]');

/** Row anchors of the API tables: members, outputs, and their category headings. */
const MEMBER_ROW = /^(input|prop|output)-/;

function placeOf(path: string): DocPlace {
  const place = parseDocPath(path);
  if (!place) throw new Error(`${path} is a docs page the switcher does not recognise (parseDocPath)`);
  return place;
}

test('the sitemap lists the docs pages of all three frameworks', () => {
  for (const id of frameworkIds) expect(docsPages.some((p) => p.startsWith(`/docs/${id}/`))).toBe(true);
  for (const path of docsPages) expect(pathOf(placeOf(path))).toBe(path);
});

test('every docs page has a real equivalent page in every other framework', () => {
  const problems: string[] = [];
  for (const path of docsPages) {
    const from = placeOf(path);
    for (const target of frameworkIds.filter((id) => id !== from.framework)) {
      const to = equivalentPage(from, target);
      if (!existsSync(htmlFileFor(to.path))) problems.push(`${path} → ${target}: ${to.path} was not built`);
      else if (to.hash && !idsOf(to.path).has(to.hash))
        problems.push(`${path} → ${target}: ${hrefOf(to)} has no element with that id`);
    }
  }
  expect(problems, 'fix `substitutes` in src/data/frameworkSwitch/pages.ts').toEqual([]);
});

test('every anchor of every docs page leads to a built page, at an anchor that exists there', () => {
  const problems: string[] = [];
  let exact = 0;
  for (const path of docsPages) {
    const from = placeOf(path);
    for (const id of idsOf(path)) {
      for (const target of frameworkIds.filter((fw) => fw !== from.framework)) {
        const to = switchTarget(from, id, target, table);
        if (!existsSync(htmlFileFor(to.path))) {
          problems.push(`${path}#${id} → ${target}: ${to.path} was not built`);
        } else if (to.hash && !to.checkHash) {
          exact += 1;
          if (!idsOf(to.path).has(to.hash))
            problems.push(`${path}#${id} → ${target}: no #${to.hash} on ${to.path}`);
        }
      }
    }
  }
  expect(problems, 'fix src/data/frameworkSwitch/anchors.ts (or the facts it reads)').toEqual([]);
  // Guards the loop itself: the API rows give hundreds of exact anchors.
  expect(exact).toBeGreaterThan(200);
});

test('a member row with no equivalent really has none: the target has no row of the same name', () => {
  const missing: string[] = [];
  for (const path of docsPages) {
    const from = placeOf(path);
    for (const id of [...idsOf(path)].filter((i) => MEMBER_ROW.test(i))) {
      for (const target of frameworkIds.filter((fw) => fw !== from.framework)) {
        if (table[from.framework]?.[id]?.[target]) continue;
        const name = id.replace(MEMBER_ROW, '');
        const targetIds = [...idsOf(equivalentPage(from, target).path)];
        const sameName = targetIds.find((t) => t.replace(MEMBER_ROW, '') === name && MEMBER_ROW.test(t));
        if (sameName) missing.push(`${path}#${id} → ${target}: #${sameName} exists but is not mapped`);
      }
    }
  }
  expect(missing).toEqual([]);
});

const cases: [string, string | undefined, FrameworkId, string][] = [
  // The issue's examples.
  [
    '/docs/react/api/props',
    'prop-dropdown-data',
    'angular',
    '/docs/angular/api/input_props#input-dropdown-data',
  ],
  ['/docs/angular/api/input_props', 'input-placeholder', 'react', '/docs/react/api/props#prop-place-holder'],
  [
    '/docs/react/api/props',
    'prop-place-holder',
    'angular',
    '/docs/angular/api/input_props#input-placeholder',
  ],
  // namingDifferences: an Angular output is a React callback, and the other way round.
  [
    '/docs/angular/api/output_props',
    'output-emit-selected-value',
    'react',
    '/docs/react/api/props#prop-broadcast-selected-value',
  ],
  [
    '/docs/vue/api/props',
    'prop-trigger-api-load-event',
    'angular',
    '/docs/angular/api/output_props#output-emit-api-load-event',
  ],
  [
    '/docs/angular/api/input_props',
    'input-trigger-api-load-event',
    'vue',
    '/docs/vue/api/props#prop-is-api-load',
  ],
  // Pages a framework lacks.
  [
    '/docs/angular/api/output_props',
    undefined,
    'vue',
    '/docs/vue/api/props#no-emits-events-are-function-props',
  ],
  ['/docs/angular/api/output_props', undefined, 'react', '/docs/react/api/props#prop-category-callbacks'],
  ['/docs/angular/introduction/best_use', undefined, 'react', '/docs/react/api/using_module'],
  ['/docs/angular/api/spinner', undefined, 'vue', '/docs/vue/api/props#prop-is-custom-spinner'],
  ['/docs/react/introduction/whats_new', undefined, 'vue', '/docs/vue/introduction/package_versions'],
  // The same page keeps a shared heading; an anchor the target lacks falls back to the equivalent page.
  ['/docs/react/api/aria', 'keyboard', 'vue', '/docs/vue/api/aria#keyboard'],
  ['/docs/angular/api/input_props', 'input-is-number', 'react', '/docs/react/api/props'],
];

for (const [path, hash, target, expected] of cases) {
  test(`${path}${hash ? `#${hash}` : ''} → ${target}`, () => {
    expect(hrefOf(switchTarget(placeOf(path), hash, target, table))).toBe(expected);
  });
}
