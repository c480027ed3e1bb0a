/**
 * The keyboard section of the accessibility pages (src/components/KeyboardTable):
 * what the component does not do (the facts' `keyboardGaps`) and how it works
 * (`keyboardNotes`), each under its own heading, and the built pages: one row
 * per key with its stable anchor, the notes, and the link to the WAI-ARIA
 * combobox pattern.
 * Run after `npm run build`.
 */
import {test, expect} from '@playwright/test';
import {getApi, rowAnchor} from '../../src/data/api';
import {frameworkIds} from '../../src/data/frameworks';
import {siteFacts} from '../support/facts';
import {loadBuiltPage} from '../support/site';

const facts = siteFacts();

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
    // Each list under its heading, read from its own field of the facts (no sentence is classified).
    const listAfter = (heading: string) =>
      $('article p')
        .filter((_, p) => $(p).text() === heading)
        .next('ul')
        .find('li')
        .toArray()
        .map((li) => $(li).text());
    expect(api.keyboardGaps.length, `${id}: the facts say what the keys do not do`).toBeGreaterThan(0);
    expect(listAfter('Not done yet:')).toEqual(api.keyboardGaps);
    expect(listAfter('How it works:')).toEqual(api.keyboardNotes);
    for (const note of api.keyboardNotes) expect(text).toContain(note);
    expect($('a[href="https://www.w3.org/WAI/ARIA/apg/patterns/combobox/"]').length).toBe(1);
  });
}
