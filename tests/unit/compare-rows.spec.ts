/**
 * The compare page's rows (src/data/compare.ts), computed from the facts file
 * as the build does: every member of every framework is in exactly one row,
 * equivalents named differently share a row, and differences are flagged.
 */
import {test, expect} from '@playwright/test';
import {compareRows, type CompareRow} from '../../src/data/compare';
import {rowsOf, type AnchorFacts} from '../../src/data/frameworkAnchors';
import {frameworkIds} from '../../src/data/frameworks';
import {readFacts, siteFacts} from '../support/facts';

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
  expect(vueOnly.differs.missing).toEqual(['angular', 'react']);
});

test('versions: a member added after the first release carries its version', () => {
  const added = facts.full('angular').inputs.find((m) => m.since);
  expect(added, 'the facts have an Angular input with a since version').toBeDefined();
  expect(rowWith('angular', added!.name).cells.angular?.since).toBe(added!.since);
});
