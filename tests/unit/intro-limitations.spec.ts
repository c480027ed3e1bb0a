/**
 * Every framework's other_information page shows each knownDiscrepancies note
 * and behaviour note of the facts, in the facts' words, as an item with a
 * `data-topic` attribute.
 */
import {test, expect} from '@playwright/test';
import {frameworkIds} from '../../src/data/frameworks';
import {readBuiltHtml} from '../support/site';
import {load} from 'cheerio';
import {siteFacts} from '../support/facts';

const {full} = siteFacts();
const facts = {angular: full('angular'), react: full('react'), vue: full('vue')} as const;

for (const framework of frameworkIds) {
  test(`${framework} other_information shows every known discrepancy and behaviour note in its words`, () => {
    const path = `/docs/${framework}/introduction/other_information`;
    const $ = load(readBuiltHtml(path));
    const list = $(`ul[data-known-limitations="${framework}"]`);
    expect(list.length, `${path} must render <KnownLimitations framework="${framework}" />`).toBe(1);
    const shown = new Map(
      list
        .children('li')
        .toArray()
        .map((li) => [$(li).attr('data-topic'), $(li).text().replace(/\s+/g, ' ').trim()]),
    );
    const {knownDiscrepancies, behaviourNotes} = facts[framework];
    expect(
      knownDiscrepancies.length,
      `the facts list no knownDiscrepancies for ${framework}`,
    ).toBeGreaterThan(0);
    const wrong = [
      ...knownDiscrepancies.map(({topic, note}) => ({topic, note})),
      ...behaviourNotes.map(({note}, i) => ({topic: `note-${i + 1}`, note})),
    ]
      .filter(({topic, note}) => shown.get(topic) !== note.replace(/\s+/g, ' ').trim())
      .map(({topic}) => `${topic}: ${shown.has(topic) ? 'shows other words than the facts' : 'missing'}`);
    expect(
      wrong,
      `${path}: each item shows its note (src/data/limitations.ts, src/components/KnownLimitations); rebuild`,
    ).toEqual([]);
  });
}
