/**
 * The site stylesheet still goes through core's PostCSS plugins
 * (postcss-preset-env) after src/plugins/postcss-config turned off
 * postcss-loader's config-file search: the prefixed rules that only
 * postcss-preset-env writes (LightningCSS's minifier does not) are in build/.
 */
import {test, expect} from '@playwright/test';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {BUILD_DIR} from '../support/site';

function siteStylesheet(): string {
  const dir = join(BUILD_DIR, 'assets', 'css');
  const file = readdirSync(dir).find((name) => /^styles\.[0-9a-f]+\.css$/.test(name));
  expect(file, `no styles.<hash>.css in ${dir}: run the build first`).toBeDefined();
  return readFileSync(join(dir, file!), 'utf8');
}

test('the stylesheet keeps the prefixes and fallbacks postcss-preset-env adds', () => {
  const css = siteStylesheet();
  const hint = 'postcss-preset-env did not run on the stylesheets: check src/plugins/postcss-config';
  // Infima's link styles, prefixed for older Safari.
  expect(css, hint).toContain('-webkit-text-decoration:none');
  // The fact tables' tabular numbers, with the older property as a fallback.
  expect(css, hint).toMatch(/font-feature-settings:"tnum";font-variant-numeric:tabular-nums/);
});
