/**
 * Journey: a reader follows links (contract section 2: on
 * each route change the page scrolls to the top or to the hash target).
 * The viewport is made short so that every page involved can scroll.
 */
import {test, expect, type Locator, type Page} from '@playwright/test';
import {builtH1, gotoHydrated, pathnameOf, scrollY} from '../support/journey';

const SHORT_HEIGHT = 420;

test.beforeEach(async ({page}) => {
  const width = page.viewportSize()!.width;
  await page.setViewportSize({width, height: SHORT_HEIGHT});
});

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
}

/** Top of an element relative to the viewport, in CSS pixels. */
async function topOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top);
}

/** The heading is in view and close to the top, just under the fixed navbar. */
async function expectNearTop(page: Page, heading: Locator) {
  await expect(heading).toBeInViewport();
  await expect.poll(() => topOf(heading)).toBeGreaterThanOrEqual(0);
  await expect.poll(() => topOf(heading)).toBeLessThan(140);
  expect(await scrollY(page)).toBeGreaterThan(0);
}

test('a link to another page lands at the top of that page', async ({page}) => {
  await gotoHydrated(page, '/markdown-page');
  await scrollToBottom(page);
  await page.getByRole('contentinfo').getByRole('link', {name: 'Privacy Policy'}).click();
  await expect.poll(() => pathnameOf(page)).toBe('/privacy');
  // The URL changes before the new page has rendered; wait for its h1.
  await expect(page.getByRole('heading', {level: 1})).toHaveText(builtH1('/privacy'));
  // The new page could keep the old position (it is long enough), but must not.
  const room = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(room, 'the target page can scroll').toBeGreaterThan(200);
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(page.getByRole('heading', {level: 1})).toBeInViewport();
});

test('a link to a path with a hash lands on that heading', async ({page}) => {
  await gotoHydrated(page, '/markdown-page');
  const heading = page.getByRole('heading', {level: 2, name: 'Heading levels'});
  expect(await topOf(heading), 'the heading starts below the fold').toBeGreaterThan(SHORT_HEIGHT);
  await page.getByRole('link', {name: 'jump to the heading levels'}).click();
  await expect.poll(() => new URL(page.url()).hash).toBe('#heading-levels');
  await expectNearTop(page, heading);
});

test('a link with a hash further up the page lands on that heading', async ({page}) => {
  await gotoHydrated(page, '/markdown-page');
  await scrollToBottom(page);
  const heading = page.getByRole('heading', {level: 2, name: 'Where to read next'});
  await expect(heading).not.toBeInViewport();
  await page.getByRole('link', {name: 'Return to the reading list'}).click();
  await expect.poll(() => new URL(page.url()).hash).toBe('#where-to-read-next');
  await expectNearTop(page, heading);
});

test('opening a URL with a hash lands on that heading', async ({page}) => {
  await gotoHydrated(page, '/markdown-page#heading-levels');
  await expectNearTop(page, page.getByRole('heading', {level: 2, name: 'Heading levels'}));
});
