/**
 * Data checks for the API reference: the committed facts file matches the
 * shared one and has the shape the site relies on, and src/data/api.ts derives
 * a complete, well-formed set of rows from the modules the build writes.
 */
import {spawnSync} from 'node:child_process';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import semver from 'semver';
import {
  categoriesOf,
  categoryLabels,
  formatDefault,
  getApi,
  kebabCase,
  rowAnchor,
  type FrameworkApi,
} from '../../src/data/api';
import {memberCountOf} from '../../src/data/apiBasics';
import {frameworkIds} from '../../src/data/frameworks';
import type {FrameworkId} from '../../src/data/facts';
import {readFacts, siteFacts} from '../support/facts';

const ROOT = join(__dirname, '..', '..');
const facts = siteFacts();
/** What a framework's API pages show, from its `@facts/<framework>-reference` module. */
const apiOf = (framework: FrameworkId): FrameworkApi => getApi(facts.full(framework));

test('src/data/library-facts.json has the shape the site relies on (npm run data:check)', () => {
  const result = spawnSync(process.execPath, ['scripts/check-facts.mjs'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(
    result.status,
    `scripts/check-facts.mjs failed (exit ${result.status}). ${result.stderr.trim()}\n` +
      'The message names the package, the entry and the field to fix in src/data/library-facts.json.',
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

test('defaults render readably', () => {
  expect(formatDefault(null)).toEqual({text: 'not set', code: false});
  expect(formatDefault(true, 'boolean')).toEqual({text: 'true', code: true});
  expect(formatDefault(1000, 'number')).toEqual({text: '1000', code: true});
  expect(formatDefault('Select Value.', 'string')).toEqual({text: '"Select Value."', code: true});
  expect(formatDefault('[]', 'any[]')).toEqual({text: '[]', code: true});
  expect(formatDefault('internal fn returning item.index', 'TrackByFunction<any>').code).toBe(false);
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
        (categoryLabels as Readonly<Record<string, string>>)[m.category],
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

test('every framework documents its latest release; since and changed defaults come from fields', () => {
  const json = readFacts();
  for (const framework of frameworkIds) {
    const api = apiOf(framework);
    const pkg = json.packages[framework];
    expect(api.latestVersion, `${framework} pages describe latestVersion`).toBe(pkg.latestVersion);
    const members = framework === 'angular' ? pkg.inputs : pkg.props;
    // Every member has a since in the facts; the pages show the ones a later release added.
    const first = semver.sort(pkg.releases.map((r: {version: string}) => r.version))[0];
    const shown = (since: string | undefined) => (since === first ? undefined : since);
    for (const m of members) {
      const row = api.members.find((r) => r.name === m.name);
      expect(row, `${framework} member ${m.name} is a row`).toBeTruthy();
      expect(row?.since, `${framework} member ${m.name}: since from the facts`).toBe(shown(m.since));
      if (m.previousDefault) {
        expect(
          row?.defaultNote ?? '',
          `${framework} ${m.name}: a note on when its default changed`,
        ).toContain(m.previousDefault.until);
      }
    }
    const keyLists = [
      [pkg.customClassKeys, api.classKeys],
      [pkg.customStyleKeys, api.styleKeys],
      [pkg.ariaKeys, api.ariaKeys],
      [pkg.keyboard, api.keyboard],
    ] as const;
    for (const [fromFacts, rows] of keyLists) {
      for (const k of fromFacts as {name?: string; key?: string; since?: string}[]) {
        const row = (rows as readonly {name?: string; key?: string; since?: string}[]).find(
          (r) => (r.name ?? r.key) === (k.name ?? k.key),
        );
        expect(row?.since, `${framework} ${k.name ?? k.key}: since from the facts`).toBe(shown(k.since));
      }
    }
  }
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
  expect(apiOf('react').members.length).toBe(json.packages.react.props.length);
  expect(apiOf('vue').members.length).toBe(json.packages.vue.props.length);
  for (const framework of frameworkIds) {
    expect(
      memberCountOf(facts.core(framework)),
      `memberCountOf(facts) on ${framework}, which prose uses`,
    ).toBe(apiOf(framework).members.length);
  }
});
