/**
 * Lazy page chunks and chunk failures (contract sections 2, 4 and 8).
 * - A page's own chunks load only when that page is needed; on a first load,
 *   they (and gtag.js) are requested after the bundles have run, not while
 *   they start the app.
 * - A chunk that fails while navigating makes the site reload the page
 *   (core's PendingNavigation: `preload(...).catch(() => window.location.reload())`).
 * - core's `Loading` error box with "Retry" cannot show for a route chunk in
 *   this site: route chunks are always loaded before rendering (initial load:
 *   core's client entry renders only after `preload` resolves; navigation: the reload
 *   above). It shows for a lazily loaded component whose chunk fails, which
 *   the instrumented build's /tests/lazy-retry page has.
 * - Islands (src/config/islands.ts: reference tables, example code, intro
 *   facts...) and the table data they show (`@facts/<framework>-reference`) are not
 *   part of a page's first load; the API tables keep their server HTML, so a
 *   fully loaded API page never fetches them. A page hydrates with only the scripts
 *   that the byte budget counts (scripts/page-weight.cjs) and
 *   keeps all its content; a click or the keyboard focus inside an island before its
 *   code is in ends up on the same element of the live island; an island whose chunk
 *   fails after a client-side navigation reloads the page, like a failed route chunk.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect, type Page, type Route} from '@playwright/test';
import {createPageWeigher} from '../../scripts/page-weight.cjs';
import {pageOwnChunks} from '../support/chunks';
import {interceptAnalyticsHosts, waitForHydration} from '../support/journey';
import {TEST_ROUTES} from '../support/servers';
import {BUILD_DIR} from '../support/site';
import {readFacts} from '../support/facts';

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

  test('links in view prefetch their pages in idle time, and scrolling one into view prefetches it', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Spec section 2: page assets are prefetched, also with src/plugins/speed-layer/idlePrefetch.ts, which
    // queues core's prefetch (window.docusaurus.prefetch, called by core's Link) into idle callbacks.
    const chunks = await pageOwnChunks(browser, baseURL!, TARGET, SIBLING);
    await page.goto(FROM);
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    const prefetched = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')).map(
          (link) => new URL(link.href).pathname,
        ),
      );
    // The sidebar and navbar links in view are prefetched once the page is idle.
    await expect.poll(async () => (await prefetched()).length, {timeout: 10_000}).toBeGreaterThan(0);
    expect(await prefetched(), `${TARGET} is below the fold`).not.toEqual(expect.arrayContaining(chunks));
    await targetLink(page).scrollIntoViewIfNeeded();
    await expect
      .poll(prefetched, {
        timeout: 10_000,
        message: `scrolling the ${TARGET} link into view prefetches its chunks`,
      })
      .toEqual(expect.arrayContaining(chunks));
    expect(
      await page.evaluate(() => Object.isFrozen(window.docusaurus)),
      'window.docusaurus stays frozen',
    ).toBe(true);
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

/** URL paths of the scripts a page loads first, as the byte budget counts them. */
function firstLoadScripts(path: string): Set<string> {
  return new Set(
    createPageWeigher()
      .weightOf(path)
      .js.files.map((file) => `/${file}`),
  );
}

/**
 * Whether a script holds a framework's table data (its API members, which only
 * `@facts/<framework>-reference` carries): the first member's description, as
 * it is written in a JS string.
 */
function tableData(framework: 'angular' | 'react' | 'vue'): (scriptText: string) => boolean {
  const pkg = readFacts().packages[framework];
  const description: string = (pkg.inputs ?? pkg.props)[0].description;
  const marker = JSON.stringify(description).slice(1, -1);
  return (text) => text.includes(marker);
}

/** The text of a script of the build, by its URL path. */
function builtScript(script: string): string {
  return readFileSync(join(BUILD_DIR, script), 'utf8');
}

/**
 * Records every script of the build the page requests (each once); the returned function gives
 * their paths and texts. The text is the built file's (the server sends it as it is): reading
 * response bodies back from the browser failed now and then under load, and a lost body hid what
 * the page fetched.
 */
function scriptsRequested(page: Page): () => Promise<{script: string; text: string}[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const script = new URL(request.url()).pathname;
    if (script.startsWith('/assets/js/') && script.endsWith('.js')) scripts.push(script);
  });
  return async () => [...new Set(scripts)].map((script) => ({script, text: builtScript(script)}));
}

/** Aborts every script request whose path is not allowed; returns the paths it aborted. */
async function abortScripts(page: Page, isAllowed: (path: string) => boolean): Promise<string[]> {
  const aborted: string[] = [];
  await page.route('**/assets/js/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (isAllowed(path)) return route.continue();
    aborted.push(path);
    return route.abort('failed');
  });
  return aborted;
}

