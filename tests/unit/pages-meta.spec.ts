/**
 * Every built page has a meta description and the social card in its Open
 * Graph tags; every link that opens a new tab has rel="noopener noreferrer";
 * robots.txt points at the sitemap; the footer's and the feeds' copyright
 * year is the year the build was made (no typed year).
 */
import {test, expect} from '@playwright/test';
import {readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {BUILD_DIR, loadBuiltPage, sitemapPaths} from '../support/site';
import {FIRST_COPYRIGHT_YEAR} from '../../src/data/site';

const pages = sitemapPaths();

test('the sitemap lists the site pages', () => {
  expect(pages.length).toBeGreaterThan(40);
});

test('every page has a meta description and the social card', () => {
  const problems: string[] = [];
  for (const path of pages) {
    const $ = loadBuiltPage(path);
    const description = $('meta[name="description"]').attr('content') ?? '';
    if (description.length < 30) problems.push(`${path}: meta description missing or under 30 characters`);
    const ogImage = $('meta[property="og:image"]').attr('content') ?? '';
    if (!ogImage.endsWith('/img/social-card.png')) problems.push(`${path}: og:image is not the social card`);
  }
  expect(problems, 'Add a `description` to the page front matter (or Layout props)').toEqual([]);
});

test('every meta description is unique', () => {
  const seen = new Map<string, string>();
  const duplicates: string[] = [];
  for (const path of pages) {
    // Blog tag, author and archive pages reuse the blog description by design.
    if (/^\/blog\/(tags|archive|authors)/.test(path)) continue;
    const description = loadBuiltPage(path)('meta[name="description"]').attr('content');
    if (!description) continue;
    const other = seen.get(description);
    if (other) duplicates.push(`${path} repeats the description of ${other}`);
    else seen.set(description, path);
  }
  expect(duplicates, 'Give each page its own front-matter description').toEqual([]);
});

test('links that open a new tab carry rel="noopener noreferrer"', () => {
  const problems: string[] = [];
  let checked = 0;
  for (const path of [...pages, '/404']) {
    const $ = loadBuiltPage(path);
    $('a[target="_blank"]').each((_, element) => {
      checked += 1;
      const rel = ($(element).attr('rel') ?? '').split(/\s+/);
      if (!rel.includes('noopener') || !rel.includes('noreferrer'))
        problems.push(`${path}: ${$(element).attr('href')} has rel="${rel.join(' ')}"`);
    });
  }
  expect(checked, 'the site has external links (GitHub in the navbar at least)').toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test('robots.txt points at the sitemap', () => {
  const robots = readFileSync(join(BUILD_DIR, 'robots.txt'), 'utf8');
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

test('the copyright of the footer and the feeds runs from the first year to the year of the build', () => {
  const year = statSync(join(BUILD_DIR, 'index.html')).mtime.getFullYear();
  const line =
    year > FIRST_COPYRIGHT_YEAR
      ? `Copyright © ${FIRST_COPYRIGHT_YEAR}–${year} nodeworld`
      : `Copyright © ${year} nodeworld`;
  const footer = loadBuiltPage('/')('footer').text();
  expect(footer).toContain(line);
  for (const feed of ['blog/rss.xml', 'blog/atom.xml'])
    expect(readFileSync(join(BUILD_DIR, feed), 'utf8'), feed).toContain(line);
});
