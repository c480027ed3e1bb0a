/**
 * The keyboard section of the accessibility pages (src/components/KeyboardTable):
 * the notes of the facts split into what the component does not do and how it
 * works (src/data/keyboard.ts), and the built pages: one row per key with its
 * stable anchor, the notes, and the link to the WAI-ARIA combobox pattern.
 * Run after `npm run build`.
 */
import {test, expect} from '@playwright/test';
import {keyboardGaps} from '../../src/data/keyboard';
import {getApi, rowAnchor} from '../../src/data/api';
import {frameworkIds} from '../../src/data/frameworks';
import {siteFacts} from '../support/facts';
import {loadBuiltPage} from '../support/site';

const facts = siteFacts();

test('notes that say what is missing are told apart from the others', () => {
  expect(keyboardGaps(['No Home/End handling.', 'Listener is a keydown handler.'])).toEqual({
    missing: ['No Home/End handling.'],
    other: ['Listener is a keydown handler.'],
  });
  for (const id of frameworkIds) {
    const {missing, other} = keyboardGaps(facts.full(id).keyboardNotes);
    expect(missing.length, `${id}: keyboardNotes that say what is not done`).toBeGreaterThan(0);
    expect([...missing, ...other].sort()).toEqual([...facts.full(id).keyboardNotes].sort());
  }
});

for (const id of frameworkIds) {
  test(`${id} accessibility page: a row per key, every note, the combobox pattern`, () => {
    const $ = loadBuiltPage(`/docs/${id}/api/aria`);
    const api = getApi(facts.full(id));
    for (const k of api.keyboard) {
      const row = $(`tr#${rowAnchor('keyboard', k.key)}`);
      expect(row.length, `row #${rowAnchor('keyboard', k.key)}`).toBe(1);
      expect(row.text()).toContain(k.effect);
    }
    const text = $('article').text();
    for (const note of api.keyboardNotes) expect(text).toContain(note.replace(/\s*sourceInferred\s*$/, ''));
    expect($('a[href="https://www.w3.org/WAI/ARIA/apg/patterns/combobox/"]').length).toBe(1);
  });
}
