/**
 * Local search (issue 5): @easyops-cn/docusaurus-search-local, loaded lazily
 * through src/theme/SearchBar. Runs against the production build (the index
 * exists only there).
 */
import {test, expect, type Page, type Request} from '@playwright/test';
import {frameworks} from '../../src/data/frameworks';
import {FRAMEWORK_STORAGE_KEY} from '../../src/data/frameworkChoice';
import {collectErrors} from '../support/errors';

/** The navbar search input: the stand-in first, the plugin's bar once loaded. */
const searchInput = (page: Page) => page.locator('input.navbar__search-input');
const suggestions = (page: Page) => page.getByRole('listbox').getByRole('option');

const isSearchIndex = (url: string) => /\/search-index[^/]*\.json$/.test(new URL(url).pathname);

/** Clicks the search box and waits until the real bar has taken it over. */
async function startSearch(page: Page) {
  await searchInput(page).click();
  await expect(page.locator('input.navbar__search-input:not([data-search-placeholder])')).toBeFocused();
}

async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await page.waitForLoadState('networkidle');
}

test('nothing of the search is loaded until the reader starts a search', async ({page}) => {
  const errors = collectErrors(page);
  const requests: Request[] = [];
  const workers: string[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('worker', (worker) => workers.push(worker.url()));
  await openHydrated(page, '/docs/react/introduction/intro');

  const onLoad = requests.map((r) => r.url());
  expect(onLoad.filter(isSearchIndex), 'search index requested on page load').toEqual([]);
  expect(workers, 'search worker started on page load').toEqual([]);
  expect(await searchInput(page).count()).toBe(1);

  await startSearch(page);
  await searchInput(page).pressSequentially('introduction', {delay: 30});
  await expect(suggestions(page).first()).toBeVisible();

  const afterSearch = requests.map((r) => r.url()).slice(onLoad.length);
  expect(afterSearch.filter(isSearchIndex).length, 'index fetched for the search').toBeGreaterThan(0);
  expect(workers.length, 'search worker started for the search').toBeGreaterThan(0);
  const newScripts = afterSearch.filter((url) => /\.js$/.test(new URL(url).pathname));
  expect(newScripts.length, 'the search code is fetched when the search starts').toBeGreaterThan(0);
  for (const url of newScripts) expect(onLoad, `${url} was already loaded with the page`).not.toContain(url);
  expect(errors).toEqual([]);
});

test('Ctrl+K focuses the search box', async ({page}) => {
  await openHydrated(page, '/');
  await page.keyboard.press('Control+k');
  await expect(page.locator('input.navbar__search-input:not([data-search-placeholder])')).toBeFocused();
  await page.keyboard.type('install', {delay: 30});
  await expect(suggestions(page).first()).toBeVisible();
});

test('a keyboard reader who tabs past the box keeps their place when the index arrives', async ({page}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => isSearchIndex(url.href),
    async (route) => {
      await held; // a slow network: the index arrives after the reader has moved on
      await route.continue();
    },
  );
  await openHydrated(page, '/docs/react/introduction/intro');
  const realInput = page.locator('input.navbar__search-input:not([data-search-placeholder])');
  await searchInput(page).focus();
  await expect(realInput).toBeFocused();
  await page.keyboard.press('Tab');
  const reader = page.locator(':focus');
  await expect(reader).toHaveCount(1);
  const place = await reader.evaluate((element) => element.outerHTML);
  expect(place).not.toContain('navbar__search-input');
  // The bar turns its input into a combobox once the index is in, and focused it again then.
  await expect(realInput).not.toHaveAttribute('role', 'combobox');
  release();
  await expect(realInput).toHaveAttribute('role', 'combobox', {timeout: 15_000});
  expect(
    await page.locator(':focus').evaluate((element) => element.outerHTML),
    'where the reader is once the index has arrived',
  ).toBe(place);
  // The bar's own shortcut still takes the reader to the box.
  await page.keyboard.press('Control+k');
  await expect(realInput).toBeFocused();
});

test('a result opens its page with the matches highlighted', async ({page}) => {
  await openHydrated(page, '/docs/vue/introduction/intro');
  await startSearch(page);
  await searchInput(page).pressSequentially('introduction', {delay: 30});
  const first = suggestions(page).first();
  await expect(first).toBeVisible();
  await expect(first.locator('mark').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/vue\/.*_highlight=introduction/);
  await expect(page.locator('article mark').first()).toBeVisible();
});

/**
 * API terms from the library facts. They are in the API pages after the
 * content rewrite; before it, the stub API pages only have their titles
 * ("Accessibility (ARIA)"...), see API_TITLE_TERM.
 */
