/**
 * The live preview's data (issue 40): the frame's import map pins what the
 * StackBlitz projects pin and the documented versions, on the one CDN, with
 * one copy of each runtime (Angular's too); every example of the Using pages
 * gets its own configuration (lazy loading aside); the built frame page is out
 * of the sitemap and not indexed.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import {examplePreviewOf} from '../../src/components/LivePreview/exampleConfig';
import {tooling} from '../../src/components/OpenInStackBlitz/tooling';
import {exampleFiles} from '../../src/data/examples';
import {CDN_BASE, PREVIEW_PATH} from '../../src/plugins/live-preview/cdn.cjs';
import {previewImportMap, previewPackages, type PreviewFacts} from '../../src/plugins/live-preview/page';
import {readFacts} from '../support/facts';
import {placeholderOf} from '../support/sentProjects';
import {BUILD_DIR, sitemapPaths} from '../support/site';

const ROOT = join(__dirname, '..', '..');

test('the import map: the packages at their documented versions, the peers as the projects pin them, one CDN', () => {
  const facts = readFacts<PreviewFacts>();
  const {imports} = previewImportMap(facts);
  for (const url of Object.values(imports)) expect(url.startsWith(`${CDN_BASE}/`), url).toBe(true);
  expect(imports.react).toBe(`${CDN_BASE}/react@${tooling.react.peers.react}`);
  expect(imports['react-dom/client']).toContain(`/react-dom@${tooling.react.peers['react-dom']}/`);
  expect(imports.vue).toBe(`${CDN_BASE}/vue@${tooling.vue.peers.vue}`);
  for (const framework of ['react', 'vue'] as const) {
    const pkg = facts.packages[framework];
    // The peers left to the map (esm.sh's ?external=), so each runtime loads once.
    expect(imports[pkg.npmName]).toBe(
      `${CDN_BASE}/${pkg.npmName}@${pkg.latestVersion}?external=${Object.keys(pkg.peerDependencies).sort().join(',')}`,
    );
  }
});

test('Angular: the compiler first, then core, the browser platform and the package, each runtime module once', () => {
  const facts = readFacts<PreviewFacts>();
  const {imports} = previewImportMap(facts);
  const pkg = facts.packages.angular;
  const angular = tooling.angular;
  const pinned: Record<string, string> = {...angular.peers, ...angular.dependencies};
  const runtime = Object.keys(pinned)
    .filter((name) => name !== 'zone.js')
    .sort();
  expect(runtime).toEqual(expect.arrayContaining(['@angular/compiler', '@angular/core', 'rxjs', 'tslib']));
  // Zoneless: zone.js is not loaded.
  expect(Object.keys(imports).some((specifier) => specifier.startsWith('zone.js'))).toBe(false);
  // Every runtime module at the projects' version, leaving every other runtime module to the map,
  // and each subpath the runtime imports mapped too.
  for (const specifier of [...runtime, '@angular/common/http', 'rxjs/operators']) {
    const name = specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');
    const url = new URL(imports[specifier]!);
    expect(url.pathname, specifier).toBe(`/${name}@${pinned[name]}${specifier.slice(name.length)}`);
    expect(url.searchParams.get('external')?.split(',').sort(), specifier).toEqual(
      runtime.filter((n) => n !== name),
    );
  }
  // The package at its documented version, with the whole runtime (FormsModule, tslib) left to the map.
  const url = new URL(imports[pkg.npmName]!);
  expect(url.pathname).toBe(`/${pkg.npmName}@${pkg.latestVersion}`);
  expect(url.searchParams.get('external')?.split(',')).toEqual(runtime);
  const frame = previewPackages(facts).angular;
  expect(frame.first).toEqual(['@angular/compiler']);
  expect(frame.modules).toEqual(['@angular/core', '@angular/platform-browser', pkg.npmName]);
  expect(frame.angular?.selector).toBe(pkg.selector);
  expect(frame.angular?.inputs).toContain('dropdownData');
  expect(frame.angular?.outputs).toContain('emitSelectedValue');
});

test('every Angular example previews with its own list and placeholder (lazy loading aside)', () => {
  const examples = exampleFiles.filter((e) => e.framework === 'angular');
  expect(examples.length).toBeGreaterThan(5);
  for (const example of examples) {
    const source = readFileSync(join(ROOT, example.file), 'utf8');
    const preview = examplePreviewOf(source, 'angular');
    if (example.file.includes('lazy')) {
      expect(preview, example.file).toBeNull();
      continue;
    }
    expect(preview, example.file).not.toBeNull();
    const {props, events} = preview!.config;
    expect(Array.isArray(props.dropdownData) && props.dropdownData.length > 0, example.file).toBe(true);
    const placeholder = placeholderOf(source);
    if (placeholder) expect(props.placeholder, example.file).toBe(placeholder);
    // The template's first <ng-autocomplete>: its outputs are reported; an input bound to the
    // file's own code is named as left out.
    const element = source.slice(source.indexOf('<ng-autocomplete'), source.indexOf('</ng-autocomplete>'));
    if (element.includes('(emitSelectedValue)')) expect(events, example.file).toContain('emitSelectedValue');
    if (element.includes('[searchFn]')) expect(preview!.leftOut, example.file).toContain('searchFn');
  }
});

test('every React and Vue example previews with its own list and placeholder (lazy loading aside)', () => {
  const examples = exampleFiles.filter((e) => e.framework !== 'angular');
  expect(examples.length).toBeGreaterThan(10);
  for (const example of examples) {
    const source = readFileSync(join(ROOT, example.file), 'utf8');
    const preview = examplePreviewOf(source);
    if (example.file.includes('lazy')) {
      expect(preview, example.file).toBeNull();
      continue;
    }
    expect(preview, example.file).not.toBeNull();
    const {props} = preview!.config;
    expect(Array.isArray(props.dropdownData) && props.dropdownData.length > 0, example.file).toBe(true);
    const placeholder = placeholderOf(source);
    if (placeholder) expect(props.placeHolder, example.file).toBe(placeholder);
  }
});

test('the frame page is built, out of the sitemap, and not indexed', () => {
  const html = readFileSync(join(BUILD_DIR, PREVIEW_PATH.slice(1), 'index.html'), 'utf8');
  expect(html).toMatch(/<meta name="robots" content="noindex/);
  expect(html).toContain('<script type="importmap">');
  expect(sitemapPaths()).not.toContain(PREVIEW_PATH);
});
