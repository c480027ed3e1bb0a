/**
 * Lazy page chunks and chunk failures (spec sections 2, 4 and 8).
 * - A page's own chunks load only when that page is needed.
 * - A chunk that fails while navigating makes the site reload the page
 *   (core's PendingNavigation: `preload(...).catch(() => window.location.reload())`).
 * - core's `Loading` error box with "Retry" cannot show for a route chunk in
 *   this site: route chunks are always loaded before rendering (initial load:
 *   clientEntry renders only after `preload` resolves; navigation: the reload
 *   above). It shows for a lazily loaded component whose chunk fails, which
 *   the instrumented build's /tests/lazy-retry page has.
 */
import {test, expect, type Page} from '@playwright/test';
import {pageOwnChunks} from '../support/chunks';
import {TEST_ROUTES} from '../support/servers';

// The footer's Privacy Policy link is on every page at every width, below the fold of the home page.
const TARGET = '/privacy';
const SIBLING = '/terms';
const FROM = '/';
const targetLink = (page: Page) => page.locator('footer').getByRole('link', {name: 'Privacy Policy'});

test.describe('route chunks', () => {
  test.skip(
    ({isMobile, viewport}) => isMobile || (viewport?.width ?? 0) <= 996,
    'uses the desktop docs sidebar',
  );

  test("a page's chunks load only when it is needed", async ({page, browser, baseURL}) => {
    const chunks = await pageOwnChunks(browser, baseURL!, TARGET, SIBLING);
    const requested: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (chunks.includes(path)) requested.push(path);
    });
    await page.goto(FROM);
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    await expect(targetLink(page), 'the link starts below the fold').not.toBeInViewport();
    await page.waitForLoadState('networkidle');
    expect(requested, `the home page fetches nothing of ${TARGET}`).toEqual([]);

    await targetLink(page).click();
    await expect(page).toHaveURL(new RegExp(`${TARGET}$`));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect([...new Set(requested)].sort()).toEqual([...chunks].sort());
  });

  test('a chunk that fails during navigation makes the site reload the page', async ({
    page,
    browser,
    baseURL,
  }) => {
    const chunks = await pageOwnChunks(browser, baseURL!, TARGET, SIBLING);
    let failing = true;
    const aborted: string[] = [];
    await page.route(
      (url) => chunks.includes(url.pathname),
      async (route) => {
        if (!failing) return route.continue();
        aborted.push(new URL(route.request().url()).pathname);
        return route.abort('failed');
      },
    );
    await page.goto(FROM);
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    await page.evaluate(() => ((window as unknown as {__beforeReload: boolean}).__beforeReload = true));

    const reload = page.waitForRequest(
      (request) => request.isNavigationRequest() && new URL(request.url()).pathname === TARGET,
    );
    await targetLink(page).click();
    const reloadRequest = await reload;
    failing = false; // The reloaded page may load normally.
    expect(aborted.length, 'a chunk of the target failed').toBeGreaterThan(0);
    expect(reloadRequest.url()).toMatch(new RegExp(`${TARGET}$`));

    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as {__beforeReload?: boolean}).__beforeReload),
      'the window was replaced by a full page load',
    ).toBeUndefined();
  });
});

test('the chunk-load error box offers "Retry", which loads the chunk again @instrumented', async ({page}) => {
  let failing = true;
  await page.route('**/assets/js/e2e-lazy-part.*.js', (route) =>
    failing ? route.abort('failed') : route.continue(),
  );
  await page.goto(TEST_ROUTES.lazyRetry);
  const retry = page.getByRole('button', {name: 'Retry'});
  await expect(retry).toBeVisible();
  await expect(page.getByTestId('lazy-part')).toHaveCount(0);

  failing = false;
  await retry.click();
  await expect(page.getByTestId('lazy-part')).toBeVisible();
  await expect(retry).toHaveCount(0);
});
