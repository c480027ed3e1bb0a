/**
 * The page template (src/plugins/speed-layer/pageTemplate.ts) is a copy of
 * core's with three edits. When an upgrade changes core's template, the copy
 * must follow: this test fails naming the file.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test, expect} from '@playwright/test';
import {BUILD_DIR, builtHtmlFiles, readBuiltHtml} from '../support/site';
import {eagerTagsOf} from '../../scripts/page-weight.cjs';
import {
  CORE_PAGE_TEMPLATE,
  pageTemplate,
  scriptLoaderSource,
} from '../../src/plugins/speed-layer/pageTemplate';
import {COMPILE_HINT} from '../../src/plugins/speed-layer/compileHints';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- core's template module, read only here
const coreTemplate: string = require('@docusaurus/core/lib/ssg/ssgTemplate.html.js').default;

test("the page template's copy of core's template is the template core ships", () => {
  expect(
    CORE_PAGE_TEMPLATE,
    "core's page template (@docusaurus/core/lib/ssg/ssgTemplate.html.js) changed: update CORE_PAGE_TEMPLATE in src/plugins/speed-layer/pageTemplate.ts and check its two edits",
  ).toBe(coreTemplate);
});

test('with the speed layer, the bundles come from the script loader, not from deferred tags', () => {
  const template = pageTemplate({headScript: '<script>banner()</script>', scriptsAfterFirstPaint: true});
  expect(template).not.toContain('defer>');
  expect(template).toContain('<script>banner()</script>');
  expect(template).toMatch(/<script>\(function \(scripts\) \{[\s\S]*\}\)\(<%~ JSON\.stringify\(it\.scripts/);
  // The loader runs after the server HTML and the post-body tags.
  expect(template.indexOf('it.postBodyTags')).toBeLessThan(template.indexOf('(function (scripts)'));
});

test('the script loader adds the bundles in order, once the first contentful paint is reported', () => {
  const loader = new Function(`return ${scriptLoaderSource()}`)() as (scripts: string[]) => void;
  const added: {src: string; async: boolean}[] = [];
  let paintObserver: ((list: {getEntriesByName: (name: string) => unknown[]}) => void) | undefined;
  const timers: (() => void)[] = [];
  const globals = globalThis as Record<string, unknown>;
  const saved = ['window', 'document', 'requestAnimationFrame', 'setTimeout'].map((key) => [
    key,
    globals[key],
  ]);
  class Observer {
    static supportedEntryTypes = ['paint'];
    constructor(callback: typeof paintObserver) {
      paintObserver = callback;
    }
    observe() {}
  }
  Object.assign(globals, {
    window: {PerformanceObserver: Observer},
    document: {
      visibilityState: 'visible',
      addEventListener() {},
      createElement: () => ({}),
      body: {appendChild: (script: {src: string; async: boolean}) => added.push(script)},
    },
    requestAnimationFrame: (callback: () => void) => timers.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  try {
    loader(['/runtime.js', '/main.js']);
    expect(added, 'nothing is requested before the first paint').toEqual([]);
    paintObserver!({getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : [])});
    while (timers.length) timers.shift()!();
    expect(added).toEqual([
      {src: '/runtime.js', async: false},
      {src: '/main.js', async: false},
    ]);
  } finally {
    for (const [key, value] of saved) globals[key as string] = value;
  }
});

test("without the speed layer (SPEED_LAYER=off), the template is core's plus the head script", () => {
  const template = pageTemplate({headScript: '<script>banner()</script>', scriptsAfterFirstPaint: false});
  expect(template.replace('    <script>banner()</script>\n', '')).toBe(coreTemplate.trim());
});

test("the favicon is inline in every built page, as core's favicon link names it", () => {
  // pageTemplate.ts rewrites core's `<link rel="icon" href="/img/favicon.svg">` (SiteMetadataDefaults):
  // when core writes it another way, the rewrite finds nothing and this test names the file.
  const pages = builtHtmlFiles();
  expect(pages.length).toBeGreaterThan(10);
  for (const file of pages) {
    const name = relative(BUILD_DIR, file);
    const icons = [...readFileSync(file, 'utf8').matchAll(/<link\b[^>]*\brel="?icon"?[^>]*>/g)];
    expect(icons, `${name}: one favicon link`).toHaveLength(1);
    expect(
      icons[0]![0],
      `${name}: the favicon is not inline; check the favicon rewrite of src/plugins/speed-layer/pageTemplate.ts`,
    ).toMatch(/href="data:image\/svg\+xml,%3Csvg /);
  }
});

test("the bundles every page loads start with V8's compile hint, and the chunks loaded later do not", () => {
  // src/plugins/speed-layer/compileHints.ts adds the line after the minifier; when a later stage of
  // the bundler drops it, this test names the file.
  const {scripts: bundles} = eagerTagsOf(readBuiltHtml('/docs/react/introduction/intro'));
  expect(bundles.length, 'bundles the React intro loads (runtime, React DOM, main)').toBeGreaterThanOrEqual(
    3,
  );
  for (const bundle of bundles) {
    expect(
      readFileSync(join(BUILD_DIR, bundle), 'utf8').startsWith(COMPILE_HINT),
      `${bundle} does not start with the compile hint of src/plugins/speed-layer/compileHints.ts`,
    ).toBe(true);
  }
  const later = readdirSync(join(BUILD_DIR, 'assets/js')).filter(
    (name) => name.endsWith('.js') && !bundles.some((bundle) => bundle.endsWith(`/${name}`)),
  );
  expect(later.length).toBeGreaterThan(10);
  for (const name of later) {
    expect(readFileSync(join(BUILD_DIR, 'assets/js', name), 'utf8').startsWith(COMPILE_HINT), name).toBe(
      false,
    );
  }
});
