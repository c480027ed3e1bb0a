/**
 * Prefetching (spec section 2): internal links prefetch their page's chunks
 * when they enter the viewport (`<link rel="prefetch">`) and load them when
 * hovered (core's Link: `preload`, which adds the chunk's `<script>`), except
 * on a data-saver or 2g connection. core's client/docusaurus.js checks
 * `navigator.connection.effectiveType.includes('2g')` and
 * `navigator.connection.saveData`; the tests set `navigator.connection`
 * before the site loads.
 */
import {test, expect, type Page} from '@playwright/test';
import {pageOwnChunks} from '../support/chunks';

interface FakeConnection {
  readonly effectiveType: string;
  readonly saveData: boolean;
}

async function emulateConnection(page: Page, connection: FakeConnection): Promise<void> {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({...value, addEventListener() {}, removeEventListener() {}}),
    });
  }, connection);
}

const termsLink = (page: Page) => page.locator('footer').getByRole('link', {name: 'Terms and Conditions'});

/** Chunk paths of /terms that the home page does not otherwise need, and every request made for them. */
async function watchTermsChunks(page: Page, browser: import('@playwright/test').Browser, baseURL: string) {
  const chunks = await pageOwnChunks(browser, baseURL, '/terms', '/privacy');
  const requested: string[] = [];
  const executed: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (!chunks.includes(path)) return;
    // A prefetch only downloads; a load runs the chunk through a <script> (which webpack removes after).
    (request.resourceType() === 'script' ? executed : requested).push(path);
  });
  return {chunks, requested, executed};
}

test('a link prefetches its page when it enters the viewport, and loads it on hover', async ({
  page,
  browser,
  baseURL,
}) => {
  await emulateConnection(page, {effectiveType: '4g', saveData: false});
  const {chunks, requested, executed} = await watchTermsChunks(page, browser, baseURL!);
  await page.goto('/');
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await expect(termsLink(page), 'the footer starts below the fold').not.toBeInViewport();
  await page.waitForLoadState('networkidle');
  expect(requested, 'nothing of /terms is fetched while its link is off screen').toEqual([]);

  await termsLink(page).scrollIntoViewIfNeeded();
  for (const chunk of chunks) {
    await expect(page.locator(`head link[rel="prefetch"][href="${chunk}"]`)).toBeAttached();
  }
  await expect.poll(() => [...new Set(requested)].sort()).toEqual([...chunks].sort());
  expect(executed, 'being visible only prefetches').toEqual([]);

  await termsLink(page).hover();
  await expect
    .poll(() => [...new Set(executed)].sort(), {message: 'hover loads the chunks'})
    .toEqual([...chunks].sort());
});

const slowConnections: readonly (FakeConnection & {name: string})[] = [
  {name: 'data saver', effectiveType: '4g', saveData: true},
  {name: '2g', effectiveType: '2g', saveData: false},
  {name: 'slow-2g', effectiveType: 'slow-2g', saveData: false},
];

for (const connection of slowConnections) {
  test(`nothing is prefetched on a ${connection.name} connection`, async ({page, browser, baseURL}) => {
    await emulateConnection(page, connection);
    const {requested, executed} = await watchTermsChunks(page, browser, baseURL!);
    await page.goto('/');
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    await termsLink(page).scrollIntoViewIfNeeded();
    await termsLink(page).hover();
    await page.waitForTimeout(1_000);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
    expect(requested).toEqual([]);
    expect(executed).toEqual([]);
  });
}

const DOCS_PAGE = '/docs/react/introduction/intro';

/**
 * Waits until the links on screen have had their turn. Their observers report once the page
 * has rendered a frame; the prefetch queue then runs in order, so a prefetch queued after
 * theirs settles after their links are added.
 */
async function prefetchQueueDone(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await window.docusaurus.prefetch('/');
  });
}

test('a docs page prefetches each chunk once, and none that it has already fetched', async ({page}) => {
  await page.goto(DOCS_PAGE);
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await prefetchQueueDone(page);
  const {prefetched, scripts} = await page.evaluate(() => ({
    prefetched: Array.from(document.querySelectorAll('link[rel="prefetch"]'), (link) =>
      link.getAttribute('href')!,
    ),
    // Every script the page ran, including route chunks whose <script> webpack has removed.
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => new URL(entry.name).pathname),
  }));
  // The sidebar's links share the docs layout and sidebar chunks: core added those for each link.
  expect(prefetched.length, 'the sidebar links prefetched their pages').toBeGreaterThan(0);
  expect(prefetched, 'each URL once').toEqual([...new Set(prefetched)]);
  expect(
    prefetched.filter((href) => scripts.includes(href)),
    'no prefetch of a script the page already ran',
  ).toEqual([]);
});

test('prefetch links are added one per task when the browser has little idle time', async ({page}) => {
  await page.addInitScript(() => {
    // A busy phone: every idle callback comes with a deadline that has no time left.
    const native = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) =>
      native((deadline) => callback({didTimeout: deadline.didTimeout, timeRemaining: () => 0}), options);
    // A MutationObserver reports the changes of one task together, at its end.
    const perTask: number[] = [];
    (window as unknown as {prefetchLinksPerTask: number[]}).prefetchLinksPerTask = perTask;
    new MutationObserver((records) => {
      const added = records
        .flatMap((record) => Array.from(record.addedNodes))
        .filter((node) => node instanceof HTMLLinkElement && node.rel === 'prefetch').length;
      if (added > 0) perTask.push(added);
    }).observe(document, {childList: true, subtree: true});
  });
  await page.goto(DOCS_PAGE);
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await prefetchQueueDone(page);
  const perTask = await page.evaluate(
    () => (window as unknown as {prefetchLinksPerTask: number[]}).prefetchLinksPerTask,
  );
  expect(perTask.length, 'several links were added').toBeGreaterThan(1);
  expect(Math.max(...perTask), 'never more than one link in a task').toBe(1);
});
