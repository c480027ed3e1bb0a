/**
 * The site's Content-Security-Policy and `_headers` file, as pure functions of
 * the built HTML (no file access here; index.ts and verify.cjs do the I/O).
 *
 * - inlineSourcesOf(html): the inline scripts a browser would run and the
 *   inline styles it would apply, as written in the page;
 * - buildPolicy(...): the policy string, with the sha256 source of each;
 * - headersFileText(...): build/_headers (Netlify / Cloudflare Pages syntax);
 * - withMetaCsp(html, policy): the page with the policy in a <meta http-equiv>,
 *   for hosts that send no custom headers (GitHub Pages).
 *
 * CommonJS so that scripts/ (the server, the build:checked verifier) can use it
 * without a TypeScript step; types in policy.d.cts.
 */
const {createHash} = require('node:crypto');

/** Where the site's analytics (gtag.js, GA4) load and send from: Google's published CSP guidance for GA4. */
const ANALYTICS_SCRIPT_HOSTS = ['https://*.googletagmanager.com'];
const ANALYTICS_CONNECT_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
const ANALYTICS_IMG_HOSTS = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

/**
 * "Open in StackBlitz" posts the example's files to StackBlitz in a new tab (@stackblitz/sdk openProject);
 * "Run here" posts them into a frame of the page (src/components/RunHere/embed.ts).
 */
const FORM_TARGETS = ['https://stackblitz.com'];

/**
 * "Run here" embeds StackBlitz in a frame: the project's form is posted there, or a demo's embed
 * address opens there. Frames that StackBlitz nests inside it are governed by its own policy.
 */
const FRAME_SOURCES = ['https://stackblitz.com'];

/**
 * Inline styles that scripts set with `setAttribute('style', ...)` (the HTML
 * does not contain them, so they are listed here): @stackblitz/sdk hides the
 * form it posts with this exact value (src/generate.ts, createProjectForm).
 */
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

/** Headers that only a document uses: sent with each page, not with the scripts, styles and images it loads. */
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
]);

function decodeEntities(value) {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt|nbsp);/gi, (entity, name) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return {amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0'}[lower] ?? entity;
  });
}

