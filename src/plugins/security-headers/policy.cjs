/**
 * The site's Content-Security-Policy and `_headers` file, as pure functions of the built HTML (I/O:
 * index.ts, verify.cjs). Pages are read with parse5 (through cheerio), never regular expressions:
 * what counts as a tag, a comment or raw text is what a browser decides. CommonJS so that scripts/
 * can use it without a TypeScript step; types in policy.d.cts.
 */
const {createHash} = require('node:crypto');
const {load} = require('cheerio');
const {CDN_BASE, PREVIEW_EXAMPLES_PATH, PREVIEW_PATH} = require('../live-preview/cdn.cjs');
const {matches} = require('./headers-file.cjs');

/** Where the site's analytics (gtag.js, GA4) load and send from: Google's published CSP guidance for GA4. */
const ANALYTICS_SCRIPT_HOSTS = ['https://*.googletagmanager.com'];
const ANALYTICS_CONNECT_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
const ANALYTICS_IMG_HOSTS = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

/** "Open in StackBlitz" (a new tab) and "Run here" (a frame, src/components/RunHere/embed.ts) post the files there. */
const FORM_TARGETS = ['https://stackblitz.com'];

/** StackBlitz: "Run here" (frames it nests follow its own policy); 'self': the live preview's frame. */
const FRAME_SOURCES = ['https://stackblitz.com', "'self'"];

/** Inline styles scripts set, not in the HTML: @stackblitz/sdk hides its form with this (createProjectForm). */
const SCRIPTED_STYLE_ATTRIBUTES = ['display:none!important;'];

/** Features the site never uses, switched off for every page and every frame. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * Headers for every response. X-Frame-Options repeats frame-ancestors 'none' for the paths no page
 * rule covers (the 404 page served at an unknown path), whose policy is the page's <meta> one.
 */
const RESPONSE_HEADERS = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
];

/** Headers only a document uses: sent with each page, not with what it loads. */
const DOCUMENT_HEADERS = [
  ['Permissions-Policy', PERMISSIONS_POLICY],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/** Every security header a page gets besides its Content-Security-Policy. */
const SECURITY_HEADERS = [...RESPONSE_HEADERS, ...DOCUMENT_HEADERS];

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** `'sha256-…'` source expression of a script or style text, as CSP hashes it (UTF-8). */
function sha256Source(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const JS_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
  'application/x-javascript',
  'text/x-javascript',
  // An import map is not run, but the browser applies it only when script-src allows it (the preview frame's).
  'importmap',
]);

/**
 * The page parsed as a browser with scripts on parses it (`<noscript>` content stays text).
 * `located` adds each element's offsets in `html`.
 */
function parsePage(html, located = false) {
  return load(html, {scriptingEnabled: true, sourceCodeLocationInfo: located});
}

/** The text of a raw text element, exactly as written (no entity decoding in `<script>` or `<style>`). */
function rawTextOf(element) {
  return element.children.map((child) => (child.type === 'text' ? child.data : '')).join('');
}

/**
 * The inline code CSP governs, in page order (`$`: the page already parsed): each `<script>` without
 * `src` whose type runs as JavaScript (CSP ignores data blocks), each `<style>` and `style` attribute.
 */
function inlineSourcesOf(html, $ = parsePage(html)) {
  const scripts = [];
  const styles = [];
  for (const element of $('script, style, [style]').toArray()) {
    const {attribs, name} = element;
    if ('style' in attribs) styles.push(attribs.style);
    if (name === 'script' && !('src' in attribs) && JS_TYPES.has((attribs.type ?? '').trim().toLowerCase())) {
      scripts.push(rawTextOf(element));
    }
    if (name === 'style') styles.push(rawTextOf(element));
  }
  return {scripts, styles};
}

/** The page's `<meta http-equiv="Content-Security-Policy">` element (the first), or undefined. */
function cspMetaOf($) {
  return $('meta[http-equiv]')
    .toArray()
    .find((meta) => meta.attribs['http-equiv'].trim().toLowerCase() === 'content-security-policy');
}

const unique = (values) => [...new Set(values)].sort();

/**
 * The policy string: `scripts` and `styles` are inline texts to allow (hashed here); `forMeta` leaves
 * out what a `<meta http-equiv>` policy cannot carry (frame-ancestors).
 */
