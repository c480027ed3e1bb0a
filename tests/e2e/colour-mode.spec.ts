/**
 * Journey: a reader switches the colour mode (contract section 4, colour mode).
 * The browser prefers light (playwright.config.ts emulates it); the site must
 * still open dark, toggle, remember the choice and sync it to other tabs.
 */
import {test, expect, type Page} from '@playwright/test';
import {gotoHydrated, isMobileWidth, mobileMenu, openMobileMenu} from '../support/journey';

const THEME_KEY = 'theme';

function theme(page: Page) {
  return page.locator('html');
}

/** Clicks the colour-mode switch: in the navbar on desktop, in the menu on mobile. */
async function toggleColourMode(page: Page) {
  const scope = isMobileWidth(page)
    ? await openMobileMenu(page)
    : page.getByRole('navigation', {name: 'Main'});
  await scope.getByRole('button', {name: /Switch between dark and light mode/}).click();
  if (isMobileWidth(page)) {
    await mobileMenu(page).getByRole('button', {name: 'Close navigation bar'}).click();
  }
}

test.use({colorScheme: 'light'});

test('opens in dark mode although the system prefers light', async ({page}) => {
  await gotoHydrated(page, '/');
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: light)').matches)).toBe(true);
  await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBeNull();
  // Dark styles really apply, not only the attribute.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r = 255, g = 255, b = 255] = (background.match(/\d+/g) ?? []).map(Number);
  expect(r + g + b, `body background ${background}`).toBeLessThan(3 * 80);
});

test('before hydration the switch already names the mode shown, not "system mode"', async ({page}) => {
  // No JavaScript: what the server-rendered page says until the bundle runs.
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/');
  const toggle = page.getByRole('navigation', {name: 'Main'}).locator('button[title]').first();
  await expect(toggle).toHaveAttribute(
    'aria-label',
    'Switch between dark and light mode (currently dark mode)',
  );
});

/** Toggles the colour mode: the page shows `mode` and the choice is stored. */
async function toggleAndSee(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await toggleColourMode(page);
  await expect(theme(page)).toHaveAttribute('data-theme', mode);
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe(mode);
}

test('the switch goes to light and back, stores the choice and keeps it on reload', async ({page}) => {
  await gotoHydrated(page, '/docs/react/introduction/intro');
  await toggleAndSee(page, 'light');

  await page.reload();
  // Already light before hydration: the inline script read the stored choice.
  await expect(theme(page)).toHaveAttribute('data-theme', 'light');
  await expect(theme(page)).toHaveAttribute('data-has-hydrated', 'true');
  await expect(theme(page)).toHaveAttribute('data-theme', 'light');

  await toggleAndSee(page, 'dark');
  await page.reload();
  await expect(theme(page)).toHaveAttribute('data-has-hydrated', 'true');
  await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
});

test('a second tab follows the change without reloading', async ({page, context}) => {
  await gotoHydrated(page, '/');
  const other = await context.newPage();
  await gotoHydrated(other, '/privacy');
  await expect(theme(other)).toHaveAttribute('data-theme', 'dark');
  await other.evaluate(() => {
    (window as unknown as {notReloaded: boolean}).notReloaded = true;
  });

  await toggleColourMode(page);
  await expect(theme(page)).toHaveAttribute('data-theme', 'light');
  await expect(theme(other)).toHaveAttribute('data-theme', 'light');

  await toggleColourMode(page);
  await expect(theme(other)).toHaveAttribute('data-theme', 'dark');
  expect(await other.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded)).toBe(true);
});
