/**
 * The site stylesheet still goes through core's PostCSS plugins
 * (postcss-preset-env) after src/plugins/postcss-config turned off
 * postcss-loader's config-file search: the prefixed rules that only
 * postcss-preset-env writes (LightningCSS's minifier does not) are in build/.
 */
import {test, expect} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {eagerTagsOf} from '../../scripts/page-weight.cjs';
import {BUILD_DIR, readBuiltHtml} from '../support/site';

/** The stylesheet the home page links (the site has one, shared by every page). */
function siteStylesheet(): string {
  const {stylesheets} = eagerTagsOf(readBuiltHtml('/'));
  expect(stylesheets, 'the home page should link exactly one stylesheet').toHaveLength(1);
  return readFileSync(join(BUILD_DIR, stylesheets[0]!), 'utf8');
}

test('the stylesheet keeps the prefixes and fallbacks postcss-preset-env adds', () => {
  const css = siteStylesheet();
  const hint = 'postcss-preset-env did not run on the stylesheets: check src/plugins/postcss-config';
  // Infima's link styles, prefixed for older Safari.
  expect(css, hint).toContain('-webkit-text-decoration:none');
  // The virtual-scroll example's tabular numbers, with the older property as a fallback.
  expect(css, hint).toMatch(/font-feature-settings:"tnum";font-variant-numeric:tabular-nums/);
});
