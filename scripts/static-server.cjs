/**
 * The static server for build folders (`npm run serve`, the test servers, `npm run bench`), serving
 * a build as its hosts do:
 * - under its base path (`baseUrl`, e.g. `/autocomplete/` on GitHub Pages); outside it, a plain 404;
 * - URLs mapped as `docusaurus serve` maps them without trailing slashes (`/page.html`, `/page/`
 *   redirect to `/page`; an unknown path gets 404.html);
 * - the build's `_headers` applied as Netlify and Cloudflare Pages do, so every browser test runs
 *   under the production Content-Security-Policy;
 * - text gzipped (`docusaurus serve` does not compress: Lighthouse would time 82 KB of CSS, not 16).
 */
const {createServer} = require('node:http');
const {existsSync, readFileSync, statSync} = require('node:fs');
const {extname, join, normalize, sep} = require('node:path');
const {gzipSync} = require('node:zlib');
const {URL} = require('node:url');
const {headersFor, parseHeadersFile} = require('../src/plugins/security-headers/headers-file.cjs');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.map': 'application/json',
};
const COMPRESSIBLE = new Set('.html .js .mjs .css .json .xml .svg .txt .md .map'.split(' '));
/** Host configuration files, read by the host and never served (Netlify, Cloudflare Pages). */
const HOST_FILES = new Set(['/_headers', '/_redirects']);

/** The file for a clean URL path, or null. */
function fileFor(root, pathname) {
  const clean = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
  const candidates = clean === '/' ? ['index.html'] : [clean, `${clean}.html`, join(clean, 'index.html')];
  for (const candidate of candidates) {
    const file = join(root, candidate);
    if ((file === root || file.startsWith(root + sep)) && existsSync(file) && statSync(file).isFile())
      return file;
  }
  return null;
}

/** Where a path redirects to, as `docusaurus serve` (serve-handler, cleanUrls, no trailing slash) does; or null. */
function redirectFor(pathname) {
  let target = pathname.replace(/\/+/g, '/');
  target = target.replace(/\.html$/, '').replace(/\/index$/, '');
  if (target.length > 1 && target.endsWith('/')) target = target.replace(/\/+$/, '');
  if (target === '') target = '/';
  return target === pathname ? null : target;
}

/** Reads root/_headers, again whenever it changes (a rebuild under a running server). */
function headersReader(root) {
  const file = join(root, '_headers');
  let cached = {mtime: -1, rules: []};
  return () => {
    if (!existsSync(file)) return [];
    const mtime = statSync(file).mtimeMs;
    if (mtime !== cached.mtime) cached = {mtime, rules: parseHeadersFile(readFileSync(file, 'utf8'))};
    return cached.rules;
  };
}

/** The path inside the site of a request path (`/autocomplete/docs/a` → `/docs/a`); null outside it. */
function sitePathOf(pathname, baseUrl) {
  if (baseUrl === '/') return pathname;
  return pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length - 1) : null;
}

/** Starts the server; resolves to {server, url}. `baseUrl`: the path the build was made for (default `/`). */
function startStaticServer({root, port, host = '127.0.0.1', baseUrl = '/'}) {
  if (!/^\/(.+\/)?$/.test(baseUrl))
    throw new Error(`static-server: baseUrl "${baseUrl}" must start and end with /`);
  const gzipCache = new Map();
  const rulesOf = headersReader(root);
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (baseUrl !== '/' && url.pathname === baseUrl.slice(0, -1)) {
      res.writeHead(301, {Location: baseUrl + url.search});
      return res.end();
    }
    const sitePath = sitePathOf(url.pathname, baseUrl);
    if (sitePath === null) {
      res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'});
      return res.end(`Not found: outside the site's base path ${baseUrl}`);
    }
    let pathname;
    try {
      pathname = decodeURIComponent(sitePath);
    } catch {
      res.writeHead(400, {'Content-Type': 'text/plain; charset=utf-8'});
      return res.end('Bad Request');
    }
    const redirect = redirectFor(sitePath);
    if (redirect) {
      res.writeHead(301, {Location: baseUrl + redirect.slice(1) + url.search});
      return res.end();
    }
    let file = HOST_FILES.has(pathname) ? null : fileFor(root, pathname);
    let status = 200;
    if (!file) {
      file = join(root, '404.html');
      status = 404;
      if (!existsSync(file)) {
        // No build here (yet): answer like `docusaurus serve` does, without crashing.
        res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'});
        return res.end(`Not found: ${root} has no such file and no 404.html`);
      }
    }
    const ext = extname(file);
    let body = readFileSync(file);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      // What Netlify and Cloudflare Pages send when _headers says nothing.
      'Cache-Control': 'public, max-age=0, must-revalidate',
    };
    // _headers names full request paths, the base included (src/plugins/security-headers).
    for (const [name, value] of headersFor(rulesOf(), decodeURIComponent(url.pathname))) {
      const existing = Object.keys(headers).find((key) => key.toLowerCase() === name.toLowerCase());
      if (existing) delete headers[existing];
      headers[name] = value;
    }
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      // Keyed by modification time too: a rebuild must never be served stale.
      const key = `${file}:${statSync(file).mtimeMs}`;
      if (!gzipCache.has(key)) gzipCache.set(key, gzipSync(body));
      body = gzipCache.get(key);
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve({server, url: `http://${host}:${port}`}));
  });
}

module.exports = {startStaticServer};
