/**
 * The framework switcher (src/components/FrameworkSwitcher): a reader on one
 * framework's page picks another and lands on the same page and row there;
 * the choice is remembered by the home page, /docs and the not-found page.
 * Also: the switcher on a phone (mobile menu), with the keyboard alone, axe in
 * both colour modes, and the phone navbar (no item overlaps another or runs
 * past the screen). Runs in the desktop project; the phone journeys set their
 * own viewport.
 */
import {test, expect, type Page} from '@playwright/test';
import {axeViolations, useColorMode} from '../support/axe';
import {builtH1, gotoHydrated, mainNavbar, openMobileMenu, pathnameOf} from '../support/journey';

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop', 'sets its own viewports');
});

const switcher = (page: Page) => page.getByRole('navigation', {name: 'Framework'});

test('from a React props row, Angular opens the same row of the Angular inputs', async ({page}) => {
  await gotoHydrated(page, '/docs/react/api/props#prop-dropdown-data');
  await expect(switcher(page).getByRole('link', {name: 'React'})).toHaveAttribute('aria-current', 'page');
  await switcher(page).getByRole('link', {name: 'Angular'}).click();
  await expect(page).toHaveURL(/\/docs\/angular\/api\/input_props#input-dropdown-data$/);
  await expect(page.locator('#input-dropdown-data')).toBeInViewport();
  await expect(switcher(page).getByRole('link', {name: 'Angular'})).toHaveAttribute('aria-current', 'page');
});

test('from an Angular-only page, React opens a real React page', async ({page}) => {
  await gotoHydrated(page, '/docs/angular/introduction/best_use');
  // Without JavaScript the same target is a plain link in the server HTML.
  const react = switcher(page).getByRole('link', {name: 'React'});
  await expect(react).toHaveAttribute('href', '/docs/react/api/using_module');
  await react.click();
  await expect(page).toHaveURL(/\/docs\/react\/api\/using_module$/);
  await expect(page.locator('h1')).toHaveText(builtH1('/docs/react/api/using_module'));
});

test('after choosing Vue, a reload, the home page, /docs and the not-found page offer Vue first', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/react/installation/install');
  await switcher(page).getByRole('link', {name: 'Vue 3'}).click();
  await expect(page).toHaveURL(/\/docs\/vue\/installation\/install$/);

  await page.reload();
  await expect(switcher(page).getByRole('link', {name: 'Vue 3'})).toHaveAttribute('aria-current', 'page');
  for (const path of ['/', '/docs']) {
    await gotoHydrated(page, path);
    await expect(page.locator('main h3').first()).toHaveText('Vue 3');
    await expect(
      page
        .locator('main')
        .getByRole('link', {name: /^Read the .* docs$/})
        .first(),
    ).toHaveAttribute('href', '/docs/vue/introduction/intro');
  }
  await gotoHydrated(page, '/no-such-page');
  await expect(page.locator('main li a').nth(1)).toHaveText('Vue 3 docs');
  // The spec's navbar links keep their targets.
  await expect(mainNavbar(page).getByRole('link', {name: 'React docs'})).toHaveAttribute(
    'href',
    '/docs/react/introduction/intro',
  );
});

test('the switcher works with the keyboard alone', async ({page}) => {
  await gotoHydrated(page, '/docs/angular/api/output_props');
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() =>
      document.activeElement?.closest('nav[aria-label="Framework"]')
        ? document.activeElement.textContent
        : null,
    );
    if (name === 'Vue 3') break;
  }
  await expect(switcher(page).getByRole('link', {name: 'Vue 3'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/vue\/api\/props#no-emits-events-are-function-props$/);
});

for (const mode of ['dark', 'light'] as const) {
  test(`axe finds nothing in the switcher in ${mode} mode`, async ({page}) => {
    await useColorMode(page, mode);
    await gotoHydrated(page, '/docs/vue/api/props');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    expect(await axeViolations(page, {include: 'nav[aria-label="Framework"]'})).toEqual([]);
  });
}

test.describe('on a 390 px phone', () => {
  test.use({viewport: {width: 390, height: 800}, hasTouch: true});

  test('the mobile menu holds the switcher, and picking a framework opens its page', async ({page}) => {
    await gotoHydrated(page, '/docs/react/api/aria#keyboard');
    const menu = await openMobileMenu(page);
    const vue = menu.getByRole('navigation', {name: 'Framework'}).getByRole('link', {name: 'Vue 3'});
    await vue.click();
    await expect(page).toHaveURL(/\/docs\/vue\/api\/aria#keyboard$/);
    await expect(menu).toBeHidden();
    expect(pathnameOf(page)).toBe('/docs/vue/api/aria');
  });
});

for (const width of [320, 390, 800]) {
  test(`at ${width} px every navbar item is whole, inside the screen and clear of the others`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height: 700});
    await gotoHydrated(page, '/docs/react/api/props');
    const boxes = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLElement>(
          '.navbar__inner a, .navbar__inner button, .navbar__inner input',
        ),
      )
        .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
        .filter((el) => !el.parentElement?.closest('.navbar__brand')) // the brand link is one item
        .map((el) => {
          const r = el.getBoundingClientRect();
          const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
          return {name, left: r.left, right: r.right, top: r.top, bottom: r.bottom};
        }),
    );
    expect(boxes.length).toBeGreaterThanOrEqual(3); // menu button, brand, search
    for (const box of boxes) {
      expect(box.left, `${box.name} starts inside the screen`).toBeGreaterThanOrEqual(0);
      expect(box.right, `${box.name} ends inside the screen`).toBeLessThanOrEqual(width);
    }
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        expect(overlap, `${a.name} and ${b.name} overlap`).toBe(false);
      }
    }
    const title = page.locator('.navbar__inner .navbar__title');
    const cut = await title.evaluate(
      (el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight,
    );
    expect(cut, 'the site title is cut').toBe(false);
  });
}
