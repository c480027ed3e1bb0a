/**
 * Route-change progress bar (nprogress, #nprogress): spec section 2 says it
 * appears 200 ms after a route change starts, and section 9 gives its minimum
 * (0.08). A MutationObserver installed before the site loads records when the
 * bar appears, its first position and when it goes; a capturing click
 * listener records the click, all on the page's own clock.
 */
import {test, expect, type Page} from '@playwright/test';
import {pageOwnChunks} from '../support/chunks';

interface Timeline {
  clickAt: number | null;
  appearedAt: number | null;
  firstTransform: string | null;
  removedAt: number | null;
}

declare global {
  interface Window {
    __progress: Timeline;
  }
}

async function watchProgressBar(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const timeline: Timeline = {clickAt: null, appearedAt: null, firstTransform: null, removedAt: null};
    window.__progress = timeline;
    document.addEventListener('click', () => (timeline.clickAt = performance.now()), {capture: true});
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLElement>('#nprogress');
      if (bar && timeline.appearedAt === null) {
        timeline.appearedAt = performance.now();
        timeline.firstTransform = bar.querySelector<HTMLElement>('.bar')?.style.transform ?? null;
      }
      if (!bar && timeline.appearedAt !== null && timeline.removedAt === null) {
        timeline.removedAt = performance.now();
      }
    }).observe(document, {childList: true, subtree: true});
  });
}

const timeline = (page: Page) => page.evaluate(() => window.__progress);

// The footer exists at every width; Privacy Policy is a route of its own.
const privacyLink = (page: Page) => page.locator('footer').getByRole('link', {name: 'Privacy Policy'});

test('the bar appears after the 200 ms delay at the 0.08 minimum and goes when the page renders', async ({
  page,
  browser,
  baseURL,
}) => {
  const chunks = await pageOwnChunks(browser, baseURL!, '/privacy', '/terms');
  await watchProgressBar(page);
  // Hold the privacy page's own chunks for 1.5 s, so the route change takes that long.
  await page.route(
    (url) => chunks.includes(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    },
  );
  await page.goto('/');
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();

  const homeHeading = await page.getByRole('heading', {level: 1}).innerText();
  await privacyLink(page).click();
  await expect(page.locator('#nprogress')).toBeAttached({timeout: 2_000});
  // Both times are on the page's clock, so a busy test runner cannot skew them.
  const shown = await timeline(page);
  expect(shown.clickAt, 'the click was recorded').not.toBeNull();
  const delay = shown.appearedAt! - shown.clickAt!;
  expect(delay, 'no bar 100 ms after the click: it waits for the 200 ms delay').toBeGreaterThanOrEqual(190);
  expect(delay, 'the bar is there by 500 ms').toBeLessThanOrEqual(500);
  // nprogress places the bar at translate3d((n - 1) * 100%): n = 0.08 is -92%.
  expect(shown.firstTransform).toBe('translate3d(-92%, 0px, 0px)');

  await expect(page).toHaveURL(/\/privacy$/);
  // The URL changes at once; the old page stays until the new one is loaded.
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText(homeHeading, {timeout: 5_000});
  await expect(page.locator('#nprogress'), 'the bar is gone once the new page shows').toHaveCount(0, {
    timeout: 2_000,
  });
  const done = await timeline(page);
  expect(done.removedAt).toBeGreaterThan(done.appearedAt!);
});

test('a fast route change shows no progress bar at all', async ({page, browser, baseURL}) => {
  const chunks = await pageOwnChunks(browser, baseURL!, '/privacy', '/terms');
  await watchProgressBar(page);
  await page.goto('/');
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  // Bring the footer into view: its links prefetch their chunks, so the change is fast.
  await privacyLink(page).scrollIntoViewIfNeeded();
  for (const chunk of chunks) {
    await expect(page.locator(`link[rel="prefetch"][href="${chunk}"]`)).toBeAttached();
  }
  await page.waitForLoadState('networkidle');

  const homeHeading = await page.getByRole('heading', {level: 1}).innerText();
  await privacyLink(page).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText(homeHeading);
  await page.waitForTimeout(500);
  const seen = await timeline(page);
  expect(seen.clickAt).not.toBeNull();
  expect(seen.appearedAt, 'the progress bar never appeared').toBeNull();
});