/**
 * Opens `path` with the chunks its islands ask for after hydration held back; the
 * returned function lets them through.
 */
async function openWithIslandChunksHeld(page: Page, path: string): Promise<() => Promise<void>> {
  const allowed = firstLoadScripts(path);
  let holding = true;
  const held: Route[] = [];
  await page.route('**/assets/js/**', async (route) => {
    if (!holding || allowed.has(new URL(route.request().url()).pathname)) return route.continue();
    held.push(route);
  });
  await page.goto(path);
  await waitForHydration(page);
  await expect.poll(() => held.length, 'the islands asked for their chunks').toBeGreaterThan(0);
  return async () => {
    holding = false;
    for (const route of held.splice(0)) await route.continue();
  };
}

/** A script or link a page added, and the script that was running when it did (`''`: none, or inline). */
interface AddedScript {
  src: string;
  addedBy: string;
}

test('the bundles that start the app request nothing while they run; the page chunks and gtag.js follow @instrumented', async ({
  page,
}) => {
  // Patch point "first route preload after the app starts" (src/plugins/speed-layer/firstPreload.ts)
  // and the analytics client module (src/plugins/analytics/pageViews.ts): a request from the task
  // that runs the main bundle makes that task longer (Lighthouse's Total Blocking Time).
  await interceptAnalyticsHosts(page, {gtagScript: '/* intercepted */', others: 'abort'});
  await page.addInitScript(() => {
    const added: AddedScript[] = [];
    (window as unknown as {addedScripts: typeof added}).addedScripts = added;
    const appendChild = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      // A script or a link (stylesheet, prefetch) is a request as soon as it is in the document.
      const src =
        node instanceof HTMLScriptElement ? node.src : node instanceof HTMLLinkElement ? node.href : '';
      if (src) {
        const running = document.currentScript;
        added.push({src, addedBy: running instanceof HTMLScriptElement ? running.src : ''});
      }
      return appendChild.call(this, node) as T;
    };
  });
  await page.goto('/docs/react/api/props');
  await waitForHydration(page);
  const addedScripts = () =>
    page.evaluate(() => (window as unknown as {addedScripts: AddedScript[]}).addedScripts);
  await expect
    .poll(async () => (await addedScripts()).map(({src}) => src))
    .toContainEqual(expect.stringContaining('https://www.googletagmanager.com/gtag/js?id='));
  const added = await addedScripts();
  const bundles = added.filter(({src}) => new URL(src).pathname.startsWith('/assets/js/'));
  expect(bundles.length, "the loader's bundles and the page's route chunks").toBeGreaterThan(3);
  expect(
    added.filter(({addedBy}) => addedBy !== ''),
    'requested while a bundle ran: the route preload patch (src/plugins/speed-layer/firstPreload.ts) or the deferred gtag.js request stopped working',
  ).toEqual([]);
});

