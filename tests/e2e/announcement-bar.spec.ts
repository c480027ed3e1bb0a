/**
 * Journey: a reader closes the announcement bar, and sees the next
 * announcement again as soon as its id changes (contract section 4,
 * announcement bar), on the very first load and before hydration — the case
 * stock Docusaurus 3.10 gets wrong (fixed by src/config/announcementBarReset.ts).
 */
import {test, expect, type BrowserContext, type Page} from '@playwright/test';
import {announcementOf} from '../../src/data/announcement';
import {readFacts} from '../support/facts';
import {ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY} from '../../src/config/announcementBarReset';
import {gotoHydrated} from '../support/journey';

const OLD_ID = 'an-older-announcement';
/** The bar's id: the announced package's latest release, from the facts. */
const ANNOUNCEMENT = announcementOf(readFacts());
const ANNOUNCEMENT_BAR_ID = ANNOUNCEMENT.id;
const DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

function bar(page: Page) {
  return page.locator('.theme-announcement-bar');
}

function stored(page: Page) {
  return page.evaluate(
    ([idKey, dismissKey]) => ({id: localStorage.getItem(idKey!), dismiss: localStorage.getItem(dismissKey!)}),
    [ANNOUNCEMENT_ID_KEY, ANNOUNCEMENT_DISMISS_KEY],
  );
}

/** Stops the site's JS bundles, so the page stays as server-rendered (inline scripts still run). */
async function blockBundles(page: Page) {
  await page.route(/\/assets\/js\/.*\.js$/, (route) => route.abort());
}

test('shows on a first visit', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect(bar(page)).toBeVisible();
  // It names the announced package's latest release, from the facts.
  const facts = readFacts();
  await expect(bar(page)).toContainText(facts.packages[facts.announcedPackage].latestVersion);
  expect(await stored(page)).toEqual({id: ANNOUNCEMENT_BAR_ID, dismiss: 'false'});
});

test('closing hides it, and it stays hidden after reload', async ({page}) => {
  await gotoHydrated(page, '/');
  await bar(page).getByRole('button', {name: 'Close'}).click();
  await expect(bar(page)).toBeHidden();
  expect(await stored(page)).toEqual({id: ANNOUNCEMENT_BAR_ID, dismiss: 'true'});

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute(DISMISSED_ATTRIBUTE, 'true');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(bar(page)).toBeHidden();
});

test('a new announcement id shows the bar on the very first load after the change', async ({page}) => {
  await gotoHydrated(page, '/');
  await bar(page).getByRole('button', {name: 'Close'}).click();
  await expect(bar(page)).toBeHidden();
  // The reader closed an older announcement; the site now ships a new id.
  await page.evaluate(
    ([idKey, oldId]) => localStorage.setItem(idKey!, oldId!),
    [ANNOUNCEMENT_ID_KEY, OLD_ID],
  );

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute(DISMISSED_ATTRIBUTE, 'false');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(bar(page)).toBeVisible();
  expect(await stored(page)).toEqual({id: ANNOUNCEMENT_BAR_ID, dismiss: 'false'});
  // Still there once effects have settled, and on the next load.
  await page.waitForTimeout(500);
  await expect(bar(page)).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(bar(page)).toBeVisible();
});

/**
 * Opens a docs page as server-rendered (the bundles blocked) for a reader who closed the announcement
 * with the id `dismissedId`.
 */
async function openBeforeHydration(page: Page, context: BrowserContext, dismissedId: string) {
  await context.addInitScript(
    ([idKey, dismissKey, id]) => {
      localStorage.setItem(idKey!, id!);
      localStorage.setItem(dismissKey!, 'true');
    },
    [ANNOUNCEMENT_ID_KEY, ANNOUNCEMENT_DISMISS_KEY, dismissedId],
  );
  await blockBundles(page);
  await page.goto('/docs/react/introduction/intro');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
}

test.describe('before hydration (JS bundles blocked)', () => {
  test('a stale dismissal of an older announcement does not hide the new one', async ({page, context}) => {
    await openBeforeHydration(page, context, OLD_ID);
    await expect(page.locator('html')).toHaveAttribute(DISMISSED_ATTRIBUTE, 'false');
    await expect(bar(page)).toBeVisible();
  });

  test('a dismissal of the current announcement hides it', async ({page, context}) => {
    await openBeforeHydration(page, context, ANNOUNCEMENT_BAR_ID);
    await expect(page.locator('html')).toHaveAttribute(DISMISSED_ATTRIBUTE, 'true');
    await expect(bar(page)).toBeHidden();
  });
});
