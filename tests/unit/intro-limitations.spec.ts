/**
 * Every framework's other_information page shows each knownDiscrepancies note
 * and behaviour note of the facts, in the facts' words, as an item with a
 * `data-topic` attribute; a note whose `since` or `fixedIn` bounds the
 * releases it holds for starts with them ("Since 1.0.2: ...").
 */
import {test, expect} from '@playwright/test';
import {frameworkIds} from '../../src/data/frameworks';
import {readBuiltHtml} from '../support/site';
import {load} from 'cheerio';
import {siteFacts} from '../support/facts';
import {heldInWords} from '../../src/data/heldIn';

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
    const {knownDiscrepancies, behaviourNotes, releases} = facts[framework];
    const dated = (entry: {note: string; since?: string; fixedIn?: string}) => {
      if (!entry.since && !entry.fixedIn) return entry.note;
      const words = heldInWords(entry, releases);
      return `${words.charAt(0).toUpperCase()}${words.slice(1)}: ${entry.note}`;
    };
    expect(
      knownDiscrepancies.length,
      `the facts list no knownDiscrepancies for ${framework}`,
    ).toBeGreaterThan(0);
    const wrong = [
      ...knownDiscrepancies.map((entry) => ({topic: entry.topic, note: dated(entry)})),
      ...behaviourNotes.map((entry, i) => ({topic: entry.topic ?? `note-${i + 1}`, note: dated(entry)})),
    ]
      .filter(({topic, note}) => shown.get(topic) !== note.replace(/\s+/g, ' ').trim())
      .map(({topic}) => `${topic}: ${shown.has(topic) ? 'shows other words than the facts' : 'missing'}`);
    expect(
      wrong,
      `${path}: each item shows its note (src/data/limitations.ts, src/components/KnownLimitations); rebuild`,
    ).toEqual([]);
  });
}
