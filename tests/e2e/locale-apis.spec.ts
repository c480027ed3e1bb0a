/**
 * Main-thread budget of a page load (issue 5): no page calls an ICU-backed
 * locale API while it loads, hydrates and swaps in its islands.
 *
 * The first such call in a page (`localeCompare`, `Intl.DateTimeFormat`,
 * `toLocaleDateString`, ...) loads ICU data on the main thread: 20 to 50 ms on
 * this 2-core machine, four times that in Lighthouse's simulated phone, which
 * is most of the Total Blocking Time budget. Dates, numbers and sorting go
 * through src/utils/format.ts instead, and the theme components that called
 * these APIs are replaced (src/theme/README.md).
 *
 * The init script wraps each API before any page script runs and records the
 * calls; the page still gets the real result.
 */
import {test, expect, type Page} from '@playwright/test';

const PAGES = [
  // Docs pages with the sidebar, code blocks, reference tables, dates and numbers.
  '/docs/angular/introduction/intro',
  '/docs/react/installation/install',
  '/docs/vue/api/using_module',
  '/docs/angular/api/using_module',
  '/docs/react/introduction/package_info',
  '/docs/vue/introduction/package_versions',
  '/docs/angular/introduction/whats_new',
  '/docs/react/api/props',
  // Blog: post dates and reading times, the archive and the tag list.
  '/blog',
  '/blog/angular-escape-closes-list-2-1-2',
  '/blog/archive',
  '/blog/tags',
  '/',
  '/privacy',
];

declare global {
  interface Window {
    __localeCalls: string[];
  }
}

/** Wraps the locale APIs in every document the page opens; calls land in window.__localeCalls. */
async function recordLocaleCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__localeCalls = [];
    const wrap = (owner: object, key: string, label: string) => {
      const original = (owner as Record<string, unknown>)[key] as (...args: unknown[]) => unknown;
      const wrapper = function (this: unknown, ...args: unknown[]) {
        window.__localeCalls.push(label);
        return new.target ? Reflect.construct(original, args, new.target) : original.apply(this, args);
      };
      wrapper.prototype = original.prototype;
      (owner as Record<string, unknown>)[key] = wrapper;
    };
    wrap(String.prototype, 'localeCompare', 'String#localeCompare');
    wrap(Intl, 'Collator', 'Intl.Collator');
    wrap(Intl, 'DateTimeFormat', 'Intl.DateTimeFormat');
    wrap(Intl, 'NumberFormat', 'Intl.NumberFormat');
    wrap(Intl, 'PluralRules', 'Intl.PluralRules');
    wrap(Intl, 'RelativeTimeFormat', 'Intl.RelativeTimeFormat');
    wrap(Intl, 'ListFormat', 'Intl.ListFormat');
    wrap(Date.prototype, 'toLocaleDateString', 'Date#toLocaleDateString');
    wrap(Date.prototype, 'toLocaleTimeString', 'Date#toLocaleTimeString');
    wrap(Date.prototype, 'toLocaleString', 'Date#toLocaleString');
    wrap(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
  });
}

/** Waits for hydration, the last lazy chunk and an idle moment (islands swap in then). */
async function loadFully(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), {timeout: 2000})),
  );
}

for (const path of PAGES) {
  test(`loading ${path} calls no ICU-backed locale API`, async ({page}) => {
    await recordLocaleCalls(page);
    await loadFully(page, path);
    const calls = await page.evaluate(() => window.__localeCalls);
    expect(calls, `locale API calls while loading ${path}; use src/utils/format.ts`).toEqual([]);
  });
}

test('the recorder sees a locale call made by the page', async ({page}) => {
  await recordLocaleCalls(page);
  await loadFully(page, '/');
  const result = await page.evaluate(() => ['b', 'a'].sort((x, y) => x.localeCompare(y)).join());
  expect(result, 'the wrapper still returns the real result').toBe('a,b');
  const date = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-US', {month: 'long', timeZone: 'UTC'}).format(
      new Date(Date.UTC(2024, 10, 1)),
    ),
  );
  expect(date).toBe('November');
  expect(await page.evaluate(() => window.__localeCalls)).toEqual([
    'String#localeCompare',
    'Intl.DateTimeFormat',
  ]);
});
