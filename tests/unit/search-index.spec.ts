/**
 * The search index's documents (src/plugins/search-index/records.ts), read from
 * the built pages: every row of every API and keyboard table is a member result
 * of its own, complete, with the other frameworks' names for it.
 */
import {test, expect} from '@playwright/test';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'cheerio';
import {
  DESCRIPTION_WEIGHT,
  aliasesFromCompare,
  isApiPage,
  memberDocument,
  membersOf,
  pageDocument,
  scopeOf,
  urlOf,
} from '../../src/plugins/search-index/records';
import {readerWordsOf} from '../../src/data/readerWords';
import {indexSiteInWorker} from '../../src/plugins/search-index/inWorker';
import {frameworks} from '../../src/data/frameworks';
import {BUILD_DIR} from '../support/site';
import {readFacts} from '../support/facts';
import type {FactsFile} from '../../src/data/facts';

const API_PAGES: Record<string, string[]> = {
  angular: ['input_props', 'output_props', 'class_style', 'aria', 'spinner'],
  react: ['props', 'class_style', 'aria'],
  vue: ['props', 'class_style', 'aria'],
};

const built = (url: string) => readFileSync(join(BUILD_DIR, `${url.slice(1)}.html`), 'utf8');
const aliases = () => aliasesFromCompare(built('/docs/compare'));

test('addresses and scopes: framework docs, blog posts, site pages; lists and the 404 page left out', () => {
  expect(urlOf('index.html')).toBe('/');
  expect(urlOf('docs/react/api/props.html')).toBe('/docs/react/api/props');
  expect(scopeOf('/docs/vue/api/props')).toBe('vue');
  expect(scopeOf('/docs/compare')).toBe('site');
  expect(scopeOf('/blog/tags/react')).toBeUndefined();
  expect(scopeOf('/blog')).toBeUndefined();
  expect(scopeOf('/404')).toBeUndefined();
  expect(isApiPage('/docs/angular/api/output_props')).toBe(true);
  expect(isApiPage('/docs/angular/introduction/intro')).toBe(false);
});

for (const framework of frameworks) {
  test(`${framework.id}: every table row of the API pages is a complete member result`, () => {
    const table = aliases();
    for (const page of API_PAGES[framework.id]!) {
      const url = `/docs/${framework.id}/api/${page}`;
      const html = built(url);
      const rows = load(html)('.theme-doc-markdown tr[id]')
        .toArray()
        .map((row) => row.attribs.id);
      const members = membersOf(html, url, table);
      expect(
        members.map((m) => m.url.split('#')[1]),
        `${url}: a result per row`,
      ).toEqual(rows);
      for (const member of members) {
        expect(member.name, member.url).not.toBe('');
        expect(member.kind, member.url).not.toBe('');
        expect(member.category, member.url).not.toBe('');
        expect(member.description, `${member.url} has a one-line description`).not.toBe('');
        const document = memberDocument(member, framework.id);
        expect(document.html).toContain('data-pagefind-filter="scope[content]" content="' + framework.id);
        expect(document.html).toContain('data-pagefind-meta="member[content]"');
      }
    }
  });
}

test("members carry the other frameworks' names for them (the compare page's rows)", () => {
  const table = aliases();
  const angularOutputs = membersOf(
    built('/docs/angular/api/output_props'),
    '/docs/angular/api/output_props',
    table,
  );
  expect(angularOutputs.find((m) => m.name === 'emitSelectedValue')?.aliases).toContain(
    'broadcastSelectedValue',
  );
  const facts = readFacts<FactsFile>();
  const reactProps = membersOf(
    built('/docs/react/api/props'),
    '/docs/react/api/props',
    table,
    readerWordsOf(facts, 'react'),
  );
  const placeHolder = reactProps.find((m) => m.name === 'placeHolder');
  expect(placeHolder?.aliases).toContain('placeholder');
  expect(placeHolder?.type).toBe('string');
  // The reader words are the facts' own (`readerWords`), in the member's result.
  const words = facts.packages.react.props.find((m) => m.name === 'placeHolder')!.readerWords;
  expect(placeHolder?.readerWords).toBe(words);
  expect(memberDocument(placeHolder!, 'react').html).toContain(words);
});

test('a page result: its description, its content only, its introduction and code examples weighted down', () => {
  const html = built('/docs/react/api/using_module');
  const page = pageDocument(html, '/docs/react/api/using_module', 'react');
  const $ = load(page!.html);
  expect($('[data-pagefind-body]')).toHaveLength(1);
  expect($('nav, footer, .navbar, .theme-doc-sidebar-container')).toHaveLength(0);
  expect($('h1').text()).toMatch(/Using/);
  expect($('pre').first().attr('data-pagefind-weight')).toBe('0.5');
  // First what the page is about (its front matter's description), then the introduction at half weight.
  const description = load(html)('meta[name="description"]').attr('content');
  expect(description).toBeTruthy();
  expect($('[data-pagefind-body] > p').first().text()).toBe(description);
  expect($('[data-pagefind-body] > p').first().attr('data-pagefind-weight')).toBe(DESCRIPTION_WEIGHT);
  expect($('[data-pagefind-body] > p').eq(1).attr('data-pagefind-weight')).toBe('0.5');
});

test('the build holds the index the search bar loads', () => {
  expect(existsSync(join(BUILD_DIR, 'pagefind', 'pagefind.js'))).toBe(true);
  expect(existsSync(join(BUILD_DIR, 'pagefind', 'pagefind-ui.js')), "Pagefind's unused UI is removed").toBe(
    false,
  );
});

test("the build's indexing worker fails with the plugin's name and what is wrong", async () => {
  await expect(indexSiteInWorker('/no/such/build-folder', '/')).rejects.toThrow(
    /^search-index: .*no such file or directory.*\/no\/such\/build-folder/,
  );
});
