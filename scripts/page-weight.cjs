/**
 * First-load weight of each built page, from the build output alone: the eager scripts and
 * stylesheets of its HTML, plus the chunks of every route matching its path, found as the client
 * finds them before hydration (`matchRoutes` over .docusaurus/routes.js, routesChunkNames.json,
 * client-manifest.json). Gzip at zlib's default level (6), like most static hosts. CommonJS, so
 * both bench.mjs and the Playwright tests load it.
 */
const {existsSync, readFileSync} = require('node:fs');
const {join} = require('node:path');
const {URL} = require('node:url');
const {Buffer} = require('node:buffer');
const {gzipSync} = require('node:zlib');
const {matchRoutes} = require('react-router-config');

const SITE_DIR = join(__dirname, '..');

/** Every path listed in build/sitemap.xml, e.g. `/docs/react/introduction/intro`. */
function sitemapPaths(buildDir = join(SITE_DIR, 'build')) {
  const xml = readFileSync(join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** The HTML file `docusaurus build` wrote for a route path (trailingSlash: false). */
function htmlFileFor(buildDir, path) {
  const clean = path.replace(/\/$/, '');
  return join(buildDir, clean === '' ? 'index.html' : `${clean}.html`);
}

/** Loads the route table with a stand-in ComponentCreator that returns the route key. */
function loadRoutes(generatedDir) {
  const source = readFileSync(join(generatedDir, 'routes.js'), 'utf8')
    .replace(/^import .*$/gm, '')
    .replace(/export default/, 'return');
  const componentCreator = (path, hash) => ({key: `${path}-${hash}`});
  return new Function('ComponentCreator', source)(componentCreator);
}

/** All chunk names found in a routesChunkNames entry (nested objects and arrays). */
function chunkNamesOf(value, out = []) {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) chunkNamesOf(v, out);
  return out;
}

/** Raw HTML attributes of the eager script and stylesheet tags of a page. */
function eagerTagsOf(html) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map((m) => m[1])
    .filter((attrs) => /\ssrc=/i.test(attrs) && !/\stype=["']?module/i.test(attrs))
    .map((attrs) => attrs.match(/\ssrc=["']?([^"'\s>]+)/i)[1]);
  const stylesheets = [...html.matchAll(/<link\b([^>]*)>/gi)]
    .map((m) => m[1])
    .filter((attrs) => /\srel=["']?stylesheet/i.test(attrs) && !/\smedia=["']?print/i.test(attrs))
    .map((attrs) => attrs.match(/\shref=["']?([^"'\s>]+)/i)[1]);
  const inlineScripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\ssrc=/i.test(m[1]) && !/type=["']?application\/(ld\+)?json/i.test(m[1]))
    .map((m) => m[2]);
  // Bundles that an inline loader adds to the page (see ssrTemplate in
  // docusaurus.config.ts): every same-site `.js` URL written in an inline script.
  for (const code of inlineScripts) {
    for (const m of code.matchAll(/["'](\/[^"'\s]+\.js)["']/g)) scripts.push(m[1]);
  }
  return {scripts, stylesheets, inlineScripts};
}

/** A calculator for a build: `weightOf(path)`, the first-load JS and CSS of a route path. */
function createPageWeigher({
  siteDir = SITE_DIR,
  buildDir = join(siteDir, 'build'),
  generatedDir = join(siteDir, '.docusaurus'),
} = {}) {
  for (const file of ['routes.js', 'routesChunkNames.json', 'client-manifest.json']) {
    if (!existsSync(join(generatedDir, file))) {
      throw new Error(`${join(generatedDir, file)} is missing: run \`docusaurus build\` first.`);
    }
  }
  const routes = loadRoutes(generatedDir);
  const routesChunkNames = JSON.parse(readFileSync(join(generatedDir, 'routesChunkNames.json'), 'utf8'));
  const manifest = JSON.parse(readFileSync(join(generatedDir, 'client-manifest.json'), 'utf8'));
  const sizeCache = new Map();

  function sizeOf(file) {
    if (!sizeCache.has(file)) {
      if (!existsSync(join(buildDir, file))) {
        throw new Error(
          `${file} is in .docusaurus/client-manifest.json but not in ${buildDir}: the generated files ` +
            'belong to another build (the instrumented one?). Run `npm run build` again before measuring.',
        );
      }
      const bytes = readFileSync(join(buildDir, file));
      sizeCache.set(file, {raw: bytes.length, gzip: gzipSync(bytes).length});
    }
    return sizeCache.get(file);
  }

  /** Files (relative to build/) of a chunk name's chunk group. */
  function filesOfChunkName(name) {
    // A chunk name missing from the manifest has no chunk of its own: its
    // module was bundled into main (e.g. @generated/docusaurus.config).
    const ids = manifest.origins[name] ?? [];
    const files = {js: [], css: []};
    for (const id of ids) {
      const asset = manifest.assets[id] ?? {};
      for (const kind of ['js', 'css']) for (const a of asset[kind] ?? []) files[kind].push(a.file);
    }
    return files;
  }

  function localFile(url) {
    if (/^(https?:)?\/\//.test(url)) return null; // other hosts are not part of the build
    return url.replace(/^\//, '').split(/[?#]/)[0];
  }

  function total(files) {
    const sizes = [...files].map(sizeOf);
    return {
      raw: sizes.reduce((n, size) => n + size.raw, 0),
      gzip: sizes.reduce((n, size) => n + size.gzip, 0),
    };
  }

  function weightOf(path, htmlFile = htmlFileFor(buildDir, path)) {
    const html = readFileSync(htmlFile, 'utf8');
    const tags = eagerTagsOf(html);
    const js = new Set(tags.scripts.map(localFile).filter(Boolean));
    const css = new Set(tags.stylesheets.map(localFile).filter(Boolean));
    const external = [...tags.scripts, ...tags.stylesheets].filter((url) => !localFile(url));
    // Then the chunks of every route matching `path`, in the order the client preloads them.
    const matches = matchRoutes(routes, path);
    for (const {route} of matches) {
      for (const name of chunkNamesOf(routesChunkNames[route.component.key])) {
        const files = filesOfChunkName(name);
        files.js.forEach((f) => js.add(f));
        files.css.forEach((f) => css.add(f));
      }
    }
    const inline = tags.inlineScripts.join('\n');
    const inlineSize = {raw: Buffer.byteLength(inline), gzip: inline ? gzipSync(inline).length : 0};
    const jsFiles = total(js);
    return {
      path,
      routes: matches.map(({route}) => route.path ?? '*'),
      external,
      js: {
        files: [...js],
        raw: jsFiles.raw + inlineSize.raw,
        gzip: jsFiles.gzip + inlineSize.gzip,
        inline: inlineSize,
      },
      css: {files: [...css], ...total(css)},
    };
  }

  return {weightOf, buildDir};
}

/** Weights of every sitemap page plus the not-found page (build/404.html). */
function allPageWeights(options = {}) {
  const weigher = createPageWeigher(options);
  const pages = sitemapPaths(weigher.buildDir).map((path) => weigher.weightOf(path));
  pages.push({...weigher.weightOf('/404-not-found', join(weigher.buildDir, '404.html')), path: '/404.html'});
  return pages;
}

/**
 * First-load budgets as a share of the same page in the like-for-like reference (the stock classic
 * preset carrying the site's docs; `npm run bench -- --reference` writes its figures to
 * scripts/bench-reference/first-load.json). Set on 2026-11-25, when the heaviest docs page loaded
 * 0.79 of its reference's JS and every page 0.92 of its CSS (13.2 against 14.4 KB, once unused
 * rules left the stylesheet): JS keeps a lead of 15% with about 9 KB gzip of room for a feature;
 * CSS may not outgrow the stock site's, about 1.1 KB of room. The tighter CSS limit is the first
 * round trip (tests/unit/budgets.spec.ts, PERFORMANCE.md "Budgets").
 */
const BUDGET_SHARES = {js: 0.85, css: 1.0};

/** The intros and the members API pages: issue 31's speed targets. */
const TARGET_PAGES = [
  '/docs/angular/introduction/intro',
  '/docs/react/introduction/intro',
  '/docs/vue/introduction/intro',
  '/docs/angular/api/input_props',
  '/docs/react/api/props',
  '/docs/vue/api/props',
];

module.exports = {
  BUDGET_SHARES,
  TARGET_PAGES,
  SITE_DIR,
  sitemapPaths,
  htmlFileFor,
  eagerTagsOf,
  createPageWeigher,
  allPageWeights,
};
