/**
 * The live preview's data (issue 40): the frame's import map pins what the
 * StackBlitz projects pin and the documented versions, on the one CDN; every
 * React and Vue example of the Using pages gets its own configuration (lazy
 * loading aside); the built frame page is out of the sitemap and not indexed.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import {examplePreviewOf} from '../../src/components/LivePreview/exampleConfig';
import {tooling} from '../../src/components/OpenInStackBlitz/tooling';
import {exampleFiles} from '../../src/data/examples';
import {CDN_BASE, PREVIEW_PATH} from '../../src/plugins/live-preview/cdn.cjs';
import {previewImportMap, type PreviewFacts} from '../../src/plugins/live-preview/page';
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
