/**
 * Guards for the patch points into Docusaurus internals
 * (src/plugins/speed-layer; INTERNALS.md lists them).
 * Each test names its patch: when one fails after an upgrade, update or drop
 * that patch and its section of INTERNALS.md.
 */
import {test, expect} from '@playwright/test';
import {readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {eagerTagsOf} from '../../scripts/page-weight.cjs';
import {BUILD_DIR, readBuiltHtml} from '../support/site';
import {filesUnder} from '../support/files';
import {PATCHES} from '../../src/plugins/speed-layer';

const NODE_MODULES = join(__dirname, '..', '..', 'node_modules');

/** Text of the JS and CSS a page loads first. */
function firstLoad(path: string): {js: string; css: string} {
  const {scripts, stylesheets} = eagerTagsOf(readBuiltHtml(path));
  const read = (files: string[]) =>
    files.map((file) => readFileSync(join(BUILD_DIR, file), 'utf8')).join('\n');
  return {js: read(scripts), css: read(stylesheets)};
}

test('patch "Prism out of every page": theme-classic still loads Prism through its prism-include-languages client module', () => {
  const themeClassic = join(NODE_MODULES, '@docusaurus/theme-classic/lib');
  const index = readFileSync(join(themeClassic, 'index.js'), 'utf8');
  expect(
    index,
    'theme-classic no longer lists ./prism-include-languages as a client module: update the Prism patch in src/plugins/speed-layer',
  ).toContain("'./prism-include-languages'");
  expect(statSync(join(themeClassic, 'prism-include-languages.js')).isFile()).toBe(true);
  // Prism registers its grammars on `Prism.languages`; no page's first load has it.
  for (const page of ['/', '/docs/react/installation/install']) {
    expect(
      firstLoad(page).js,
      `Prism is in the first load of ${page}: the Prism patch stopped working`,
    ).not.toContain('Prism.languages');
  }
});

test('patch "tslib reduced to __importDefault": the Docusaurus client code uses no other tslib helper', () => {
  const utilsCommon = join(NODE_MODULES, '@docusaurus/utils-common/lib');
  const helpers = new Set(
    filesUnder(utilsCommon, (file) => file.endsWith('.js')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/tslib_1\.(__\w+)/g)].map((match) => match[1]),
    ),
  );
  expect(
    [...helpers],
    '@docusaurus/utils-common (in every page) calls tslib helpers the stub in src/plugins/speed-layer lacks: add them to TSLIB_STUB or drop the tslib patch',
  ).toEqual(['__importDefault']);
  expect(
    firstLoad('/').js,
    'all of tslib is in the first load: the tslib patch stopped matching',
  ).not.toContain('__spreadArray');
});

test('patch "browser config without build-only keys": the first load carries the config without its build-only keys', () => {
  const {js} = firstLoad('/');
  expect(js, 'the browser config lost keys the site needs').toMatch(/themeConfig:\{/);
  expect(
    js,
    'the page template (ssrTemplate) is in the browser config: the @generated/docusaurus.config patch stopped matching',
  ).not.toMatch(/ssrTemplate:/);
});

test('patch "first route preload after the app starts": core\'s client entry still preloads the first route through ./preload', () => {
  const client = join(NODE_MODULES, '@docusaurus/core/lib/client');
  const entry = readFileSync(join(client, 'clientEntry.js'), 'utf8');
  const message =
    "core's client entry no longer preloads the first route with `preload` from ./preload: update or drop the first-preload patch in src/plugins/speed-layer";
  expect(entry, message).toContain("import preload from './preload';");
  expect(entry, message).toMatch(/preload\(window\.location\.pathname\)\.then\(/);
  expect(statSync(join(client, 'preload.js')).isFile()).toBe(true);
  // The built effect (no request from the task that runs the bundles) is checked in a browser:
  // tests/e2e/lazy-chunks.spec.ts, "the bundles that start the app request nothing while they run".
});

test('patch "shallow memo without the collator": theme-common still sorts the memo\'s keys with localeCompare, in the module the patch replaces', () => {
  const patch = PATCHES.find((candidate) => candidate.name.startsWith('shallow memo without the collator'));
  if (!patch)
    throw new Error('src/plugins/speed-layer/index.ts has no "shallow memo without the collator" patch');
  const lib = join(NODE_MODULES, '@docusaurus/theme-common/lib');
  const reactUtils = readFileSync(join(lib, 'utils/reactUtils.js'), 'utf8');
  expect(
    reactUtils,
    "theme-common's useShallowMemoObject no longer sorts with localeCompare: drop the shallow-memo patch in src/plugins/speed-layer",
  ).toMatch(/export function useShallowMemoObject\(obj\) \{[^}]*localeCompare/);
  // Every theme-common module that calls it asks for the module by a request the patch replaces.
  const callers = filesUnder(lib, (file) => file.endsWith('.js')).filter(
    (file) => /\buseShallowMemoObject\(/.test(readFileSync(file, 'utf8')) && !file.endsWith('reactUtils.js'),
  );
  expect(callers.length, 'theme-common modules that call useShallowMemoObject').toBeGreaterThan(0);
  for (const file of callers) {
    const request = /import \{[^}]*\buseShallowMemoObject\b[^}]*\} from '([^']+)'/.exec(
      readFileSync(file, 'utf8'),
    )?.[1];
    expect(
      request !== undefined && patch.request.test(request) && patch.issuer?.test(file),
      `${file} imports useShallowMemoObject by ${request ?? 'no import the guard recognises'}: update the shallow-memo patch's request`,
    ).toBe(true);
  }
  // The built effect (no collator while a phone hydrates a docs page) is checked in a browser:
  // tests/e2e/mobile-menu.spec.ts, "a docs page hydrates and its menu shows the sidebar without building a collator".
});
