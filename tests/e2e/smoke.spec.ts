/**
 * Walks every URL of build/sitemap.xml plus /docs: HTTP 200, hydration,
 * exactly one h1, no console error. An unknown path is a real 404.
 */
import {test, expect} from '@playwright/test';
import {sitemapPaths} from '../support/site';
import {collectErrors} from '../support/errors';

const paths = [...new Set([...sitemapPaths(), '/docs'])];

test.describe('every page', () => {
  for (const path of paths) {
    test(`renders ${path}`, async ({page}) => {
      const errors = collectErrors(page);
      const response = await page.goto(path);
      expect(response?.status(), `HTTP status of ${path}`).toBe(200);
      await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
      await expect(page.locator('h1')).toHaveCount(1);
      expect(errors, `console or page errors on ${path}`).toEqual([]);
    });
  }
});

test('an unknown path is a 404 with the not-found page', async ({page}) => {
  const response = await page.goto('/docs/react/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});
