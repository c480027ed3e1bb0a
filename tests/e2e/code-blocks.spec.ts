/**
 * Journey: a reader copies an example. Code blocks load their highlighter
 * lazily (src/plugins/speed-layer/theme/CodeBlock); the server HTML is highlighted, stays
 * highlighted through hydration, and the copy button copies the code.
 */
import {test, expect} from '@playwright/test';
import {collectErrors} from '../support/errors';

const PAGE = '/docs/vue/api/using_module';

test('code is highlighted before and after hydration, with no React error', async ({page}) => {
  const errors = collectErrors(page);
  await page.goto(PAGE);
  const firstBlock = page.locator('article pre').first();
  await expect(firstBlock.locator('.token').first()).toBeAttached();
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  // The live code block (with its copy button) replaces the server HTML.
  await expect(page.getByRole('button', {name: /copy code/i}).first()).toBeAttached();
  await expect(firstBlock.locator('.token').first()).toBeAttached();
  expect(errors).toEqual([]);
});

test('the copy button puts the example on the clipboard', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PAGE);
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  const block = page.locator('article .theme-code-block').first();
  const code = (await block.locator('pre code').innerText()).trim();
  await block.hover();
  await block.getByRole('button', {name: /copy code/i}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // innerText of a numbered block adds blank lines and tabs around each line.
  const lines = (text: string) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  expect(lines(copied)).toEqual(lines(code));
  expect(copied).toContain('vue-autocomplete-plugin');
});
