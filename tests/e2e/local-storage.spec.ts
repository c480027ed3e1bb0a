/**
 * Local storage (contract sections 3 and 4): after a journey through the site the
 * keys in localStorage are all named by src/data/storage.ts (which the
 * privacy page shows): a key the site starts writing fails this test until
 * that list names it. Keys ending in `*` are prefixes. The journey's own
 * actions (colour mode, closing the announcement, picking a framework in the
 * docs' framework switcher and a package manager tab) must have written theirs;
 * `docs-preferred-version-*` is written only when a reader picks a version in
 * a version dropdown or banner, which this one-version site does not show.
 */
import {test, expect} from '@playwright/test';
import {storageKeys} from '../../src/data/storage';
import {FRAMEWORK_STORAGE_KEY} from '../../src/data/frameworkSwitch/choice';

test.skip(({isMobile, viewport}) => isMobile || (viewport?.width ?? 0) <= 996, 'uses the desktop navbar');

const matches = (pattern: string, key: string) =>
  pattern.endsWith('*') ? key.startsWith(pattern.slice(0, -1)) : key === pattern;

test('a journey through the site writes only keys the list names', async ({page}) => {
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await page.goto('/');
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();

  await navbar.getByRole('link', {name: 'React docs'}).click();
  await expect(page).toHaveURL(/\/docs\/react\/introduction\/intro$/);
  await navbar.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await page.getByRole('button', {name: 'Close'}).click();
  await expect(page.getByRole('button', {name: 'Close'})).toHaveCount(0);
  await navbar.getByRole('link', {name: 'Angular docs'}).click();
  await expect(page).toHaveURL(/\/docs\/angular\/introduction\/intro$/);
  await page.getByRole('navigation', {name: 'Framework'}).getByRole('link', {name: 'Vue 3'}).click();
  await expect(page).toHaveURL(/\/docs\/vue\/introduction\/intro$/);
  await page.goto('/docs/vue/installation/install');
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await page.getByRole('tab', {name: 'pnpm'}).click();
  await navbar.getByRole('link', {name: 'Blog', exact: true}).click();
  await expect(page).toHaveURL(/\/blog$/);

  const keys = await page.evaluate(() => Object.keys(window.localStorage).sort());
  const unlisted = keys.filter((key) => !storageKeys.some(({key: pattern}) => matches(pattern, key)));
  expect(unlisted, 'keys written but not listed in src/data/storage.ts').toEqual([]);
  // What this journey must have written: the colour choice, the closed announcement, the framework and the tab.
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');
  expect(await page.evaluate((key) => window.localStorage.getItem(key), FRAMEWORK_STORAGE_KEY)).toBe('vue');
  expect(keys).toEqual(
    expect.arrayContaining([
      'theme',
      'docusaurus.announcement.dismiss',
      'docusaurus.announcement.id',
      FRAMEWORK_STORAGE_KEY,
      'docusaurus.tab.package-manager',
    ]),
  );
});

test('the privacy page names every key the site stores', async ({page}) => {
  await page.goto('/privacy');
  const main = page.locator('main');
  for (const {key} of storageKeys) {
    await expect(main.locator('code').getByText(key, {exact: true}).first()).toBeVisible();
  }
});
