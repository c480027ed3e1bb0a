/**
 * Wrong-base-URL banner (contract section 8): on the home path, when the site's
 * JS and CSS did not load, the server-rendered page shows "Your site did not
 * load properly" (src/plugins/base-url-banner).
 */
import {test, expect, type Page} from '@playwright/test';

const BANNER_TEXT = 'Your site did not load properly.';

async function block(page: Page, pattern: RegExp): Promise<void> {
  await page.route(pattern, (route) => route.abort('failed'));
}

test('with JS and CSS blocked the home page shows the banner', async ({page}) => {
  await block(page, /\.(js|css)(\?.*)?$/);
  await page.goto('/');
  await expect(page.getByText(BANNER_TEXT, {exact: true})).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('/');
});

test('the banner stays hidden when the site loads, or when only its JS fails', async ({page}) => {
  await page.goto('/');
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await expect(page.getByText(BANNER_TEXT)).toHaveCount(0);

  await block(page, /\.js(\?.*)?$/);
  await page.goto('/');
  await page.waitForLoadState('load');
  await expect(page.getByText(BANNER_TEXT)).toBeHidden();
});

test('a slow main bundle is not mistaken for a wrong base URL', async ({page}) => {
  // Main arrives well after the page's load event (a busy machine or a slow network).
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.goto('/');
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({timeout: 15_000});
  await expect(page.getByText(BANNER_TEXT)).toHaveCount(0);
});

test('the banner is only for the home path', async ({page}) => {
  await block(page, /\.(js|css)(\?.*)?$/);
  await page.goto('/privacy');
  await page.waitForLoadState('load');
  await expect(page.getByText(BANNER_TEXT)).toHaveCount(0);
});
