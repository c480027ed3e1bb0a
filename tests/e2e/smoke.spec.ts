/**
 * Walks every URL of build/sitemap.xml plus /docs and the not-found page:
 * HTTP status, hydration, exactly one h1, no console error, and no axe-core
 * violation of WCAG 2.0/2.1 A and AA, in dark mode and in light mode.
 */
import {test, expect, type Page} from '@playwright/test';
import {sitemapPaths} from '../support/site';
import {collectErrors} from '../support/errors';
import {axeViolations, useColorMode} from '../support/axe';
import {collectCspViolations} from '../support/csp';

const paths = [...new Set([...sitemapPaths(), '/docs'])];
const NOT_FOUND_PATH = '/docs/react/no-such-page';

async function expectAccessibleInBothModes(page: Page, path: string) {
  for (const mode of ['dark', 'light'] as const) {
    await useColorMode(page, mode);
    await page.goto(path);
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    expect(await axeViolations(page), `axe violations on ${path} in ${mode} mode`).toEqual([]);
  }
}

test.describe('every page', () => {
  // Two axe runs (dark and light) on the longest API pages take up to ~30 s on a 2-core machine.
  test.describe.configure({timeout: 60_000});
  for (const path of paths) {
    test(`renders ${path}`, async ({page}) => {
      const errors = collectErrors(page);
      const cspViolations = await collectCspViolations(page);
      const response = await page.goto(path);
      expect(response?.status(), `HTTP status of ${path}`).toBe(200);
      await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
      await expect(page.locator('h1')).toHaveCount(1);
      await expectAccessibleInBothModes(page, path);
      expect(errors, `console or page errors on ${path}`).toEqual([]);
      expect(cspViolations, `Content-Security-Policy violations on ${path}`).toEqual([]);
    });
  }
});

test('an unknown path is a 404 with the not-found page', async ({page}) => {
  const errors = collectErrors(page);
  const cspViolations = await collectCspViolations(page);
  const response = await page.goto(NOT_FOUND_PATH);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expectAccessibleInBothModes(page, NOT_FOUND_PATH);
  // The 404 response itself is reported as a console error by Chromium.
  expect(errors.filter((e) => !e.includes('404 (Not Found)'))).toEqual([]);
  expect(cspViolations).toEqual([]);
});
