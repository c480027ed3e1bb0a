/**
 * Journey: a reader uses the navbar and footer links (contract section 2,
 * navbar and footer). Internal links render the right page; the GitHub link
 * opens in a new tab and its request is intercepted, never sent.
 */
import {test, expect, type Page} from '@playwright/test';
import {GITHUB_ORG_URL} from '../../src/data/site';
import {
  builtH1,
  gotoHydrated,
  interceptExternalRequests,
  isMobileWidth,
  mainNavbar,
  openMobileMenu,
  pathnameOf,
} from '../support/journey';

const DOCS_LINKS = [
  {name: 'React docs', path: '/docs/react/introduction/intro'},
  {name: 'Angular docs', path: '/docs/angular/introduction/intro'},
  {name: 'Vue docs', path: '/docs/vue/introduction/intro'},
] as const;

const FOOTER_LINKS = [
  ...DOCS_LINKS,
  {name: 'Privacy Policy', path: '/privacy'},
  {name: 'Terms and Conditions', path: '/terms'},
] as const;

/** Where the navbar's links live at this width: the bar itself or the mobile menu. */
async function navbarLinks(page: Page) {
  if (isMobileWidth(page)) return openMobileMenu(page);
  return mainNavbar(page).locator('.navbar__items:not(.navbar__items--right)');
}

async function expectRendered(page: Page, path: string) {
  await expect.poll(() => pathnameOf(page)).toBe(path);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(builtH1(path));
}

test('the navbar lists React, Angular and Vue docs, in that order, with their intro pages', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const left = await navbarLinks(page);
  const docsLinks = left.getByRole('link', {name: / docs$/});
  await expect(docsLinks).toHaveText(DOCS_LINKS.map((link) => link.name));
  for (const [index, link] of DOCS_LINKS.entries()) {
    await expect(docsLinks.nth(index)).toHaveAttribute('href', link.path);
  }
});

for (const link of DOCS_LINKS) {
  test(`the navbar link "${link.name}" opens ${link.path}`, async ({page}) => {
    await gotoHydrated(page, '/');
    const left = await navbarLinks(page);
    await left.getByRole('link', {name: link.name, exact: true}).click();
    await expectRendered(page, link.path);
  });
}

test('the navbar GitHub link opens the organisation in a new tab, without referrer or opener', async ({
  page,
  context,
}) => {
  const intercepted = await interceptExternalRequests(context);
  await gotoHydrated(page, '/');
  const right = isMobileWidth(page)
    ? await openMobileMenu(page)
    : mainNavbar(page).locator('.navbar__items--right');
  const github = right.getByRole('link', {name: /GitHub/});
  await expect(github).toHaveAttribute('href', GITHUB_ORG_URL);
  await expect(github).toHaveAttribute('target', '_blank');
  const rel = ((await github.getAttribute('rel')) ?? '').split(/\s+/);
  expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));

  const [tab] = await Promise.all([context.waitForEvent('page'), github.click()]);
  await tab.waitForLoadState('domcontentloaded');
  expect(tab.url()).toBe(GITHUB_ORG_URL);
  // The new tab cannot reach back to the site, and the site did not navigate.
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  expect(pathnameOf(page)).toBe('/');
  expect(intercepted).toEqual([GITHUB_ORG_URL]);
});

test.describe('footer', () => {
  test.skip(
    ({viewport}) => (viewport?.width ?? 0) <= 996,
    'the footer is the same at every width: desktop only',
  );

  test('the footer has the docs links, GitHub, Privacy Policy and Terms and Conditions', async ({page}) => {
    await gotoHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    for (const link of FOOTER_LINKS) {
      await expect(footer.getByRole('link', {name: link.name, exact: true})).toHaveAttribute(
        'href',
        link.path,
      );
    }
    const github = footer.getByRole('link', {name: /^GitHub/});
    await expect(github).toHaveAttribute('href', GITHUB_ORG_URL);
    await expect(github).toHaveAttribute('target', '_blank');
    await expect(github).toHaveAttribute('rel', /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
  });

  test('the footer logo is 100 by 100 with alt text', async ({page}) => {
    await gotoHydrated(page, '/');
    // One logo per colour mode is in the DOM; the visible one is the one that counts.
    const logo = page.getByRole('contentinfo').locator('img.footer__logo').filter({visible: true});
    await expect(logo).toHaveCount(1);
    await expect(logo).toHaveAttribute('alt', /\S/);
    await expect(logo).toHaveAttribute('width', '100');
    await expect(logo).toHaveAttribute('height', '100');
    await expect
      .poll(async () => {
        const box = await logo.boundingBox();
        return box && [Math.round(box.width), Math.round(box.height)];
      })
      .toEqual([100, 100]);
  });

  for (const link of FOOTER_LINKS) {
    test(`the footer link "${link.name}" opens ${link.path}`, async ({page}) => {
      await gotoHydrated(page, '/');
      await page.getByRole('contentinfo').getByRole('link', {name: link.name, exact: true}).click();
      await expectRendered(page, link.path);
    });
  }
});
