/**
 * Journey: a reader looks for one option on an API page. The filter above the
 * tables narrows their rows (src/components/ApiTable/Filter.tsx, code loaded
 * on first use), keeps the query in the address, and Escape clears it. On a
 * phone the rows are cards and no API page scrolls sideways.
 */
import {test, expect, type Page} from '@playwright/test';
import {axeViolations, useColorMode} from '../support/axe';
import {collectErrors} from '../support/errors';
import {gotoHydrated} from '../support/journey';

const PROPS_PAGE = '/docs/react/api/props';
const API_PAGES = [
  '/docs/angular/api/input_props',
  '/docs/angular/api/output_props',
  '/docs/angular/api/class_style',
  '/docs/angular/api/aria',
  '/docs/react/api/props',
  '/docs/react/api/class_style',
  '/docs/react/api/aria',
  '/docs/vue/api/props',
  '/docs/vue/api/class_style',
  '/docs/vue/api/aria',
];

const rows = (page: Page) => page.locator('article table tr[id]');
const visibleRows = (page: Page) => rows(page).filter({visible: true});
const filter = (page: Page) => page.getByRole('searchbox', {name: /Filter the tables/});

test.describe('desktop', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) < 997, 'one run, at desktop width');

  test('filtering "disable" keeps the rows that mention it, says how many, and lives in the address', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, PROPS_PAGE);
    const total = await rows(page).count();
    expect(total).toBeGreaterThan(20);

    // `/` reaches the filter from anywhere on the page but a field.
    await page.locator('h1').click();
    await page.keyboard.press('/');
    await expect(filter(page)).toBeFocused();
    await page.keyboard.type('disable');

    await expect(page).toHaveURL(/\?filter=disable$/);
    const shown = visibleRows(page);
    await expect.poll(() => shown.count()).toBeLessThan(total);
    const count = await shown.count();
    expect(count).toBeGreaterThan(0);
    for (const text of await shown.allInnerTexts()) expect(text.toLowerCase()).toContain('disable');
    await expect(page.getByRole('status').filter({hasText: ' of '})).toHaveText(
      `${count} of ${total} rows match “disable”.`,
    );
    // A category with no row left loses its heading; one with rows keeps it.
    await expect(page.locator('h3#prop-category-debug')).toBeHidden();
    await expect(page.locator('h3#prop-category-disable')).toBeVisible();

    // The address carries the filter: a reload shows the same rows.
    await page.reload();
    await expect(filter(page)).toHaveValue('disable');
    await expect.poll(() => visibleRows(page).count()).toBe(count);

    // Escape clears it: every row again, and the address without it.
    await filter(page).focus();
    await page.keyboard.press('Escape');
    await expect(filter(page)).toHaveValue('');
    await expect.poll(() => visibleRows(page).count()).toBe(total);
    await expect(page).toHaveURL(new RegExp(`${PROPS_PAGE}$`));
    await expect(page.locator('h3#prop-category-debug')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a query that matches nothing says so and links to the site search', async ({page}) => {
    await gotoHydrated(page, '/docs/vue/api/class_style?filter=zzqx');
    await expect(filter(page)).toHaveValue('zzqx');
    await expect(page.getByRole('status').filter({hasText: 'No row matches'})).toContainText(
      'No row matches “zzqx”.',
    );
    await expect(page.getByRole('link', {name: 'Search the whole site'})).toHaveAttribute(
      'href',
      '/search?q=zzqx',
    );
    await expect(visibleRows(page)).toHaveCount(0);
  });

  test('in the search box or the filter, `/` is text: neither shortcut takes the key', async ({page}) => {
    const searchBox = page.getByRole('combobox', {name: 'Search the docs'});
    // Off the API pages `/` is the search bar's own shortcut (on them it leaves it to the filter).
    await gotoHydrated(page, '/docs/react/introduction/intro');
    await searchBox.click();
    await page.keyboard.type('a/b');
    await expect(searchBox).toHaveValue('a/b');

    await gotoHydrated(page, PROPS_PAGE);
    await searchBox.click();
    await page.keyboard.type('a/b');
    await expect(searchBox).toHaveValue('a/b');
    await expect(searchBox).toBeFocused();
    await expect(filter(page)).toHaveValue('');

    await filter(page).click();
    await page.keyboard.type('on/off');
    await expect(filter(page)).toHaveValue('on/off');
    await expect(filter(page)).toBeFocused();
    await expect(searchBox).toHaveValue('a/b');
  });

  test('the first row of the first table is on the first screen at 1280 x 800', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    for (const path of [PROPS_PAGE, '/docs/angular/api/input_props', '/docs/vue/api/props']) {
      await gotoHydrated(page, path);
      await expect(rows(page).first(), path).toBeInViewport();
    }
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`a filtered API page passes axe in ${mode} mode`, async ({page}) => {
      await useColorMode(page, mode);
      await gotoHydrated(page, `${PROPS_PAGE}?filter=disable`);
      await expect(page.getByRole('status').filter({hasText: ' of '})).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('at 390 px no API page scrolls sideways', async ({page}) => {
    for (const path of API_PAGES) {
      await gotoHydrated(page, path);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      // No card, nor any of its cells, is wider than the screen, even where the text that runs
      // past a cell's edge would not widen the page.
      const {checked, cut} = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const cells = Array.from(
          document.querySelectorAll('table[data-api-table] tr[id], table[data-api-table] tr[id] > *'),
        );
        return {
          checked: cells.length,
          cut: cells
            .filter(
              (cell) =>
                cell.getBoundingClientRect().right > width + 0.5 || cell.scrollWidth > cell.clientWidth + 1,
            )
            .map((cell) => cell.closest('tr')?.id),
        };
      });
      expect(checked, `${path}: the table rows this check measures`).toBeGreaterThan(0);
      expect(cut, `${path}: rows cut off at the right edge`).toEqual([]);
    }
  });
});
