/**
 * Byte budgets of the first load (issues 5 and 31), computed from the build
 * output: every sitemap page and the not-found page load at most a share of
 * what the same page loads in the like-for-like reference (the stock classic
 * preset carrying the site's docs, `npm run bench -- --reference`), and no
 * script or stylesheet from another host. Both sides are deterministic byte
 * counts (scripts/page-weight.cjs, shared with the bench); the reference's are
 * in scripts/bench-reference/first-load.json, written by the bench.
 *
 * The shares (BUDGET_SHARES in scripts/page-weight.cjs) keep the lead on the
 * reference with room for a feature: see PERFORMANCE.md ("Budgets").
 */
import {test, expect} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {get} from 'node:http';
import type {AddressInfo, Server} from 'node:net';
import {createRequire} from 'node:module';
import {join, relative, sep} from 'node:path';
import {BUILD_DIR, FIRST_PAINT_PAGES} from '../support/site';
import {allPageWeights, BUDGET_SHARES, eagerTagsOf, type PageWeight} from '../../scripts/page-weight.cjs';

/** First-load JS and CSS of a page: at most these shares of the same page in the reference. */
const {js: JS_SHARE, css: CSS_SHARE} = BUDGET_SHARES;

interface ReferenceWeights {
  docusaurus: string;
  pages: Record<string, {js: number; css: number}>;
}
const reference: ReferenceWeights = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'scripts', 'bench-reference', 'first-load.json'), 'utf8'),
);

const pages: PageWeight[] = allPageWeights();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('the walk covers every sitemap page and the not-found page', () => {
  expect(pages.length).toBeGreaterThan(10);
  expect(pages.map((p) => p.path)).toEqual(expect.arrayContaining(['/', '/404.html']));
  // The not-found page loads the runtime and main bundle at least.
  for (const page of pages) expect(page.js.files.length, page.path).toBeGreaterThanOrEqual(2);
});