const API_TERMS: {term: string; frameworks: readonly string[]}[] = [
  {term: 'objectProperty', frameworks: ['angular', 'react', 'vue']},
  {term: 'View More', frameworks: ['angular', 'react', 'vue']},
  {term: 'scrollThreshold', frameworks: ['angular', 'react', 'vue']},
  {term: 'emitSelectedValue', frameworks: ['angular']},
];
const API_TITLE_TERM = {term: 'aria', frameworks: ['angular', 'react', 'vue']};

/** Result links of the search page for a query, narrowed to one framework's docs. */
async function searchPageResults(page: Page, term: string, framework: string): Promise<string[]> {
  const query = new URLSearchParams({q: term, ctx: `docs/${framework}`});
  await page.goto(`/search?${query}`);
  const results = page.locator('#__docusaurus_skipToContent_fallback article a[href^="/"]');
  await expect(results.first()).toBeVisible({timeout: 15_000});
  return results.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

for (const framework of frameworks) {
  test(`API terms narrowed to ${framework.id} find only ${framework.id} API pages`, async ({page}) => {
    const terms = [API_TITLE_TERM, ...API_TERMS].filter((entry) => entry.frameworks.includes(framework.id));
    for (const {term} of terms) {
      const paths = await searchPageResults(page, term, framework.id);
      expect(
        paths.some((p) => p.startsWith(`/docs/${framework.id}/api/`)),
        `"${term}" finds an API page`,
      ).toBe(true);
      // Narrowed to one framework: nothing from the other frameworks' docs.
      expect(
        paths.filter((p) => p.startsWith('/docs/') && !p.startsWith(`/docs/${framework.id}/`)),
        `"${term}" finds nothing of the other frameworks`,
      ).toEqual([]);
    }
  });
}

test('on a framework page the bar searches that framework only', async ({page}) => {
  await openHydrated(page, '/docs/angular/introduction/intro');
  await startSearch(page);
  await searchInput(page).pressSequentially('aria', {delay: 30});
  await expect(suggestions(page).first()).toBeVisible();
  await expect(page.getByRole('link', {name: /See all results within "Angular docs"/})).toBeVisible();
});

/** Which framework's docs each suggestion is from, read from its path line ("Vue docs › API"). */
async function docsOfSuggestions(page: Page): Promise<string[]> {
  const texts = await suggestions(page).allInnerTexts();
  return [...new Set(texts.flatMap((text) => /\b(?:Angular|React|Vue) docs\b/.exec(text) ?? []))].sort();
}

/** Types a term that is in all three frameworks' API pages; waits for its suggestions. */
async function searchAllFrameworksTerm(page: Page) {
  await startSearch(page);
  await searchInput(page).pressSequentially('scrollThreshold', {delay: 30});
  await expect(suggestions(page).first().locator('mark').first()).toHaveText(/^scrollThreshold$/i);
}

test('outside the docs the bar searches the framework the reader chose', async ({page}) => {
  const errors = collectErrors(page);
  // No choice: the bar searches everything, as it always did.
  await openHydrated(page, '/');
  await searchAllFrameworksTerm(page);
  await expect(page.getByRole('link', {name: 'See all results', exact: true})).toBeVisible();
  expect((await docsOfSuggestions(page)).length, 'results from several frameworks').toBeGreaterThan(1);

  // Vue chosen (stored as the switcher stores it): only Vue docs, on the home page and the blog.
  await page.evaluate((key) => window.localStorage.setItem(key, 'vue'), FRAMEWORK_STORAGE_KEY);
  for (const path of ['/', '/blog']) {
    await openHydrated(page, path);
    await searchAllFrameworksTerm(page);
    await expect(page.getByRole('link', {name: 'See all results within "Vue docs"'})).toBeVisible();
    expect(await docsOfSuggestions(page), `results on ${path}`).toEqual(['Vue docs']);
  }
  // The first result opens its Vue page.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/vue\/[^?]+\?_highlight=scrollthreshold/i);

  // On a framework's docs the address's framework wins over the choice.
  await openHydrated(page, '/docs/react/introduction/intro');
  await searchAllFrameworksTerm(page);
  await expect(page.getByRole('link', {name: 'See all results within "React docs"'})).toBeVisible();
  expect(await docsOfSuggestions(page)).toEqual(['React docs']);

  // Clearing the box on a page opened from a result stays on that page.
  await openHydrated(page, '/blog?_highlight=vue');
  await expect(searchInput(page)).toHaveValue('vue');
  await page.getByRole('button', {name: '✕'}).click();
  await expect(page).toHaveURL(/:\d+\/blog$/); // the blog itself, with no query
  await expect(searchInput(page)).toHaveValue('');
  expect(errors).toEqual([]);
});
