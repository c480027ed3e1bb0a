/**
 * Every framework's other_information page lists each knownDiscrepancies topic
 * and behaviour note of the facts, as an item with a `data-topic` attribute.
 */
import {test, expect} from '@playwright/test';
import {frameworkIds} from '../../src/data/frameworks';
import {limitationsOf} from '../../src/data/limitations';
import {readBuiltHtml} from '../support/site';
import {tagsOf} from '../support/html';
import {siteFacts} from '../support/facts';

const {full} = siteFacts();
const facts = {angular: full('angular'), react: full('react'), vue: full('vue')} as const;

for (const framework of frameworkIds) {
  test(`${framework}: every known discrepancy and behaviour note has wording`, () => {
    // limitationsOf throws with the missing topic and the file to edit.
    const items = limitationsOf(facts[framework]);
    const {knownDiscrepancies, behaviourNotes} = facts[framework];
    expect(
      knownDiscrepancies.length,
      `the facts list no knownDiscrepancies for ${framework}`,
    ).toBeGreaterThan(0);
    expect(items).toHaveLength(knownDiscrepancies.length + behaviourNotes.length);
  });

  test(`${framework} other_information lists every knownDiscrepancies topic`, () => {
    const path = `/docs/${framework}/introduction/other_information`;
    const html = readBuiltHtml(path);
    const list = tagsOf(html, 'ul').find((ul) => ul.attrs['data-known-limitations'] === framework);
    expect(list, `${path} must render <KnownLimitations framework="${framework}" />`).toBeDefined();
    const listed = new Set(
      tagsOf(html.slice(list!.end, html.indexOf('</ul>', list!.end)), 'li').map(
        (li) => li.attrs['data-topic'],
      ),
    );
    const missing = facts[framework].knownDiscrepancies
      .map(({topic}) => topic)
      .filter((topic) => !listed.has(topic));
    expect(
      missing,
      `${path} has no Known limitations item for these topics; add wording in src/data/limitations.ts and rebuild`,
    ).toEqual([]);
    const notes = facts[framework].behaviourNotes.filter((_, i) => !listed.has(`note-${i + 1}`));
    expect(notes, `${path} is missing these behaviour notes`).toEqual([]);
  });
}
