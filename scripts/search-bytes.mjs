#!/usr/bin/env node
/**
 * The bytes of the first search query (issue 30), a benchmark figure, never a test: for the built
 * site (1x) and a copy with every framework's docs ten times over (10x, indexed again), Chromium
 * focuses the search box on an intro and asks one question; every gzipped response until the
 * results show is counted: the index, Pagefind's code and the site's search code.
 *
 *   node scripts/search-bytes.mjs [--dir build] [--port 3520] [--query "disable one item"]
 */
import {cpSync, mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {URL, fileURLToPath} from 'node:url';
import {SITE_DIR, loadTs, withServedBuild} from './measure.mjs';

const {frameworkIds} = loadTs('../src/data/frameworks.ts');

/** Pagefind's code: the same bytes whatever the size of the site. */
const isCode = (path) => /\/pagefind\/(pagefind\.js|pagefind-worker\.js|wasm\.[^/]+)$/.test(path);

/** A copy of a built site with each framework's docs ten times over, indexed again. */
async function tenfoldCopy(buildDir) {
  const dir = mkdtempSync(join(tmpdir(), 'search-10x-'));
  cpSync(buildDir, dir, {recursive: true});
  for (const framework of frameworkIds) {
    const docs = join(dir, 'docs', framework);
    const entries = readdirSync(docs);
    for (let copy = 1; copy <= 9; copy++) {
      for (const entry of entries)
        cpSync(join(docs, entry), join(docs, `copy-${copy}`, entry), {recursive: true});
    }
  }
  const {indexSite} = loadTs('../src/plugins/search-index/indexSite.ts');
  const summary = await indexSite(dir);
  return {dir, summary};
}

/** Bytes sent under /pagefind/ from focusing the box until the results of `query` show. */
function firstQueryBytes(root, {port, query, page: path}) {
  return withServedBuild({root, port}, async (browser, siteUrl) => {
    const page = await browser.newPage();
    await page.goto(`${siteUrl}${path}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    // What the page loads after hydration (its islands) is not the search's.
    await page.waitForLoadState('networkidle');
    const responses = [];
    page.context().on('response', (response) => {
      const {pathname} = new URL(response.url());
      if (pathname.startsWith('/pagefind/') || pathname.startsWith('/assets/')) responses.push(response);
    });
    const box = page.getByRole('combobox', {name: 'Search the docs'});
    await box.focus();
    await box.fill(query);
    await page
      .locator('.navbar__search [role=status]')
      .filter({hasText: /results?$/})
      .waitFor();
    const files = await Promise.all(
      responses.map(async (response) => {
        // Chromium reports no body size for what the worker script itself was: its gzip size, as served.
        const {responseBodySize} = await response.request().sizes();
        const gzip = response.headers()['content-encoding'] === 'gzip';
        const bytes =
          responseBodySize ||
          (gzip ? gzipSync(await response.body()).length : (await response.body()).length);
        return {path: new URL(response.url()).pathname, bytes};
      }),
    );
    const sum = (list) => list.reduce((total, file) => total + file.bytes, 0);
    const siteFiles = files.filter((f) => f.path.startsWith('/assets/'));
    const pagefind = files.filter((f) => f.path.startsWith('/pagefind/'));
    return {
      // The site's search code (src/theme/SearchBar/engine.ts, Results.tsx and their styles).
      siteCode: sum(siteFiles),
      code: sum(pagefind.filter((f) => isCode(f.path))),
      index: sum(pagefind.filter((f) => !isCode(f.path))),
      files: files.length,
    };
  });
}

/** First-query bytes at 1x and 10x. */
export async function searchBytes({dir = 'build', port = 3520, query = 'disable one item'} = {}) {
  const buildDir = resolve(SITE_DIR, dir);
  const page = '/docs/react/introduction/intro';
  const one = await firstQueryBytes(buildDir, {port, query, page});
  const {dir: tenDir, summary} = await tenfoldCopy(buildDir);
  try {
    const ten = await firstQueryBytes(tenDir, {port: port + 1, query, page});
    return {query, page, '1x': one, '10x': {...ten, indexed: summary}};
  } finally {
    rmSync(tenDir, {recursive: true, force: true});
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({
    options: {
      dir: {type: 'string', default: 'build'},
      port: {type: 'string', default: '3520'},
      query: {type: 'string', default: 'disable one item'},
    },
  });
  const result = await searchBytes({dir: values.dir, port: Number(values.port), query: values.query});
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const size of ['1x', '10x']) {
    const r = result[size];
    console.log(
      `first query "${result.query}" on ${result.page}, ${size}: index ${kb(r.index)}, ` +
        `Pagefind code ${kb(r.code)}, site search code ${kb(r.siteCode)}, ` +
        `total ${kb(r.index + r.code + r.siteCode)} (${r.files} files)`,
    );
  }
}
