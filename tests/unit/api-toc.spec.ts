/**
 * The table of contents of every API page lists its category headings (h3,
 * spec: "The table of contents shows heading levels 2 to 3"), each with a
 * stable id: src/remark/apiTableHeadings.ts turns the members table into one
 * Markdown heading per category of the facts, so Docusaurus lists them.
 */
import {test, expect} from '@playwright/test';
import {categoryAnchor, categoriesOf, getApi} from '../../src/data/api';
import type {FrameworkId} from '../../src/data/facts';
import {loadBuiltPage} from '../support/site';
import {siteFacts} from '../support/facts';

const API_PAGES: Record<FrameworkId, string[]> = {
  angular: ['input_props', 'output_props', 'class_style', 'aria'],
  react: ['props', 'class_style', 'aria'],
  vue: ['props', 'class_style', 'aria'],
};

function headingsAndToc(path: string): {h3: string[]; toc: string[]} {
  const $ = loadBuiltPage(path);
  const toc = $('.table-of-contents a')
    .map((_, a) => decodeURIComponent($(a).attr('href') ?? '').replace(/^#/, ''))
    .get();
  const h3 = $('article h3[id]')
    .map((_, h) => $(h).attr('id'))
    .get();
  return {h3, toc};
}

const facts = siteFacts();

for (const [fw, pages] of Object.entries(API_PAGES) as [FrameworkId, string[]][]) {
  for (const p of pages) {
    test(`/docs/${fw}/api/${p}: the table of contents lists every h3 of the page`, () => {
      const {h3, toc} = headingsAndToc(`/docs/${fw}/api/${p}`);
      expect(toc.length, 'the page has a table of contents').toBeGreaterThan(0);
      for (const id of h3) expect(toc, `#${id} is not in the table of contents`).toContain(id);
    });
  }

  test(`${fw}: each category of the facts is an h3 of the members page, with its stable id, in the TOC`, () => {
    const api = getApi(facts.full(fw));
    const ids = categoriesOf(api.members).map((c) => categoryAnchor(api.memberKind, c));
    expect(ids.length).toBeGreaterThan(3);
    const {h3, toc} = headingsAndToc(api.pages.members);
    expect(h3.filter((id) => id.includes('-category-'))).toEqual(ids);
    for (const id of ids) expect(toc).toContain(id);
  });
}
