/**
 * Data checks for the API reference: the committed facts file matches the
 * shared one and has the shape the site relies on, and src/data/api.ts derives
 * a complete, well-formed set of rows from the modules the build writes.
 */
import {spawnSync} from 'node:child_process';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import {
  categoriesOf,
  categoryLabels,
  formatDefault,
  formatRequired,
  getApi,
  kebabCase,
  rowAnchor,
  type FrameworkApi,
} from '../../src/data/api';
import {memberCountOf} from '../../src/data/apiBasics';
import {frameworkIds} from '../../src/data/frameworks';
import type {FrameworkId} from '../../src/data/types';
import {readFacts, siteFacts} from '../support/facts';

const ROOT = join(__dirname, '..', '..');
const facts = siteFacts();
/** What a framework's API pages show, from its `@facts/<framework>-reference` module. */
const apiOf = (framework: FrameworkId): FrameworkApi => getApi(facts.full(framework));

test('src/data/library-facts.json matches the shared facts file and has the shape the site relies on', () => {
  const result = spawnSync(process.execPath, ['scripts/generate-data.mjs', '--check'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(
    result.status,
    `scripts/generate-data.mjs --check failed (exit ${result.status}). ${result.stderr.trim()}\n` +
      'Either the shared facts file changed since src/data/library-facts.json was copied (run `npm run data:generate` and commit the result), or the message names a field to fix in the facts file.',
  ).toBe(0);
});

test('kebabCase and rowAnchor give the documented anchors', () => {
  expect(rowAnchor('prop', 'dropdownData')).toBe('prop-dropdown-data');
  expect(rowAnchor('input', 'dropdownData')).toBe('input-dropdown-data');
  expect(rowAnchor('output', 'emitSelectedValue')).toBe('output-emit-selected-value');
  expect(rowAnchor('class', 'parentContainerClass')).toBe('class-parent-container-class');
  expect(kebabCase('ariaULList')).toBe('aria-ul-list');
  expect(kebabCase('[customSpinner]')).toBe('custom-spinner');
  expect(kebabCase('ArrowDown')).toBe('arrow-down');
});

test('defaults and requirements render readably', () => {
  expect(formatDefault(null)).toEqual({text: 'not set', code: false});
  expect(formatDefault(true, 'boolean')).toEqual({text: 'true', code: true});
  expect(formatDefault(1000, 'number')).toEqual({text: '1000', code: true});
  expect(formatDefault('Select Value.', 'string')).toEqual({text: '"Select Value."', code: true});
  expect(formatDefault('[]', 'any[]')).toEqual({text: '[]', code: true});
  expect(formatDefault('internal fn returning item.index', 'TrackByFunction<any>').code).toBe(false);
  expect(formatRequired(true)).toBe('Yes');
  expect(formatRequired(false)).toBe('No');
  expect(formatRequired('only for object items')).toBe('only for object items');
});

/** Anchors that share one page, per framework. */
function anchorsByPage(api: FrameworkApi): Record<string, string[]> {
  const pages: Record<string, string[]> = {};
  const add = (page: string | undefined, ids: string[]): void => {
    if (!page) return;
    pages[page] = [...(pages[page] ?? []), ...ids];
  };
  add(api.pages.members, [
    ...api.members.map((m) => rowAnchor(api.memberKind, m.name)),
    ...categoriesOf(api.members).map((c) => `${api.memberKind}-category-${kebabCase(c)}`),
  ]);
  add(
    api.pages.outputs,
    api.outputs.map((o) => rowAnchor('output', o.name)),
  );
  add(api.pages.classStyle, [
    ...api.classKeys.map((k) => rowAnchor('class', k.name)),
    ...api.styleKeys.map((k) => rowAnchor('style', k.name)),
  ]);
  add(api.pages.aria, [
    ...api.ariaKeys.map((k) => rowAnchor('aria', k.name)),
    ...api.keyboard.map((k) => rowAnchor('keyboard', k.key)),
  ]);
  add(
    api.pages.spinner,
    api.contentProjection.map((s) => rowAnchor('slot', s.selector)),
  );
  return pages;
}

for (const api of frameworkIds.map(apiOf)) {
  test(`${api.framework}: every API row is complete and anchored uniquely`, () => {
    for (const m of api.members) {
      expect(
        m.description.trim(),
        `${api.framework} ${api.memberKind} "${m.name}" needs a description in the facts file`,
      ).not.toBe('');
      expect(
        m.type.trim(),
        `${api.framework} ${api.memberKind} "${m.name}" needs a type in the facts file`,
      ).not.toBe('');
      expect(
        categoryLabels[m.category],
        `${api.framework} ${api.memberKind} "${m.name}" has category "${m.category}", which has no label: add it to categoryLabels in src/data/api.ts`,
      ).toBeTruthy();
    }
    for (const o of api.outputs) {
      expect(o.description.trim(), `${api.framework} output "${o.name}" needs a description`).not.toBe('');
      expect(o.payload.trim(), `${api.framework} output "${o.name}" needs a payload`).not.toBe('');
      if (o.effectiveFlag !== null) {
        expect(
          api.members.map((m) => m.name),
          `${api.framework} output "${o.name}" requires flag "${o.effectiveFlag}", which is not an input: fix requiresFlag in the facts file`,
        ).toContain(o.effectiveFlag);
      }
    }
    for (const k of [...api.classKeys, ...api.styleKeys, ...api.ariaKeys]) {
      expect(
        k.appliesTo.trim(),
        `${api.framework} key "${k.name}" needs an appliesTo in the facts file`,
      ).not.toBe('');
    }
    for (const [page, ids] of Object.entries(anchorsByPage(api))) {
      const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
      expect(
        duplicates,
        `${page} would have duplicate row anchors; rename the rows or their kinds in src/data/api.ts`,
      ).toEqual([]);
    }
  });
}

test('react documents the latest published release, with since markers', () => {
  const published = readFacts().packages.react.publishedState;
  const react = apiOf('react');
  expect(react.documentedVersion, 'React pages must describe publishedState.latestPublishedVersion').toBe(
    published.latestPublishedVersion,
  );
  for (const added of published.propsAddedAfter200) {
    const row = react.members.find((m) => m.name === added.name);
    expect(
      row,
      `React prop "${added.name}" from publishedState.propsAddedAfter200 is missing in src/data/api.ts`,
    ).toBeTruthy();
    expect(row?.since, `React prop "${added.name}" needs since ${added.since}`).toBe(added.since);
  }
  const keyLists = {
    aria: react.ariaKeys,
    customClass: react.classKeys,
    customStyle: react.styleKeys,
  } as const;
  for (const [group, names] of Object.entries(published.typeKeysAddedAfter200) as [
    keyof typeof keyLists,
    string[],
  ][]) {
    for (const name of names) {
      const row = keyLists[group].find((k) => k.name === name);
      expect(
        row,
        `React ${group} key "${name}" (publishedState.typeKeysAddedAfter200) is missing`,
      ).toBeTruthy();
      expect(
        row?.since,
        `React ${group} key "${name}" was added after 2.0.0 and needs a since marker`,
      ).toMatch(/^2\./);
    }
  }
  const spinner = react.members.find((m) => m.name === 'showLoadingSpinner');
  expect(
    spinner?.default,
    'React showLoadingSpinner must show the published default (true since 2.0.1)',
  ).toBe(true);
  expect(
    spinner?.defaultNote ?? '',
    'React showLoadingSpinner needs a note on when its default changed',
  ).toContain('2.0.1');
  for (const k of react.keyboard) {
    expect(k.since, `React key ${k.key} arrived after 2.0.0 and needs a since marker`).toMatch(/^2\.1\./);
  }
  expect(react.keyboard.find((k) => k.key === 'Escape')?.since).toBe('2.1.2');
});

test('callbacks (React) and event props (Vue) are props in the callbacks category', () => {
  for (const api of [apiOf('react'), apiOf('vue')]) {
    expect(api.callbacks.length, `${api.framework}: no callback names parsed from the facts`).toBeGreaterThan(
      0,
    );
    for (const name of api.callbacks) {
      const row = api.members.find((m) => m.name === name);
      expect(row, `${api.framework} callback "${name}" is not a prop`).toBeTruthy();
      expect(row?.category, `${api.framework} callback "${name}" must be in the callbacks category`).toBe(
        'callbacks',
      );
    }
  }
});

test('member counts match the facts file', () => {
  const json = readFacts();
  expect(apiOf('angular').members.length).toBe(json.packages.angular.inputs.length);
  expect(apiOf('angular').outputs.length).toBe(json.packages.angular.outputs.length);
  expect(apiOf('react').members.length).toBe(
    json.packages.react.props.length + json.packages.react.publishedState.propsAddedAfter200.length,
  );
  expect(apiOf('vue').members.length).toBe(json.packages.vue.props.length);
  for (const framework of frameworkIds) {
    expect(
      memberCountOf(facts.core(framework)),
      `memberCountOf(facts) on ${framework}, which prose uses`,
    ).toBe(apiOf(framework).members.length);
  }
});
