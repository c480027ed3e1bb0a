/**
 * Route-change progress bar (nprogress, #nprogress): contract section 2 says it
 * appears 200 ms after a route change starts, and section 9 gives its minimum
 * (0.08). A MutationObserver installed before the site loads records when the
 * bar appears, its first position and when it goes; a capturing click
 * listener records the click, all on the page's own clock. That clock is
 * Playwright's fake one, stopped before the click and moved on by the test,
 * so a slow or busy machine cannot make a route change look slow or fast.
 */
import {test, expect, type Page, type Response} from '@playwright/test';
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

/**
 * Resolves once the page has fetched nprogress (the progress bar loads it when
 * idle): its script is the one whose body holds nprogress's bar template.
 */
function progressBarLoaded(page: Page): Promise<void> {
  return new Promise((resolve) => {
    const onResponse = async (response: Response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.text().catch(() => '');
      if (body.includes('role="bar"')) {
        page.off('response', onResponse);
        resolve();
      }
    };
    page.on('response', onResponse);
  });
}

/**
 * Loads `/` with Playwright's fake clock installed (time flows as usual until
 * paused), waits for hydration and for nprogress, then stops the page's clock.
 * From then on no timer fires until the test moves the clock on, so the
 * 200 ms delay is measured on the page's clock, however slow the machine is.
 */
async function openHomeAndStopTheClock(page: Page): Promise<void> {
  await watchProgressBar(page);
  await page.clock.install();
  const loaded = progressBarLoaded(page);
  await page.goto('/');
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await loaded;
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

test('the bar appears after the 200 ms delay at the 0.08 minimum and goes when the page renders', async ({
  page,
  browser,
  baseURL,
}) => {
  const chunks = await pageOwnChunks(browser, baseURL!, '/privacy', '/terms');
  // The privacy page's own chunks are held until the test releases them.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => chunks.includes(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await openHomeAndStopTheClock(page);

  const homeHeading = await page.getByRole('heading', {level: 1}).innerText();
  await privacyLink(page).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await page.clock.runFor(199);
  await expect(page.locator('#nprogress'), 'no bar 199 ms after the click').toHaveCount(0);
  await page.clock.runFor(1);
  await expect(page.locator('#nprogress'), 'the bar shows at 200 ms').toBeAttached();
  const shown = await timeline(page);
  expect(shown.clickAt, 'the click was recorded').not.toBeNull();
  expect(shown.appearedAt! - shown.clickAt!).toBe(200);
  // nprogress places the bar at translate3d((n - 1) * 100%): n = 0.08 is -92%.
  expect(shown.firstTransform).toBe('translate3d(-92%, 0px, 0px)');

  // The URL changed at once; the old page stays until the new one is loaded.
  await expect(page.getByRole('heading', {level: 1})).toHaveText(homeHeading);
  release();
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText(homeHeading);
  // nprogress runs to 100% and fades out on its own timers (200 ms each).
  await page.clock.runFor(1_000);
  await expect(page.locator('#nprogress'), 'the bar is gone once the new page shows').toHaveCount(0);
  const done = await timeline(page);
  expect(done.removedAt).toBeGreaterThan(done.appearedAt!);
});

test('a route change that ends within the 200 ms delay shows no progress bar at all', async ({page}) => {
  await openHomeAndStopTheClock(page);
  const homeHeading = await page.getByRole('heading', {level: 1}).innerText();
  await privacyLink(page).click();
  // The page's clock stands still, so the whole route change fits in the delay.
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText(homeHeading);
  // A delay timer that the route's end did not cancel would show the bar now.
  // (nprogress is loaded, so such a timer would add the bar before runFor returns.)
  await page.clock.runFor(1_000);
  await expect(page.locator('#nprogress')).toHaveCount(0);
  const seen = await timeline(page);
  expect(seen.clickAt).not.toBeNull();
  expect(seen.appearedAt, 'the progress bar never appeared').toBeNull();
});
