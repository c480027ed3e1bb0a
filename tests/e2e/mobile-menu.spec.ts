/**
 * Journey: a reader on a narrow screen uses the mobile menu (contract sections 2
 * and 4: wider than 996 px shows the desktop navbar; the menu closes on back
 * navigation and when the viewport becomes desktop width).
 */
import {test, expect, type Page} from '@playwright/test';
import {
  builtH1,
  DESKTOP_BREAKPOINT,
  gotoHydrated,
  mainNavbar,
  menuToggle,
  mobileMenu,
  openMobileMenu,
  pathnameOf,
} from '../support/journey';

function desktopDocsLinks(page: Page) {
  return mainNavbar(page)
    .locator('.navbar__items')
    .getByRole('link', {name: / docs$/});
}

test(`at ${DESKTOP_BREAKPOINT + 1} px the desktop navbar shows its links and no menu toggle`, async ({
  page,
}) => {
  await page.setViewportSize({width: DESKTOP_BREAKPOINT + 1, height: 800});
  await gotoHydrated(page, '/');
  await expect(desktopDocsLinks(page)).toHaveCount(3);
  for (const link of await desktopDocsLinks(page).all()) await expect(link).toBeVisible();
  await expect(menuToggle(page)).toBeHidden();
});

test(`at ${DESKTOP_BREAKPOINT} px the navbar shows the menu toggle instead of its links`, async ({page}) => {
  await page.setViewportSize({width: DESKTOP_BREAKPOINT, height: 800});
  await gotoHydrated(page, '/');
  await expect(menuToggle(page)).toBeVisible();
  for (const link of await desktopDocsLinks(page).all()) await expect(link).toBeHidden();
  const menu = await openMobileMenu(page);
  await expect(menu.getByRole('link', {name: / docs$/})).toHaveText([
    'React docs',
    'Angular docs',
    'Vue docs',
  ]);
});

test.describe('at a mobile width', () => {
  test.beforeEach(async ({page}) => {
    await page.setViewportSize({width: 600, height: 800});
  });

  test('the menu opens and closes with its close button', async ({page}) => {
    await gotoHydrated(page, '/');
    const menu = await openMobileMenu(page);
    await menu.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(mainNavbar(page)).not.toHaveClass(/navbar-sidebar--show/);
    await expect(menu).toBeHidden();
  });

  test('browser Back closes the menu without leaving the page', async ({page}) => {
    await gotoHydrated(page, '/');
    // A client-side navigation first, so that Back has a page to go back to.
    await page.getByRole('contentinfo').getByRole('link', {name: 'Privacy Policy'}).click();
    await expect.poll(() => pathnameOf(page)).toBe('/privacy');
    // The URL changes before the new page has rendered; wait for its h1.
    const h1 = builtH1('/privacy');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(h1);

    await openMobileMenu(page);
    await page.evaluate(() => history.back());
    await expect(mainNavbar(page)).not.toHaveClass(/navbar-sidebar--show/);
    await expect(mobileMenu(page)).toBeHidden();
    await page.waitForTimeout(300);
    expect(pathnameOf(page)).toBe('/privacy');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(h1);

    // With the menu closed, Back works as usual.
    await page.evaluate(() => history.back());
    await expect.poll(() => pathnameOf(page)).toBe('/');
  });

  test('on the blog the menu lists every post, then goes back to the main menu', async ({page}) => {
    await gotoHydrated(page, '/blog');
    // The blog list shows every post's title as a link (five posts, one page).
    const titles = await page.locator('article header h2 a').allTextContents();
    expect(titles.length, 'posts on the blog list').toBeGreaterThan(1);
    const menu = await openMobileMenu(page);
    for (const title of titles)
      await expect(menu.getByRole('link', {name: title, exact: true})).toBeVisible();
    await menu.getByRole('button', {name: /Back to main menu/}).click();
    await expect(menu.getByRole('link', {name: 'Angular docs'})).toBeVisible();
  });

  test('a docs page hydrates and its menu shows the sidebar without building a collator', async ({page}) => {
    // The first localeCompare or Intl.Collator of a page builds the locale's collator, a long task on
    // a phone; theme-common's shallow memo made one for the menu's sidebar (patch point "shallow memo
    // without the collator", src/plugins/speed-layer/shallowMemo.ts).
    await page.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, {collatorCalls: calls});
      const localeCompare = String.prototype.localeCompare;
      String.prototype.localeCompare = function (this: string, ...args: [string]) {
        calls.push(`localeCompare ${new Error().stack?.split('\n')[2]?.trim() ?? ''}`);
        return localeCompare.apply(this, args);
      };
      const Collator = Intl.Collator;
      Intl.Collator = Object.assign(function (...args: ConstructorParameters<typeof Intl.Collator>) {
        calls.push(`Intl.Collator ${new Error().stack?.split('\n')[2]?.trim() ?? ''}`);
        return new Collator(...args);
      }, Collator);
    });
    await gotoHydrated(page, '/docs/react/introduction/intro');
    const menu = await openMobileMenu(page);
    await expect(menu.getByRole('button', {name: /Back to main menu/})).toBeVisible();
    // The sidebar, with this page marked as the current one.
    await expect(menu.locator('a[aria-current="page"]').first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as {collatorCalls: string[]}).collatorCalls),
      'calls that build a collator while a phone loads a docs page (patch "shallow memo without the collator")',
    ).toEqual([]);
  });

  test('the menu closes when the window grows to desktop width', async ({page}) => {
    await gotoHydrated(page, '/');
    await openMobileMenu(page);
    await page.setViewportSize({width: DESKTOP_BREAKPOINT + 1, height: 800});
    await expect(mainNavbar(page)).not.toHaveClass(/navbar-sidebar--show/);
    await expect(menuToggle(page)).toBeHidden();
    // Back at a mobile width the menu stays closed.
    await page.setViewportSize({width: 600, height: 800});
    await expect(menuToggle(page)).toBeVisible();
    await expect(mainNavbar(page)).not.toHaveClass(/navbar-sidebar--show/);
    await expect(mobileMenu(page)).toBeHidden();
  });
});
