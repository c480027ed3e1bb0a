/**
 * Security and cache headers (issue 20; src/plugins/security-headers): the
 * `_headers` file the build writes, the policy in it and in each page's meta
 * tag, and the pure functions that compute them. Reads build/.
 */
import {cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import {BUILD_DIR, builtHtmlFiles, sitemapPaths} from '../support/site';
import {
  IMMUTABLE,
  REVALIDATE,
  buildPolicy,
  headersFileText,
  inlineSourcesOf,
  metaPolicyOf,
  parsePolicy,
  sha256Source,
  withMetaCsp,
} from '../../src/plugins/security-headers/policy.cjs';
import {
  headersFor,
  parseHeadersFile,
  rulesSetting,
} from '../../src/plugins/security-headers/headers-file.cjs';
import {urlPathOf, verifySecurityHeaders} from '../../src/plugins/security-headers/verify.cjs';
import {CDN_BASE, PREVIEW_PATH} from '../../src/plugins/live-preview/cdn.cjs';

const rules = () => parseHeadersFile(readFileSync(join(BUILD_DIR, '_headers'), 'utf8'));
const header = (path: string, name: string) =>
  headersFor(rules(), path).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

test('_headers parses and gives every page its policy and the security headers', () => {
  expect(rules().length).toBeGreaterThan(3);
  const pages = builtHtmlFiles().map((file) => urlPathOf(BUILD_DIR, file));
  expect(pages).toContain('/404');
  expect(pages).toContain(PREVIEW_PATH);
  for (const path of pages) {
    const csp = parsePolicy(header(path, 'Content-Security-Policy') ?? '');
    // The live preview's frame (src/plugins/live-preview): loads nothing but its own files and the
    // CDN's, and only the site's pages may frame it.
    const preview = path === PREVIEW_PATH;
    expect(csp.get('default-src'), path).toEqual([preview ? "'none'" : "'self'"]);
    expect(csp.get('frame-ancestors'), path).toEqual([preview ? "'self'" : "'none'"]);
    if (preview) expect(csp.get('script-src')?.slice(0, 2), path).toEqual(["'self'", CDN_BASE]);
    expect(csp.get('object-src'), path).toEqual(["'none'"]);
    expect(csp.get('script-src'), path).not.toContain("'unsafe-inline'");
    // Only WebAssembly compilation (the search's Pagefind), never eval(), and no inline style, except
    // in the preview frame alone (sandboxed, opaque origin), where Angular's JIT compiler needs eval
    // and Angular adds its components' styles in <style> elements.
    if (preview) {
      expect(csp.get('script-src'), path).toContain("'unsafe-eval'");
      expect(csp.get('style-src'), path).toEqual(["'self'", CDN_BASE, "'unsafe-inline'"]);
    } else {
      expect(csp.get('script-src'), path).not.toContain("'unsafe-eval'");
      expect(csp.get('style-src'), path).not.toContain("'unsafe-inline'");
    }
    expect(header(path, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(path, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header(path, 'Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(header(path, 'Permissions-Policy')).toMatch(/camera=\(\)/);
  }
});

test("a page's header policy is its own: the policy of its <meta> plus frame-ancestors", () => {
  for (const file of builtHtmlFiles()) {
    const path = urlPathOf(BUILD_DIR, file);
    const meta = metaPolicyOf(readFileSync(file, 'utf8'))!;
    const ancestors = path === PREVIEW_PATH ? "'self'" : "'none'";
    expect(header(path, 'Content-Security-Policy'), path).toBe(
      meta.replace('; base-uri', `; frame-ancestors ${ancestors}; base-uri`),
    );
  }
});

test('scripts, styles and unknown paths get the response headers, not the document ones', () => {
  // The page policy and Permissions-Policy act on documents only; an unknown path gets the 404 page,
  // whose <meta> carries its policy, and X-Frame-Options stands in for frame-ancestors.
  for (const path of ['/assets/js/main.1234abcd.js', '/assets/css/styles.1234abcd.css', '/no-such-page']) {
    expect(header(path, 'X-Content-Type-Options'), path).toBe('nosniff');
    expect(header(path, 'Referrer-Policy'), path).toBe('strict-origin-when-cross-origin');
    expect(header(path, 'X-Frame-Options'), path).toBe('DENY');
    expect(header(path, 'Content-Security-Policy'), path).toBeUndefined();
    expect(header(path, 'Permissions-Policy'), path).toBeUndefined();
  }
  // The search worker keeps a policy that allows its WebAssembly.
  expect(
    parsePolicy(header('/pagefind/pagefind-worker.js', 'Content-Security-Policy') ?? '').get('script-src'),
  ).toContain("'wasm-unsafe-eval'");
});

test('hashed assets are cached for a year; pages, feeds, the sitemap and the search index revalidate', () => {
  const assets = readdirSync(join(BUILD_DIR, 'assets'), {recursive: true, encoding: 'utf8'}).filter((name) =>
    /\.\w+$/.test(name),
  );
  expect(assets.length).toBeGreaterThan(10);
  for (const asset of assets) {
    expect(asset, 'every file under /assets/ has a content hash in its name').toMatch(
      /[.-][0-9a-f]{8}\.\w+$/,
    );
    expect(header(`/assets/${asset}`, 'Cache-Control')).toBe(IMMUTABLE);
  }
  const searchIndex = readdirSync(join(BUILD_DIR, 'pagefind'), {recursive: true, encoding: 'utf8'}).filter(
    (name) => /\.\w+$/.test(name),
  );
  expect(searchIndex.length).toBeGreaterThan(0);
  const revalidated = [
    ...sitemapPaths(),
    ...builtHtmlFiles().map((file) => urlPathOf(BUILD_DIR, file)),
    '/sitemap.xml',
    '/blog/rss.xml',
    '/blog/atom.xml',
    ...searchIndex.map((name) => `/pagefind/${name}`),
    '/img/logo.svg',
  ];
  for (const path of revalidated) {
    expect(header(path, 'Cache-Control'), path).toBe(REVALIDATE);
    // One rule per header: hosts join the values of several matching rules with a comma.
    for (const name of ['Cache-Control', 'Content-Security-Policy', 'Content-Type']) {
      expect(rulesSetting(rules(), path, name).length, `${path} ${name}`).toBeLessThanOrEqual(1);
    }
  }
});

test('Markdown twins and llms*.txt are served as text and revalidate', () => {
  expect(header('/docs/react/api/props.md', 'Content-Type')).toBe('text/markdown; charset=utf-8');
  expect(header('/docs/react/api/props.md', 'Cache-Control')).toBe(REVALIDATE);
  for (const path of ['/llms.txt', '/llms-full.txt', '/llms-react.txt']) {
    expect(header(path, 'Content-Type'), path).toBe('text/plain; charset=utf-8');
    expect(header(path, 'Cache-Control'), path).toBe(REVALIDATE);
  }
});

test('inlineSourcesOf finds what the browser would run or apply, and nothing else', () => {
  const html =
    '<html><head><script>a()</script><script type=application/ld+json>{"x":1}</script>' +
    '<script src=/x.js></script><script type="module">b()</script><style>p{color:red}</style></head>' +
    '<body><p style="color:#F8F8F2;content:&quot;x&quot;">x</p><noscript><p style="display:none">y</p></noscript>' +
    '<script>var s="<p style=\\"z\\">"</script><!-- <script>c()</script> --></body></html>';
  expect(inlineSourcesOf(html)).toEqual({
    scripts: ['a()', 'b()', 'var s="<p style=\\"z\\">"'],
    styles: ['p{color:red}', 'color:#F8F8F2;content:"x"'],
  });
});

test('inlineSourcesOf reads raw text as text and decodes attribute values as the browser does', () => {
  const html =
    '<!doctype html><html><head><title><p style="a"></title><script type=" Text/JavaScript ">x&amp;y</script>' +
    "<script type=text/plain>no()</script></head><body><textarea><b style='b'></textarea>" +
    '<div style=\'font-family:&#x22;A&#34; &lt;b&gt;\' data-style="no">d</div><template><i style="t">t</i></template>' +
    '<svg><style>circle{fill:red}</style></svg></body></html>';
  expect(inlineSourcesOf(html)).toEqual({
    scripts: ['x&amp;y'],
    styles: ['font-family:"A" <b>', 't', 'circle{fill:red}'],
  });
});

test('withMetaCsp adds or replaces the policy and leaves every other byte of the page as it was', () => {
  const body = '<body><script>a()</script><p style="x">&amp;</p></body></html>';
  const head = '<!doctype html><html lang=en><head>\n  <meta charset="utf-8">\n<title>t</title></head>';
  const meta = (policy: string) => `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  const once = withMetaCsp(head + body, 'a');
  expect(once).toBe(head.replace('<meta charset="utf-8">', `<meta charset="utf-8">${meta('a')}`) + body);
  expect(withMetaCsp(once, 'b')).toBe(once.replace(meta('a'), meta('b')));
  const noCharset = '<html><head><title>t</title></head><body></body></html>';
  expect(withMetaCsp(noCharset, 'c')).toBe(noCharset.replace('<head>', `<head>${meta('c')}`));
  expect(() => withMetaCsp('<p>no head</p>', 'c')).toThrow(/no <head>/);
});

test('the policy names analytics hosts only with analytics, and the meta policy has no frame-ancestors', () => {
  const plain = parsePolicy(buildPolicy({scripts: ['a()']}));
  // 'wasm-unsafe-eval': the search's Pagefind compiles WebAssembly (no eval, no inline script).
  expect(plain.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", sha256Source('a()')]);
  expect(plain.get('connect-src')).toEqual(["'self'"]);
  expect(plain.get('img-src')).toEqual(["'self'", 'data:']);
  expect(plain.get('form-action')).toEqual(["'self'", 'https://stackblitz.com']);
  // Run here's frame (StackBlitz) and the live preview's frame, a page of the site.
  expect(plain.get('frame-src')).toEqual(['https://stackblitz.com', "'self'"]);
  const withAnalytics = parsePolicy(buildPolicy({scripts: ['a()'], analytics: true}));
  expect(withAnalytics.get('script-src')).toContain('https://*.googletagmanager.com');
  expect(withAnalytics.get('connect-src')).toContain('https://*.google-analytics.com');
  const meta = parsePolicy(buildPolicy({forMeta: true}));
  expect(meta.has('frame-ancestors')).toBe(false);
  expect(meta.get('base-uri')).toEqual(["'self'"]);

  const page = '<!doctype html><html><head><meta charset=UTF-8><title>t</title></head><body></body></html>';
  const withMeta = withMetaCsp(page, "default-src 'self'");
  expect(withMeta).toContain(
    `<meta charset=UTF-8><meta http-equiv="Content-Security-Policy" content="default-src 'self'"><title>`,
  );
  expect(metaPolicyOf(withMetaCsp(withMeta, "default-src 'none'"))).toBe("default-src 'none'");
});

test('no header is set by two rules for one path', () => {
  const text = headersFileText({
    policy: "default-src 'self'",
    topLevel: ['assets/', 'docs/', 'docs.html', 'img/'],
    pages: [
      {path: '/docs', policy: "default-src 'none'"},
      {path: '/docs/a', policy: "default-src 'self'"},
    ],
  });
  const parsed = parseHeadersFile(text);
  for (const path of [
    '/docs',
    '/docs/a',
    '/docs/a.md',
    '/assets/js/a.1234abcd.js',
    '/llms.txt',
    '/x',
    '/img/a.svg',
  ]) {
    for (const name of ['Cache-Control', 'Content-Type', 'Content-Security-Policy', 'X-Frame-Options']) {
      expect(rulesSetting(parsed, path, name).length, `${path} ${name}`).toBeLessThanOrEqual(1);
    }
  }
  expect(() => parseHeadersFile('/a\nnot a header')).toThrow(/line 2/);
});

test('build:checked fails, naming the page, when a page has an inline script the policy does not allow', () => {
  const dir = mkdtempSync(join(tmpdir(), 'csp-verify-'));
  try {
    cpSync(join(BUILD_DIR, '_headers'), join(dir, '_headers'));
    cpSync(join(BUILD_DIR, 'privacy.html'), join(dir, 'privacy.html'));
    cpSync(join(BUILD_DIR, 'terms.html'), join(dir, 'terms.html'));
    expect(verifySecurityHeaders(dir)).toEqual([]);
    const file = join(dir, 'privacy.html');
    writeFileSync(file, readFileSync(file, 'utf8').replace('</body>', '<script>track()</script></body>'));
    const problems = verifySecurityHeaders(dir);
    expect(problems.length).toBe(2); // not in _headers, not in the page's meta policy
    for (const problem of problems) {
      expect(problem).toContain('privacy.html');
      expect(problem).toContain('"track()"');
    }
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