test('docs pages count their route chunks, not only the tags in the HTML', () => {
  const docs = pages.find((p) => p.path.startsWith('/docs/react/'))!;
  const notFound = pages.find((p) => p.path === '/404.html')!;
  expect(docs.js.files.length).toBeGreaterThan(notFound.js.files.length);
  expect(docs.routes.length).toBeGreaterThan(1);
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const referenceDocs = Object.entries(reference.pages).filter(
  ([path]) => path.startsWith('/docs/') && path !== '/docs/intro',
);

/**
 * The reference figure a page is held to: the same page when the reference has it (every docs
 * page, through its Markdown twin; `/`, `/blog`, `/blog/archive`, `/404.html`...); the docs
 * hub `/docs` and a docs page added since the bench last wrote first-load.json: the median docs
 * page; a blog post: the reference's post; other blog pages: `/blog`; any other page: the
 * reference's home page.
 */
function referenceFor(path: string): {path: string; js: number; css: number} {
  const same = reference.pages[path];
  if (same) return {path, ...same};
  if (path === '/docs' || path.startsWith('/docs/')) {
    return {
      path: 'the median docs page',
      js: median(referenceDocs.map(([, page]) => page.js)),
      css: median(referenceDocs.map(([, page]) => page.css)),
    };
  }
  const post = Object.keys(reference.pages).find((p) => /^\/blog\/\d{4}\//.test(p) || p === '/blog/welcome');
  if (path.startsWith('/blog/') && !/^\/blog\/(archive|authors|tags|page)/.test(path) && post) {
    return {path: post, ...reference.pages[post]!};
  }
  return {
    path: path.startsWith('/blog') ? '/blog' : '/',
    ...reference.pages[path.startsWith('/blog') ? '/blog' : '/']!,
  };
}

test('the reference figures are those of the Docusaurus version the site builds with', () => {
  const version: string = JSON.parse(
    readFileSync(join(__dirname, '..', '..', 'node_modules', '@docusaurus', 'core', 'package.json'), 'utf8'),
  ).version;
  expect(
    reference.docusaurus,
    'scripts/bench-reference/first-load.json is from another Docusaurus version: run `npm run bench -- --reference --no-lighthouse --rounds 1`',
  ).toBe(version);
  // Every docs page of the site but the ones added since has its twin in the reference.
  const docs = pages.filter((p) => p.path.startsWith('/docs/'));
  const twinned = docs.filter((p) => reference.pages[p.path]);
  expect(twinned.length).toBeGreaterThan(docs.length * 0.9);
});

for (const page of pages) {
  test(`first load of ${page.path} fits the JS and CSS budgets`, () => {
    const ref = referenceFor(page.path);
    const jsLimit = Math.floor(JS_SHARE * ref.js);
    const cssLimit = Math.floor(CSS_SHARE * ref.css);
    expect(
      page.js.gzip,
      `gzipped JS of ${page.path}: ${kb(page.js.gzip)}, limit ${kb(jsLimit)} (${JS_SHARE} of ${kb(ref.js)}, the reference's ${ref.path})`,
    ).toBeLessThanOrEqual(jsLimit);
    expect(
      page.css.gzip,
      `gzipped CSS of ${page.path}: ${kb(page.css.gzip)}, limit ${kb(cssLimit)} (${CSS_SHARE} of ${kb(ref.css)}, the reference's ${ref.path})`,
    ).toBeLessThanOrEqual(cssLimit);
    expect(page.external, `scripts or stylesheets from other hosts on ${page.path}`).toEqual([]);
  });
}

test('the tag reader sees deferred scripts, loader-added scripts and stylesheets', () => {
  const tags = eagerTagsOf(
    '<link rel=stylesheet href=/a.css><script src=/b.js defer></script>' +
      '<script>load(["/c.js"])</script><script type=application/ld+json>{"u":"/d.js"}</script>',
  );
  expect(tags.scripts).toEqual(['/b.js', '/c.js']);
  expect(tags.stylesheets).toEqual(['/a.css']);
});

/**
 * The first paint in one round trip (issue 31, item 2): the HTML of a page and
 * its stylesheet, headers included, as the production server sends them
 * (gzip, build/_headers), each fit the first flight of a new connection: ten
 * TCP segments of 1,460 bytes, the initial congestion window of Lighthouse's
 * simulated network. One byte more and the response takes a second round trip
 * (150 ms on the simulated mobile network) before anything is painted.
 */
const FIRST_FLIGHT = 10 * 1460;
/** Issue 31's first-paint pages, and the home page. */
const ROUND_TRIP_PAGES = [...FIRST_PAINT_PAGES, '/'];

/** Bytes on the wire of a response: status line, headers and the (gzipped) body. */
function responseBytes(base: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, {headers: {'accept-encoding': 'gzip'}}, (res) => {
      let bytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length;
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        bytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
      }
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${path}: ${res.statusCode}`)),
      );
    }).on('error', reject);
  });
}

test('the page and its stylesheet each reach the browser in the first round trip', async () => {
  const {startStaticServer} = createRequire(__filename)('../../scripts/static-server.cjs') as {
    startStaticServer: (options: {root: string; port: number}) => Promise<{server: Server}>;
  };
  const {server} = await startStaticServer({root: BUILD_DIR, port: 0});
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const stylesheets = new Set<string>();
    for (const path of ROUND_TRIP_PAGES) {
      const html = await responseBytes(base, path);
      expect(html, `${path}: ${html} bytes with headers, first flight ${FIRST_FLIGHT}`).toBeLessThanOrEqual(
        FIRST_FLIGHT,
      );
      for (const file of pages.find((p) => p.path === path)!.css.files) {
        stylesheets.add(`/${relative(BUILD_DIR, file).split(sep).join('/')}`);
      }
    }
    expect(stylesheets.size, 'one render-blocking stylesheet, shared by these pages').toBe(1);
    for (const file of stylesheets) {
      const css = await responseBytes(base, file);
      expect(css, `${file}: ${css} bytes with headers, first flight ${FIRST_FLIGHT}`).toBeLessThanOrEqual(
        FIRST_FLIGHT,
      );
    }
  } finally {
    server.close();
  }
});
