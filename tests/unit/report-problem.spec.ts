/**
 * Every docs page ends with a plain "Report a problem" link (issue 27): a new
 * GitHub issue in the package repository of the page's framework, prefilled
 * with the page title, its URL, the framework and the documented version. A
 * page shared by the three frameworks links to each package. Read from the
 * built HTML: the link is there before any script runs.
 */
import {test, expect} from '@playwright/test';
import {frameworks} from '../../src/data/frameworks';
import {loadBuiltPage, sitemapPaths} from '../support/site';
import {readFacts} from '../support/facts';
import {DEFAULT_SITE_URL} from '../../src/config/siteAddress';

const facts = readFacts();
const docsPaths = sitemapPaths().filter((path) => path.startsWith('/docs'));

test('every docs page has a prefilled Report a problem link to its package', () => {
  expect(docsPaths.length).toBeGreaterThan(30);
  const problems: string[] = [];
  for (const path of docsPaths) {
    const $ = loadBuiltPage(path);
    const links = $('.report-problem a[href]');
    const framework = /^\/docs\/(angular|react|vue)(\/|$)/.exec(path)?.[1];
    const expected = framework ? [framework] : frameworks.map((f) => f.id);
    if (links.length !== expected.length) {
      problems.push(`${path}: ${links.length} Report a problem links, expected ${expected.length}`);
      continue;
    }
    const title = $('h1').first().text().trim();
    links.each((index, element) => {
      const id = expected[index]!;
      const pkg = facts.packages[id];
      const url = new URL($(element).attr('href')!);
      const label = frameworks.find((f) => f.id === id)!.label;
      if (`${url.origin}${url.pathname}` !== `${pkg.repository}/issues/new`)
        problems.push(`${path}: link ${index + 1} goes to ${url.origin}${url.pathname}`);
      const issueTitle = url.searchParams.get('title') ?? '';
      const body = url.searchParams.get('body') ?? '';
      if (!issueTitle.includes(title)) problems.push(`${path}: issue title "${issueTitle}" lacks "${title}"`);
      // build/ is made with the default address (SITE_URL and BASE_URL unset).
      if (!body.includes(`${DEFAULT_SITE_URL}${path}`))
        problems.push(`${path}: issue body lacks the page URL`);
      if (!body.includes(`Framework: ${label}`)) problems.push(`${path}: issue body lacks the framework`);
      if (!body.includes(`${pkg.npmName} ${pkg.latestVersion}`))
        problems.push(`${path}: issue body lacks ${pkg.npmName} ${pkg.latestVersion}`);
    });
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
