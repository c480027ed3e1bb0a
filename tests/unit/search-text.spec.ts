/**
 * What a search result reads (issue 57): the text the index gets from the built API pages
 * (src/plugins/search-index/records.ts) keeps each cell's parts apart (a default and the note of
 * the release that changed it: "true since 2.0.1; false before", never "truesince") and a page's
 * table cells apart from one another, so an excerpt never runs a row's cells together; and a
 * query that matches nothing finds nothing, where Pagefind would otherwise answer for a shorter
 * word the query's word begins with ("xyz" for "xyzzy").
 */
import {test, expect} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'cheerio';
import {membersOf, pageDocument} from '../../src/plugins/search-index/records';
import {getApi} from '../../src/data/api';
import {rowAnchor} from '../../src/data/apiBasics';
import {frameworkIds} from '../../src/data/frameworks';
import {BUILD_DIR} from '../support/site';
import {siteFacts} from '../support/facts';
import {searchBuiltSite} from '../support/siteSearch';

/** What stands between two cells of a row in a page's text, as an excerpt shows it. */
const BETWEEN_CELLS = ' · ';

const built = (url: string) => readFileSync(join(BUILD_DIR, `${url.slice(1)}.html`), 'utf8');

/** Each framework's members page and the members whose default a release changed, with the note the page shows. */
function changedDefaults() {
  const facts = siteFacts();
  return frameworkIds.flatMap((framework) => {
    const api = getApi(facts.full(framework));
    const url = api.pages.members;
    return api.members
      .filter((m) => m.defaultNote)
      .map((m) => ({framework, url, name: m.name, note: m.defaultNote!}));
  });
}

test("a member's default and the note of the release that changed it read apart", () => {
  const changed = changedDefaults();
  expect(changed.length, 'the facts hold a default a release changed').toBeGreaterThan(0);
  for (const {url, name, note} of changed) {
    const member = membersOf(built(url), url, new Map()).find((m) => m.name === name);
    expect(member?.default, `${url} ${name}`).toMatch(
      new RegExp(`\\S ${note.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );
  }
});

test("a page's table cells read apart in its search document", () => {
  for (const framework of frameworkIds) {
    const api = getApi(siteFacts().full(framework));
    const url = api.pages.members;
    const page = pageDocument(built(url), url, framework);
    const $ = load(page!.html);
    const rows = $('[data-pagefind-body] tr[id]').toArray();
    expect(rows.length, url).toBeGreaterThan(0);
    for (const row of rows) {
      const cells = $(row)
        .children('th, td')
        .toArray()
        .map((cell) => $(cell).text().replace(/\s+/g, ' ').trim());
      const text = $(row).text().replace(/\s+/g, ' ').trim();
      // No two cells run together: a separator between each cell and the next.
      expect(text, `${url}#${row.attribs.id}`).toBe(
        cells.map((cell) => cell.replace(/\s*·$/, '')).join(BETWEEN_CELLS),
      );
      const member = api.members.find((m) => rowAnchor(api.memberKind, m.name) === row.attribs.id);
      if (member?.defaultNote) expect(text, `${url}#${row.attribs.id}`).toContain(` ${member.defaultNote}`);
    }
  }
});

test('a query whose words the site does not hold finds nothing', async () => {
  for (const framework of frameworkIds) {
    const results = await searchBuiltSite('xyzzy plugh', framework);
    expect(
      results.map((r) => `${r.title}: ${r.excerpt}`),
      `xyzzy plugh (${framework})`,
    ).toEqual([]);
  }
  // Words the site holds, and the beginning of one, still find it.
  expect((await searchBuiltSite('disabled', 'react')).length).toBeGreaterThan(0);
  expect((await searchBuiltSite('placeHol', 'react')).length).toBeGreaterThan(0);
});
