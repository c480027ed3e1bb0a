/**
 * The compare page's rows (src/data/compare.ts), computed from the facts file
 * as the build does: every member of every framework is in exactly one row,
 * equivalents named differently share a row, and differences are flagged;
 * every entry of the feature matrix is a row of the built page with a cell per
 * framework.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import {compareFeatures, compareRows, type CompareRow, type FeatureFacts} from '../../src/data/compare';
import {rowsOf, type AnchorFacts} from '../../src/data/frameworkSwitch/anchors';
import {frameworkIds, frameworks} from '../../src/data/frameworks';
import type {FeatureMatrixRow} from '../../src/data/facts';
import {readFacts, siteFacts} from '../support/facts';
import {escapeText} from '../../src/plugins/llms-txt/markdown';
import {BUILD_DIR, loadBuiltPage} from '../support/site';

const facts = siteFacts();
const anchorFacts = readFacts<AnchorFacts>();
const rows = compareRows({
  reference: {angular: facts.full('angular'), react: facts.full('react'), vue: facts.full('vue')},
  namingDifferences: anchorFacts.crossFramework.namingDifferences,
});

const rowWith = (framework: 'angular' | 'react' | 'vue', name: string): CompareRow => {
  const row = rows.find((r) => r.cells[framework]?.name === name);
  if (!row) throw new Error(`no compare row has ${framework} ${name}`);
  return row;
};

test('every input, output and prop of each framework has a row, linked to its API row', () => {
  const apiRows = rowsOf(anchorFacts);
  for (const framework of frameworkIds) {
    const linked = new Set(rows.flatMap((r) => (r.cells[framework] ? [r.cells[framework].to] : [])));
    for (const row of apiRows[framework]) {
      expect(linked, `${framework} ${row.name} should be in a compare row`).toContain(
        `/docs/${framework}/${row.page}#${row.anchor}`,
      );
    }
  }
});

test('members named differently share a row that says the names differ', () => {
  const placeholder = rowWith('angular', 'placeholder');
  expect(placeholder.cells.react?.name).toBe('placeHolder');
  expect(placeholder.cells.vue?.name).toBe('placeHolder');
  expect(placeholder.cells.react?.to).toBe('/docs/react/api/props#prop-place-holder');
  expect(placeholder.differs.name).toBe(true);
  // The React default differs from Angular's and Vue's (crossFramework.defaultsComparison).
  expect(placeholder.differs.default).toBe(true);

  const selection = rowWith('angular', 'emitSelectedValue');
  expect(selection.cells.angular?.what).toBe('output');
  expect(selection.cells.react?.name).toBe('broadcastSelectedValue');
  expect(selection.cells.react?.what).toBe('callback prop');
});

test('members the same everywhere are not flagged; members missing somewhere say where', () => {
  const same = rowWith('angular', 'noSearchResultMessage');
  expect(same.differs).toEqual({name: false, default: false, missing: []});

  // React documents its latest published release, whose default label differs.
  const label = rowWith('angular', 'inputLabel');
  expect(label.cells.angular?.default?.text).toBe('"Enter or Search value"');
  expect(label.cells.react?.default?.text).toBe('"Select a value"');
  expect(label.differs.default).toBe(true);

  const vueOnly = rowWith('vue', 'loadAllDataAtOnce');
  expect(vueOnly.differs.missing).toEqual(frameworkIds.filter((id) => id !== 'vue'));
});

test('versions: a member added after the first release carries its version', () => {
  const added = facts.full('angular').inputs.find((m) => m.since);
  expect(added, 'the facts have an Angular input with a since version').toBeDefined();
  expect(rowWith('angular', added!.name).cells.angular?.since).toBe(added!.since);
});

test('a changed default gives its history: the default since the release that changed it, the one before', () => {
  const changed = facts
    .full('angular')
    .inputs.find((m) => m.previousDefault && typeof m.default === 'boolean');
  expect(changed, 'the facts have an Angular input whose default a release changed').toBeDefined();
  const cell = rowWith('angular', changed!.name).cells.angular;
  expect(cell?.default?.text).toBe(String(changed!.default));
  expect(cell?.defaultHistory).toEqual({
    until: changed!.previousDefault!.until,
    before: {text: String(changed!.previousDefault!.value), code: true},
  });
  expect(rowWith('angular', 'noSearchResultMessage').cells.angular?.defaultHistory).toBeUndefined();

  const $ = loadBuiltPage('/docs/compare');
  const td = $(`td[data-label="Angular"]`).filter(
    (_, el) => $(el).find('a').first().text() === changed!.name,
  );
  expect(td.text().replace(/\s+/g, ' ')).toContain(
    `Default: ${String(changed!.default)} since ${changed!.previousDefault!.until}; ${String(changed!.previousDefault!.value)} before`,
  );
  expect(td.text(), 'the member is in every release; its default is not').toContain('In every release');
});

const factsJson = readFacts<{crossFramework: {featureMatrix: FeatureMatrixRow[]}}>();
const featureFacts: FeatureFacts = {featureMatrix: factsJson.crossFramework.featureMatrix};
const features = compareFeatures(featureFacts);
const featureRow = (feature: string) => {
  const row = features.find((r) => r.feature === feature);
  if (!row) throw new Error(`no compare row has the feature "${feature}"`);
  return row;
};
test('every feature of the matrix is a row of the built compare page, a cell per framework', () => {
  const $ = loadBuiltPage('/docs/compare');
  const REBUILD = 'rebuild with `npm run build` (the rows come from src/data/compare.ts)';
  // The compare table; the page's size and accessibility tables are apart.
  const table = 'table[aria-label$="side by side: features, then members"]';
  expect(
    $(`${table} thead th`)
      .map((_, th) => $(th).text())
      .get(),
  ).toEqual(['Feature or member', ...frameworks.map((f) => f.label)]);
  for (const entry of featureFacts.featureMatrix) {
    const row = featureRow(entry.feature);
    const tr = $(`tr#${row.id}`);
    expect(tr.length, `#${row.id} (${entry.feature}) on /docs/compare; ${REBUILD}`).toBe(1);
    expect(tr.children('th[scope="row"]').text()).toContain(entry.feature);
    const cells = tr.children('td');
    // Each cell says which framework it is (a phone shows it as a card: "React: mousedown").
    expect(cells.map((_, td) => $(td).attr('data-label')).get()).toEqual(frameworks.map((f) => f.label));
    // Each cell as the facts say; an empty value says it is not documented.
    const expected = frameworks.map((f) => entry[f.id] || 'not documented');
    expect(cells.map((_, td) => $(td).text()).get(), entry.feature).toEqual(expected);
  }
  // Feature rows come first, in the matrix's order, then the members, each with its own anchor.
  const ids = $(`${table} tbody tr`)
    .map((_, el) => $(el).attr('id'))
    .get();
  expect(ids).toEqual([...features.map((r) => r.id), ...rows.map((r) => r.id)]);
});

test('every member row has its own anchor; two members of the same name add their category', () => {
  const ids = rows.map((r) => r.id);
  expect(new Set(ids).size, 'member anchors are unique').toBe(ids.length);
  expect(rowWith('angular', 'placeholder').id).toBe('member-place-holder');
  expect(rowWith('angular', 'triggerBlurEvent').id).toBe('member-event-switches-trigger-blur-event');
  expect(rowWith('angular', 'emitBlurEvent').id).toBe('member-callbacks-function-props-trigger-blur-event');
  const $ = loadBuiltPage('/docs/compare');
  const placeholder = $('tr#member-place-holder');
  expect(placeholder.children('th[scope="row"]').text()).toContain('placeHolder');
  expect(placeholder.find('a[href="#member-place-holder"]').length, 'a link that copies the row URL').toBe(1);
});

test('a feature row names the framework that differs, or says the three are the same', () => {
  expect(featureRow('Selection pointer event').differs).toEqual(['react']);
  expect(featureRow('Default input role').differs).toEqual(['react']);
  expect(featureRow('Primitive items').differs).toEqual([]);
  // "same defaults" repeats Angular's value.
  expect(featureRow('Windowed rendering').differs).toEqual([]);
  // Each package numbers its own releases: keyboard navigation is in the three latest releases.
  expect(featureRow('Keyboard navigation (Up/Down/Enter)').differs).toEqual([]);
  expect(featureRow('Test suite').differs).toEqual(frameworkIds);

  const $ = loadBuiltPage('/docs/compare');
  const heading = (feature: string) => $(`tr#${featureRow(feature).id} > th`).text();
  expect(heading('Selection pointer event')).toContain('React differs');
  expect(heading('Primitive items')).toContain('same in all three');
  expect(heading('Test suite')).toContain('all three differ');
  expect($(`tr#${featureRow('Selection pointer event').id} td[data-label="React"] strong`).text()).toBe(
    featureRow('Selection pointer event').cells.react,
  );
});

test('a feature the facts leave empty for a framework says it is not documented', () => {
  const empty = featureFacts.featureMatrix.find((row) => frameworks.some((f) => row[f.id].trim() === ''));
  expect(empty, 'the facts have a feature row with an empty value').toBeDefined();
  const framework = frameworks.find((f) => empty![f.id].trim() === '')!.id;
  expect(featureRow(empty!.feature).cells[framework]).toBe('not documented');
});

test('a new feature needs no code; two features with the same anchor stop the build, naming both', () => {
  const added = {feature: 'Right-to-left text', angular: 'no', react: 'no', vue: 'yes'};
  const rows = compareFeatures({...featureFacts, featureMatrix: [...featureFacts.featureMatrix, added]});
  expect(rows.at(-1)).toEqual({
    feature: added.feature,
    id: 'feature-right-to-left-text',
    cells: {angular: 'no', react: 'no', vue: 'yes'},
    differs: ['vue'],
  });
  const clash = {...added, feature: 'Right to left text'};
  expect(() => compareFeatures({...featureFacts, featureMatrix: [added, clash]})).toThrow(
    /"Right-to-left text" and "Right to left text" both get the anchor #feature-right-to-left-text/,
  );
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test("the compare page's Markdown twin has a line per feature and member: its name, then a cell per framework", () => {
  const twin = readFileSync(join(BUILD_DIR, 'docs', 'compare.md'), 'utf8');
  const cell = (text: string) => escapeText(text).replace(/\|/g, '\\|');
  expect(twin).toContain(`\n| Feature or member | ${frameworks.map((f) => f.label).join(' | ')} |\n`);
  const lines = twin.split('\n');
  for (const row of features) {
    const odd = row.differs.length === 1 ? row.differs[0] : undefined;
    const cells = frameworkIds.map((f) => (f === odd ? `**${cell(row.cells[f])}**` : cell(row.cells[f])));
    const line = lines.find((l) => l.startsWith(`| **${cell(row.feature)}** (Feature)<br>`));
    expect(line, `twin line of "${row.feature}"`).toBeDefined();
    expect(line, `twin cells of "${row.feature}"`).toMatch(
      new RegExp(`<br>[^|]+ \\| ${escapeRegExp(cells.join(' | '))} \\|$`),
    );
    if (odd) expect(line).toContain(`<br>${frameworks.find((f) => f.id === odd)?.label} differs |`);
  }
  // A member's line: its name and what differs, then its name in each framework, linked.
  const placeholder = twin.split('\n').find((line) => line.startsWith('| `placeHolder` '));
  expect(placeholder).toContain('| `placeHolder` (Display)<br>names differ<br>defaults differ | [`');
  expect(placeholder).toContain('[`placeholder`](');
  expect(placeholder?.split(' | ')).toHaveLength(frameworks.length + 1);
});
