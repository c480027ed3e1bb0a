/**
 * Journey: a reader browses a framework's docs sidebar (contract section 2:
 * no sidebar hides and no category collapses by itself).
 * Desktop: the sidebar beside the page. Mobile: the sidebar inside the menu.
 */
import {test, expect, type Locator, type Page} from '@playwright/test';
import {
  builtH1,
  gotoHydrated,
  isMobileWidth,
  mainNavbar,
  openMobileMenu,
  pathnameOf,
} from '../support/journey';

const INTRO = '/docs/react/introduction/intro';

function category(sidebar: Locator, label: string) {
  return sidebar.getByRole('button', {name: label, exact: true});
}

async function docsSidebar(page: Page): Promise<Locator> {
  if (isMobileWidth(page)) return openMobileMenu(page);
  return page.getByRole('navigation', {name: 'Docs sidebar'});
}

test('categories expand and collapse, and opening one leaves the others open', async ({page}) => {
  await gotoHydrated(page, INTRO);
  const sidebar = await docsSidebar(page);
  const introduction = category(sidebar, 'Introduction');
  const installation = category(sidebar, 'Installation');
  const api = category(sidebar, 'API');
  const examples = category(sidebar, 'Examples');
  await expect(introduction).toHaveAttribute('aria-expanded', 'true');
  for (const closed of [installation, api, examples])
    await expect(closed).toHaveAttribute('aria-expanded', 'false');

  await api.click();
  await expect(api).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByRole('link', {name: /props/i}).first()).toBeVisible();
  await installation.click();
  await expect(installation).toHaveAttribute('aria-expanded', 'true');
  // Nothing collapsed on its own, and the page did not change.
  await page.waitForTimeout(400);
  await expect(introduction).toHaveAttribute('aria-expanded', 'true');
  await expect(api).toHaveAttribute('aria-expanded', 'true');
  expect(pathnameOf(page)).toBe(INTRO);

  await api.click();
  await expect(api).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar.getByRole('link', {name: /props/i})).toBeHidden();
  await expect(installation).toHaveAttribute('aria-expanded', 'true');
  await introduction.click();
  await expect(introduction).toHaveAttribute('aria-expanded', 'false');
});

test('a sidebar link opens its page and keeps the open categories', async ({page}) => {
  await gotoHydrated(page, INTRO);
  let sidebar = await docsSidebar(page);
  await category(sidebar, 'Installation').click();
  const install = sidebar.locator('a[href="/docs/react/installation/install"]');
  await install.click();
  await expect.poll(() => pathnameOf(page)).toBe('/docs/react/installation/install');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(builtH1('/docs/react/installation/install'));
  if (isMobileWidth(page)) {
    // The menu closes after a link is followed.
    await expect(mainNavbar(page)).not.toHaveClass(/navbar-sidebar--show/);
  }
  sidebar = await docsSidebar(page);
  await expect(category(sidebar, 'Introduction')).toHaveAttribute('aria-expanded', 'true');
  await expect(category(sidebar, 'Installation')).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.locator('.theme-doc-sidebar-item-link a[aria-current="page"]')).toHaveAttribute(
    'href',
    '/docs/react/installation/install',
  );
});

test('the sidebar has no button to hide it', async ({page}) => {
  await gotoHydrated(page, INTRO);
  const sidebar = await docsSidebar(page);
  await expect(sidebar.getByRole('navigation', {name: 'Docs sidebar'}).or(sidebar)).toBeVisible();
  await expect(page.getByRole('button', {name: /collapse sidebar/i})).toHaveCount(0);
  await expect(page.getByRole('button', {name: /expand sidebar/i})).toHaveCount(0);
});

test('on mobile the docs sidebar lives in the menu, not beside the page', async ({page}) => {
  test.skip(!isMobileWidth(page), 'mobile layout only');
  await gotoHydrated(page, INTRO);
  await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeHidden();
  const menu = await openMobileMenu(page);
  await expect(category(menu, 'Introduction')).toBeVisible();
  await expect(category(menu, 'API')).toBeVisible();
  // From the sidebar the reader can go back to the main menu (navbar links).
  await menu.getByRole('button', {name: /Back to main menu/}).click();
  await expect(menu.getByRole('link', {name: 'Angular docs'})).toBeVisible();
});