/** Attributes of a start tag's source (`<name a=b c="d">` minus the name), values decoded. */
function attributesOf(source) {
  const attrs = {};
  const attrRe = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of source.matchAll(attrRe)) {
    const name = match[1].toLowerCase();
    if (!(name in attrs)) attrs[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attrs;
}

/** Elements whose content is raw text: never markup, so never scanned for tags. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'noscript', 'xmp', 'iframe', 'noembed']);

/**
 * The inline code of a page that CSP governs:
 * - scripts: text of each `<script>` without `src` whose type runs as
 *   JavaScript (JSON-LD and other data blocks are never run, so CSP ignores them);
 * - styles: text of each `<style>` element and value of each `style`
 *   attribute (entities decoded, as the browser hashes them).
 * `<noscript>` content is skipped: with scripts on, a browser never parses it as markup.
 */
function inlineSourcesOf(html) {
  const scripts = [];
  const styles = [];
  const tagRe = /<!--[\s\S]*?-->|<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  let match;
  while ((match = tagRe.exec(html))) {
    if (!match[1]) continue; // a comment
    const name = match[1].toLowerCase();
    const attrs = attributesOf(match[2]);
    if ('style' in attrs) styles.push(attrs.style);
    if (!RAW_TEXT.has(name)) continue;
    const end = new RegExp(`</${name}[\\s/>]`, 'i');
    const rest = html.slice(tagRe.lastIndex);
    const close = rest.search(end);
    const text = close === -1 ? rest : rest.slice(0, close);
    tagRe.lastIndex += text.length;
    if (name === 'script' && !('src' in attrs) && JS_TYPES.has((attrs.type ?? '').trim().toLowerCase())) {
      scripts.push(text);
    }
    if (name === 'style') styles.push(text);
  }
  return {scripts, styles};
}

const unique = (values) => [...new Set(values)].sort();

/**
 * The policy string. `scripts` and `styles` are the inline texts to allow
 * (hashed here); `analytics` adds Google Analytics' hosts; `forMeta` leaves out
 * what a `<meta http-equiv>` policy cannot carry (frame-ancestors).
 */
function buildPolicy({scripts = [], styles = [], analytics = false, forMeta = false}) {
  const styleHashes = unique([...styles, ...SCRIPTED_STYLE_ATTRIBUTES].map(sha256Source));
  const directives = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      // The site search (Pagefind, src/plugins/search-index) compiles its WebAssembly
      // module, which CSP blocks unless 'wasm-unsafe-eval' allows it. It allows
      // WebAssembly compilation only: eval(), new Function() and inline scripts stay blocked.
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
 * build/_headers. Rules are written so that no path matches two rules that
 * set the same header (hosts join such values with a comma, which would make
 * `Cache-Control` contradict itself or a second CSP narrow the first):
 * - `/*`: the headers every response gets (RESPONSE_HEADERS);
 * - one rule per page (`pages`: its URL path and its own policy, the hashes of
 *   its own inline scripts and styles): the policy and the document headers.
 *   Scripts, styles and images carry none of it: a policy and a
 *   Permissions-Policy only act on documents, and at about 1.5 KB per response
 *   they would push the first-load stylesheet past the first round trip
 *   (issue 31). An unknown path gets the 404 page with its <meta> policy;
 * - `/pagefind/*` and `/img/*`: `policy` (every page's hashes), for the search
 *   worker and for an SVG opened on its own;
 * - `/assets/*`: Docusaurus's hashed bundles, styles and images, cached for a year;
 * - one rule per other entry at the top of build/ (`topLevel`: file names, and
 *   folder names ending in `/`), so pages, feeds, the sitemap and the search
 *   index (`/pagefind/`) revalidate;
 * - Markdown twins and llms*.txt get their text type.
 */
function headersFileText({policy, topLevel, pages = []}) {
  const rules = new Map();
  const rule = (pattern, headers) => rules.set(pattern, [...(rules.get(pattern) ?? []), ...headers]);
  rule('/*', RESPONSE_HEADERS);
  rule('/assets/*', [['Cache-Control', IMMUTABLE]]);
  const patterns = new Set(
    topLevel
      .filter(
        (name) => name !== 'assets/' && !name.startsWith('_') && !LATE_FILES.some((re) => re.test(name)),
      )
      .flatMap(topLevelPatterns),
  );
  for (const pattern of [...patterns].sort()) rule(pattern, [['Cache-Control', REVALIDATE]]);
  // Written by other plugins' postBuild, maybe after this one listed build/: always present.
  rule('/sitemap.xml', [['Cache-Control', REVALIDATE]]);
  rule('/pagefind/*', [['Cache-Control', REVALIDATE]]);
  for (const pattern of ['/pagefind/*', '/img/*']) rule(pattern, [['Content-Security-Policy', policy]]);
  rule('/llms*', [
    ['Cache-Control', REVALIDATE],
    ['Content-Type', 'text/plain; charset=utf-8'],
  ]);
  rule('/*.md', [['Content-Type', 'text/markdown; charset=utf-8']]);
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

/** Top-level files that plugins write in postBuild, each with a rule of its own in headersFileText. */
const LATE_FILES = [/^sitemap\.xml$/, /^pagefind\/$/, /^llms/];

/** URL patterns for an entry at the top of build/: a page, a folder (and its index page), or another file. */
function topLevelPatterns(name) {
  if (name === 'index.html') return ['/'];
  if (name.endsWith('.html')) return [`/${name.slice(0, -'.html'.length)}`];
  if (name.endsWith('/')) return [`/${name.slice(0, -1)}`, `/${name}*`];
  return [`/${name}`];
}

/** The page with the policy as the first element of its <head>, so it covers every script after it. */
function withMetaCsp(html, policy) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}">`;
  if (/<meta http-equiv="?Content-Security-Policy/i.test(html)) {
    return html.replace(/<meta http-equiv="?Content-Security-Policy"?[^>]*>/i, meta);
  }
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) throw new Error('security-headers: the page has no <head>');
  const at = head.index + head[0].length;
  // After <meta charset> when it comes first: the charset must stay in the first 1024 bytes.
  const charset = /^\s*<meta charset=[^>]*>/i.exec(html.slice(at));
  const insertAt = at + (charset ? charset[0].length : 0);
  return html.slice(0, insertAt) + meta + html.slice(insertAt);
}

/** The policy of a page's <meta http-equiv="Content-Security-Policy">, or undefined. */
function metaPolicyOf(html) {
  const tagRe = /<meta\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
  for (const match of html.matchAll(tagRe)) {
    const attrs = attributesOf(match[1]);
    if ((attrs['http-equiv'] ?? '').toLowerCase() === 'content-security-policy') return attrs.content;
  }
  return undefined;
}

module.exports = {
  IMMUTABLE,
  REVALIDATE,
  SECURITY_HEADERS,
  RESPONSE_HEADERS,
  DOCUMENT_HEADERS,
  SCRIPTED_STYLE_ATTRIBUTES,
  sha256Source,
  inlineSourcesOf,
  buildPolicy,
  parsePolicy,
  headersFileText,
  withMetaCsp,
  metaPolicyOf,
};
