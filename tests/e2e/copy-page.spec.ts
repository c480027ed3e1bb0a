/**
 * Journey: a reader hands a docs page to an assistant (issue 19). "Copy page"
 * puts the page's Markdown twin on the clipboard, from the keyboard, and
 * fetches it only when used; "View as Markdown" links to the twin. Every docs
 * page's twin and the llms files are served as text, not as an HTML page.
 */
import {test, expect, type Page} from '@playwright/test';
import {axeViolations, useColorMode} from '../support/axe';
import {collectErrors} from '../support/errors';
import {gotoHydrated} from '../support/journey';
import {BUILD_DIR, sitemapPaths} from '../support/site';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {MCP_TARBALL_PATH} from '../../src/data/assistants';

const PAGE = '/docs/react/api/props';
const TWIN = `${PAGE}.md`;

function copyButton(page: Page) {
  return page.getByRole('button', {name: 'Copy page'});
}

test('Copy page copies the Markdown twin from the keyboard, fetching it only when used', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = collectErrors(page);
  const twinRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('.md')) twinRequests.push(r.url());
  });
  await gotoHydrated(page, PAGE);
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', TWIN);
  expect(twinRequests, 'the twin is fetched before the reader asks for it').toEqual([]);

  // Keyboard: from the breadcrumbs' home link, Tab reaches the button, Enter copies.
  await page.getByRole('link', {name: 'Home page'}).focus();
  await page.keyboard.press('Tab');
  await expect(copyButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();

  const twin = await (await request.get(TWIN)).text();
  expect(twin).toContain('| `dropdownData`');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
  expect(twinRequests).toHaveLength(1);

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeFocused();
  expect(errors).toEqual([]);
});

test('Copy page passes axe in dark and light mode, before and after copying', async ({page, context}) => {
  // Two page loads and four whole-page axe runs: 34 s on a slow machine, over the default 30 s.
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  for (const mode of ['dark', 'light'] as const) {
    await useColorMode(page, mode);
    await gotoHydrated(page, '/docs/vue/installation/install');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    expect(await axeViolations(page), `axe in ${mode} mode`).toEqual([]);
    await copyButton(page).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
    expect(await axeViolations(page), `axe in ${mode} mode after copying`).toEqual([]);
  }
});

test('every docs page has a Markdown twin served as text, and so are the llms files', async ({request}) => {
  const docs = sitemapPaths().filter((path) => path.startsWith('/docs/'));
  const files = [
    ...docs.map((path) => `${path}.md`),
    '/llms.txt',
    '/llms-full.txt',
    '/llms-angular.txt',
    '/llms-react.txt',
    '/llms-vue.txt',
  ];
  const problems: string[] = [];
  for (const file of files) {
    const response = await request.get(file);
    const type = response.headers()['content-type'] ?? '';
    const body = await response.text();
    if (response.status() !== 200) problems.push(`${file}: HTTP ${response.status()}`);
    else if (/html/.test(type) || /^\s*<!doctype html/i.test(body))
      problems.push(`${file}: served as HTML (${type})`);
    else if (!body.startsWith('# ')) problems.push(`${file}: does not start with a Markdown title`);
  }
  expect(problems).toEqual([]);
});

test('Open in ChatGPT and Open in Claude open a new tab with a prompt pointing at the twin; nothing of those sites loads before', async ({
  page,
  context,
}) => {
  const assistantRequests: string[] = [];
  // Doubles of the two sites: a click is answered here, never sent.
  await context.route(/^https:\/\/(chatgpt\.com|claude\.ai)\//, (route) => {
    assistantRequests.push(route.request().url());
    return route.fulfill({status: 200, contentType: 'text/html', body: '<title>assistant</title>'});
  });
  await gotoHydrated(page, PAGE);
  expect(assistantRequests, 'requests to the assistants before any click').toEqual([]);
  // The site's address as the build wrote it (the sitemap's first entry).
  const siteUrl = /<loc>([^<]+)<\/loc>/.exec(readFileSync(join(BUILD_DIR, 'sitemap.xml'), 'utf8'))![1]!;
  const twinUrl = new URL(TWIN, siteUrl).href;
  for (const [name, host] of [
    ['ChatGPT', 'https://chatgpt.com/'],
    ['Claude', 'https://claude.ai/new'],
  ] as const) {
    const link = page.getByRole('link', {name: `Open in ${name} (opens in a new tab)`});
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    const opened = new URL(tab.url());
    expect(`${opened.origin}${opened.pathname}`).toBe(host);
    expect(opened.searchParams.get('q')).toContain(twinUrl);
    await tab.close();
  }
});

test('/.well-known/llms.txt serves the same file as /llms.txt', async ({request}) => {
  const index = await request.get('/llms.txt');
  const wellKnown = await request.get('/.well-known/llms.txt');
  expect(wellKnown.status()).toBe(200);
  expect(wellKnown.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await wellKnown.text()).toBe(await index.text());
});

test('the "Use with AI assistants" page gives each client a configuration that starts the server', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/vue/introduction/ai_assistants');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Use with AI assistants');
  for (const client of ['Claude Code', 'Claude Desktop', 'VS Code (GitHub Copilot)', 'Cursor'])
    await expect(page.getByText(new RegExp(`^${client.replace(/[()]/g, '\\$&')}:`))).toBeVisible();
  // One line: npx with the package the site serves (tests/mcp/server.spec.ts runs each of them).
  await expect(page.locator('pre').filter({hasText: 'npx'}).filter({hasText: MCP_TARBALL_PATH})).toHaveCount(
    4,
  );
  await expect(page.locator('pre').filter({hasText: 'npm run build'})).toHaveCount(0);
  for (const tool of [
    'search_docs',
    'get_member',
    'translate',
    'generate_code',
    'changes_between',
    'check_usage',
  ])
    await expect(page.locator('dt code', {hasText: tool})).toBeVisible();
});
