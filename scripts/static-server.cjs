/**
 * A static server for build/ that compresses like a real host (GitHub Pages,
 * Netlify, Cloudflare Pages all send HTML, CSS, JS and SVG gzipped).
 * `docusaurus serve` sends every file uncompressed, so Lighthouse's simulated
 * mobile network would be timed on 82 KB of CSS instead of the 16 KB a
 * reader downloads. Used by `npm run bench`; the tests keep `docusaurus serve`.
 *
 * URLs map onto files as `docusaurus serve` maps them with trailingSlash
 * false: `/page` → page.html, `/dir` → dir/index.html, else 404.html (404).
 */
const {createServer} = require('node:http');
const {existsSync, readFileSync, statSync} = require('node:fs');
const {extname, join, normalize} = require('node:path');
const {gzipSync} = require('node:zlib');
const {URL} = require('node:url');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.svg', '.txt']);

function fileFor(root, pathname) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [clean, `${clean.replace(/\/$/, '')}.html`, join(clean, 'index.html')]) {
    const file = join(root, candidate);
    if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** Starts the server; resolves to {server, url}. */
function startStaticServer({root, port, host = '127.0.0.1'}) {
  const gzipCache = new Map();
  const server = createServer((req, res) => {
    const {pathname} = new URL(req.url, 'http://x');
    let file = fileFor(root, pathname);
    let status = 200;
    if (!file) {
      file = join(root, '404.html');
      status = 404;
    }
    const ext = extname(file);
    let body = readFileSync(file);
    const headers = {'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': 'no-cache'};
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
  return new Promise((resolve) =>
    server.listen(port, host, () => resolve({server, url: `http://${host}:${port}`})),
  );
}

module.exports = {startStaticServer};