test.describe('islands', () => {
  for (const path of [
    '/docs/react/api/props',
    '/docs/angular/api/using_module',
    '/docs/vue/introduction/package_info',
    '/blog',
  ]) {
    test(`${path} hydrates with its first-load scripts only and keeps all its content`, async ({
      page,
      browser,
      baseURL,
    }) => {
      // What the server HTML shows, read with JavaScript off.
      const noScript = await browser.newContext({baseURL, javaScriptEnabled: false});
      const staticPage = await noScript.newPage();
      await staticPage.goto(path);
      const serverText = await staticPage.locator('main').innerText();
      await noScript.close();

      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const allowed = firstLoadScripts(path);
      const aborted = await abortScripts(page, (script) => allowed.has(script));
      await page.goto(path);
      await waitForHydration(page);
      // The islands ask for their chunks once hydrated. On a busy machine the network can go quiet
      // for 500 ms before hydration ends, and `networkidle`, reached once, no longer waits for them.
      await expect
        .poll(() => aborted.length, {message: 'the islands asked for their chunks after hydration'})
        .toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main')).toHaveText(serverText.trim(), {useInnerText: true});
      expect(pageErrors).toEqual([]);
    });
  }

  test("an API page's tables keep their server HTML: no table data on a full load, once after a link", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const path = '/docs/angular/api/input_props';
    const isTableData = tableData('angular');
    const firstLoad = [...firstLoadScripts(path)].filter((script) => isTableData(builtScript(script)));
    expect(firstLoad, 'scripts of the first load that hold the Angular inputs').toEqual([]);
    const requested = scriptsRequested(page);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(
      (await requested()).filter(({text}) => isTableData(text)),
      'table data requested by a server-rendered page',
    ).toEqual([]);
    // The rows' buttons work on the server HTML.
    const row = page.locator('tr#input-dropdown-data');
    await row.getByRole('link', {name: /^Copy link/}).click();
    await expect(row.getByRole('status')).toHaveText('Link copied');

    // Opened by a link inside the site, the page renders its tables, with the data fetched once.
    await page.locator('.pagination-nav__link--prev, .pagination-nav__link--next').first().click();
    await expect(page).not.toHaveURL(new RegExp(`${path}(#.*)?$`));
    // The address changes at once, and the app shows the other page only once its chunks are in:
    // going back before that returns to a page that never left, whose tables keep their server
    // HTML (the CI run of 40689bc went back then, and found no data request). Wait for the other page.
    await expect(page.locator('tr#input-dropdown-data')).toHaveCount(0);
    await page.goBack();
    await expect(page.locator('tr#input-dropdown-data')).toBeVisible();
    // Back in the same document, the network may already count as idle before the tables ask for
    // their data (the CI run of 9e751d5 read the requests then, and found none): wait for the request.
    const tableDataRequests = async () => (await requested()).filter(({text}) => isTableData(text));
    await expect
      .poll(async () => (await tableDataRequests()).length, {
        message: 'table data requested after coming back in the app',
      })
      .toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(await tableDataRequests(), 'table data requested once after coming back').toHaveLength(1);
  });

  test('a page whose islands show no table data never requests it', async ({page}) => {
    const path = '/docs/angular/introduction/intro';
    const firstLoad = firstLoadScripts(path);
    const requested = scriptsRequested(page);
    await page.goto(path);
    await waitForHydration(page);
    const laterScripts = async () => (await requested()).filter(({script}) => !firstLoad.has(script));
    // As in the islands' tests above: wait for the islands' requests, then for the network to settle.
    await expect
      .poll(async () => (await laterScripts()).length, {message: "the page's islands asked for their chunks"})
      .toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const later = await laterScripts();
    for (const framework of ['angular', 'react', 'vue'] as const) {
      expect(
        later.filter(({text}) => tableData(framework)(text)).map(({script}) => script),
        `scripts holding the ${framework} API members`,
      ).toEqual([]);
    }
  });

  test('a click inside an island before its code is in is replayed once it is', async ({page}) => {
    const release = await openWithIslandChunksHeld(page, '/docs/react/api/props');

    // A link in the "Known limitations" box (an island) to a row of the same page.
    const link = page.locator('.theme-admonition-warning a[href$="#prop-search-fn"]').first();
    await link.click();
    expect(page.url(), 'the click waits for the live box').not.toMatch(/#prop-search-fn$/);

    await release();
    await expect(page).toHaveURL(/#prop-search-fn$/);
    await expect(page.locator('tr#prop-search-fn')).toBeInViewport();
  });

  test('a keyboard reader on a link inside an island before its code is in stays on it', async ({page}) => {
    const release = await openWithIslandChunksHeld(page, '/docs/react/api/props');

    // The same link in the "Known limitations" box, before and after the box goes live.
    const link = page.locator('.theme-admonition-warning a[href$="#prop-search-fn"]').first();
    await link.focus();
    const before = await link.elementHandle();
    await release();
    await expect
      .poll(() => before?.evaluate((element) => element.isConnected), 'the server HTML of the box gave way')
      .toBe(false);
    await expect(link, 'focus is on the same link of the live box').toBeFocused();
  });

  test('an island chunk that fails after a client-side navigation makes the site reload the page', async ({
    page,
  }) => {
    const TABLE_PAGE = '/docs/react/api/props';
    await page.goto('/docs/react/introduction/intro');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as unknown as {__beforeReload: boolean}).__beforeReload = true));

    // The table page's route chunks load; its table island's chunk fails.
    let blocking = true;
    const allowed = firstLoadScripts(TABLE_PAGE);
    await abortScripts(page, (script) => !blocking || allowed.has(script));
    const reload = page.waitForRequest(
      (request) => request.isNavigationRequest() && new URL(request.url()).pathname === TABLE_PAGE,
    );
    await page.locator(`article a[href="${TABLE_PAGE}"]`).first().click();
    await reload;
    blocking = false;

    await waitForHydration(page);
    await expect(page.locator('tr#prop-dropdown-data')).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as {__beforeReload?: boolean}).__beforeReload),
      'the window was replaced by a full page load',
    ).toBeUndefined();
  });
});