function buildPolicy({scripts = [], styles = [], analytics = false, forMeta = false, path}) {
  if (path === PREVIEW_PATH) return previewFramePolicy({scripts, forMeta});
  const styleHashes = unique([...styles, ...SCRIPTED_STYLE_ATTRIBUTES].map(sha256Source));
  const directives = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      // Pagefind compiles WebAssembly; this allows that only (eval() and inline scripts stay blocked).
      "'wasm-unsafe-eval'",
      ...unique(scripts.map(sha256Source)),
      ...(analytics ? ANALYTICS_SCRIPT_HOSTS : []),
    ],
    // 'unsafe-hashes' lets the hashes match style attributes too (code colours, the
    // StackBlitz form); any other inline style, and every <style> element, stays blocked.
    ['style-src', "'self'", "'unsafe-hashes'", ...styleHashes],
    ['img-src', "'self'", 'data:', ...(analytics ? ANALYTICS_IMG_HOSTS : [])],
    ['connect-src', "'self'", ...(analytics ? ANALYTICS_CONNECT_HOSTS : [])],
    ['frame-src', ...FRAME_SOURCES],
    ['form-action', "'self'", ...FORM_TARGETS],
    ...(forMeta ? [] : [['frame-ancestors', "'none'"]]),
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * The live preview frame's own policy: the site and the one CDN only, eval and inline styles for
 * Angular (the frame's origin is opaque: nothing of the site to reach), framed by the site alone.
 */
function previewFramePolicy({scripts, forMeta}) {
  const directives = [
    ['default-src', "'none'"],
    // 'unsafe-eval' here alone: Angular's JIT compiler (the Angular preview) runs what it compiles with new Function.
    ['script-src', "'self'", CDN_BASE, "'unsafe-eval'", ...unique(scripts.map(sha256Source))],
    // 'unsafe-inline' here alone: Angular adds a component's styles to the page in <style> elements.
    ['style-src', "'self'", CDN_BASE, "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['form-action', "'none'"],
    ...(forMeta ? [] : [['frame-ancestors', "'self'"]]),
    ['base-uri', "'none'"],
    ['object-src', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Directives of a policy string: name → sources. */
function parsePolicy(policy) {
  const directives = new Map();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/**
 * build/_headers, its patterns under `baseUrl` (hosts match the request's path). No path matches two
 * rules that set the same header (hosts join them with a comma: a self-contradicting Cache-Control,
 * a second CSP narrowing the first). A page's policy and document headers go with the page alone:
 * about 1.5 KB per response would push the first-load stylesheet past the first round trip (issue
 * 31). `/pagefind/*` and `/img/*` get `policy` (every page's hashes: the search worker, an SVG opened
 * alone). `topLevel` (the build's entries, folders ending in `/`) revalidate unless a rule above
 * caches them; `_` files get none. The preview's example modules are public code the sandboxed frame
 * imports, a CORS request: they alone get `Access-Control-Allow-Origin: *`.
 */
function headersFileText({policy, topLevel, pages = [], baseUrl = '/'}) {
  const rules = new Map();
  /** The patterns (inside the site) of the rules that set Cache-Control. */
  const cached = [];
  const rule = (pattern, headers) => {
    const at = baseUrl + pattern.slice(1);
    rules.set(at, [...(rules.get(at) ?? []), ...headers]);
    if (headers.some(([name]) => name === 'Cache-Control')) cached.push(pattern);
  };
  rule('/*', RESPONSE_HEADERS);
  rule('/assets/*', [['Cache-Control', IMMUTABLE]]);
  rule('/llms*', [
    ['Cache-Control', REVALIDATE],
    ['Content-Type', 'text/plain; charset=utf-8'],
  ]);
  const patterns = new Set(
    topLevel
      .filter((name) => !name.startsWith('_') && !cached.some((pattern) => matches(pattern, `/${name}`)))
      .flatMap(topLevelPatterns),
  );
  for (const pattern of [...patterns].sort()) rule(pattern, [['Cache-Control', REVALIDATE]]);
  for (const pattern of ['/pagefind/*', '/img/*']) rule(pattern, [['Content-Security-Policy', policy]]);
  rule('/*.md', [['Content-Type', 'text/markdown; charset=utf-8']]);
  rule(`${PREVIEW_EXAMPLES_PATH}/*`, [['Access-Control-Allow-Origin', '*']]);
  for (const page of [...pages].sort((x, y) => x.path.localeCompare(y.path))) {
    rule(page.path, [['Content-Security-Policy', page.policy], ...DOCUMENT_HEADERS]);
  }
  return (
    '# Written by src/plugins/security-headers at build time (Netlify and Cloudflare Pages read it).\n' +
    [...rules]
      .map(([pattern, headers]) => [pattern, ...headers.map(([k, v]) => `  ${k}: ${v}`)].join('\n'))
      .join('\n\n') +
    '\n'
  );
}

/** URL patterns for an entry at the top of build/: a page, a folder (and its index page), or another file. */
function topLevelPatterns(name) {
  if (name === 'index.html') return ['/'];
  if (name.endsWith('.html')) return [`/${name.slice(0, -'.html'.length)}`];
  if (name.endsWith('/')) return [`/${name.slice(0, -1)}`, `/${name}*`];
  return [`/${name}`];
}

/**
 * The page with the policy first in its <head>, covering every script after it (an existing one is
 * replaced in place); the rest is kept byte for byte, so hashed inline code cannot change. `$`: the
 * page parsed with its offsets (`parsePage(html, true)`).
 */
function withMetaCsp(html, policy, $ = parsePage(html, true)) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}">`;
  const existing = cspMetaOf($);
  if (existing) {
    const {startOffset, endOffset} = existing.sourceCodeLocation;
    return html.slice(0, startOffset) + meta + html.slice(endOffset);
  }
  // A <head> the parser implied (none in the markup) has no location.
  const head = $('head').get(0);
  const headTag = head?.sourceCodeLocation?.startTag;
  if (!headTag) throw new Error('security-headers: the page has no <head>');
  // After <meta charset> when it comes first: the charset must stay in the first 1024 bytes.
  const first = head.children.find((child) => child.type !== 'text' || child.data.trim() !== '');
  const charsetFirst = first?.type === 'tag' && first.name === 'meta' && 'charset' in first.attribs;
  const insertAt = charsetFirst ? first.sourceCodeLocation.endOffset : headTag.endOffset;
  return html.slice(0, insertAt) + meta + html.slice(insertAt);
}

/** The policy of a page's <meta http-equiv="Content-Security-Policy">, or undefined. */
function metaPolicyOf(html) {
  return cspMetaOf(parsePage(html))?.attribs.content;
}

module.exports = {
  IMMUTABLE,
  REVALIDATE,
  SECURITY_HEADERS,
  RESPONSE_HEADERS,
  DOCUMENT_HEADERS,
  SCRIPTED_STYLE_ATTRIBUTES,
  sha256Source,
  parsePage,
  inlineSourcesOf,
  buildPolicy,
  parsePolicy,
  headersFileText,
  withMetaCsp,
  metaPolicyOf,
};
