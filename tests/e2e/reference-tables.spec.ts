/**
 * Journey: a reader uses the API reference tables. The tables are islands of
 * the speed layer (src/config/islands.ts) that keep their server HTML: hydration leaves it
 * as it is, and one delegated click handler makes the copy-link buttons and
 * the in-app links work without the tables' code. Opened by a link inside the
 * site (client-side navigation), a page renders its tables itself.
 */
import {test, expect, type Page} from '@playwright/test';
import {collectErrors} from '../support/errors';
import {DESKTOP_BREAKPOINT, gotoHydrated} from '../support/journey';

const PROPS_PAGE = '/docs/react/api/props';
const OUTPUTS_PAGE = '/docs/angular/api/output_props';

/** Waits until the page has fetched everything it asks for after hydration (the other islands' chunks). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

test('a row link copies the address of its row and jumps to it', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = collectErrors(page);
  await gotoHydrated(page, PROPS_PAGE);
  await settle(page);
  const row = page.locator('tr#prop-is-api-load');
  await expect(row).toBeVisible();

  await row.getByRole('link', {name: 'Copy link to the isApiLoad row'}).click();
  await expect(row.getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL(`${PROPS_PAGE}#prop-is-api-load`, page.url()).href,
  );
  await expect(page).toHaveURL(/#prop-is-api-load$/);
  expect(errors).toEqual([]);
});

test('a link inside a table opens its page without reloading the site', async ({page}) => {
  const errors = collectErrors(page);
  await gotoHydrated(page, OUTPUTS_PAGE);
  await settle(page);
  await page.evaluate(() => ((window as unknown as {__sameWindow: boolean}).__sameWindow = true));

  const row = page.locator('tr#output-emit-clear-selected-event');
  await row.getByRole('link', {name: 'triggerClearSelectionEvent'}).click();
  await expect(page).toHaveURL(/\/docs\/angular\/api\/input_props#input-trigger-clear-selection-event$/);
  await expect(page.locator('tr#input-trigger-clear-selection-event')).toBeInViewport();
  expect(
    await page.evaluate(() => (window as unknown as {__sameWindow?: boolean}).__sameWindow),
    'the page changed without a full page load',
  ).toBe(true);
  expect(errors).toEqual([]);
});

test("a member's address, opened or followed, shows its row and keeps it in view", async ({page}) => {
  // The last row of the longest reference page: everything above it must be laid out where it ends
  // up before the jump, and nothing may move it once the page has settled.
  const LAST_ROW = 'option-set-default-value-with-a-custom-function';
  const row = page.locator(`tr#${LAST_ROW}`);
  await gotoHydrated(page, `/docs/vue/api/props#${LAST_ROW}`);
  await expect(row).toBeInViewport();
  await settle(page);
  await page.waitForTimeout(1000);
  await expect(row).toBeInViewport();

  // From the top of the page, an in-page link to the row (a stand-in for a link in the prose) lands on it.
  await gotoHydrated(page, '/docs/vue/api/props');
  await page.evaluate((id) => {
    const link = document.createElement('a');
    link.href = `#${id}`;
    link.textContent = 'jump';
    document.querySelector('article')!.prepend(link);
  }, LAST_ROW);
  await page.getByRole('link', {name: 'jump', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`#${LAST_ROW}$`));
  await expect(row).toBeInViewport();
  await page.waitForTimeout(1000);
  await expect(row).toBeInViewport();
});

/** Follows the article's link to the React props page, which shows its tables. */
async function openPropsPageByItsLink(page: Page): Promise<void> {
  await page.locator(`article a[href="${PROPS_PAGE}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${PROPS_PAGE}$`));
  await expect(page.locator('tr#prop-dropdown-data')).toBeVisible();
  await expect(page.getByRole('table', {name: 'React props: Data'})).toBeVisible();
}

test('a page opened by a link inside the site renders its tables', async ({page}) => {
  const errors = collectErrors(page);
  await gotoHydrated(page, '/docs/react/introduction/intro');
  await settle(page);
  await openPropsPageByItsLink(page);
  expect(errors).toEqual([]);
});

test.describe('tables of another framework', () => {
  test.skip(
    ({viewport}) => (viewport?.width ?? 0) <= DESKTOP_BREAKPOINT,
    'uses the desktop sidebar and navbar',
  );

  // Each framework's table data (`@facts/<framework>-reference`, src/plugins/library-facts) comes with the
  // page's islands. Here the table code is already loaded (Angular inputs), and every page on
  // the way has islands that are already loaded too, so the React data must still be fetched
  // before the React tables render.
  test("tables opened after another framework's pages show their own rows", async ({page}) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, '/docs/angular/api/input_props');
    await settle(page);
    await expect(page.locator('tr#input-dropdown-data')).toBeVisible();

    await page.locator('.theme-doc-sidebar-container a[href="/docs/angular/introduction/intro"]').click();
    await expect(page).toHaveURL(/\/docs\/angular\/introduction\/intro$/);
    await settle(page);
    await page.locator('.navbar a[href="/docs/react/introduction/intro"]').first().click();
    await expect(page).toHaveURL(/\/docs\/react\/introduction\/intro$/);
    await settle(page);
    await openPropsPageByItsLink(page);
    expect(errors).toEqual([]);
  });
});
