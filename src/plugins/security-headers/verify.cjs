/**
 * The build:checked check of the security headers (scripts/build-checked.mjs): every page has one
 * policy in _headers and a <meta> one, both allowing its inline code; no path gets a header twice.
 */
const {existsSync, readFileSync, readdirSync, statSync} = require('node:fs');
const {join, relative, sep} = require('node:path');
const {inlineSourcesOf, metaPolicyOf, parsePolicy, sha256Source} = require('./policy.cjs');
const {headersFor, parseHeadersFile, rulesSetting} = require('./headers-file.cjs');

/** URL path of a built HTML file (trailingSlash: false): docs/a.html → /docs/a. */
function urlPathOf(buildDir, file) {
  const rel = relative(buildDir, file).split(sep).join('/');
  if (rel === 'index.html') return '/';
  return `/${rel.replace(/(\/index)?\.html$/, '')}`;
}

function htmlFiles(dir) {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile());
}

const preview = (text) => JSON.stringify(text.trim().slice(0, 60));

/** Problems found in a build folder made for `baseUrl`; empty when all is well. */
function verifySecurityHeaders(buildDir, baseUrl = '/') {
  const under = (path) => baseUrl + path.slice(1);
  const headersPath = join(buildDir, '_headers');
  if (!existsSync(headersPath)) return [`${headersPath} is missing (src/plugins/security-headers writes it)`];
  let rules;
  try {
    rules = parseHeadersFile(readFileSync(headersPath, 'utf8'));
  } catch (error) {
    return [`${headersPath}: ${error.message}`];
  }
  const problems = [];
  const samplePaths = new Set(['/assets/js/x.js', '/no-such-page']);
  for (const file of htmlFiles(buildDir)) {
    const page = relative(process.cwd(), file);
    const path = urlPathOf(buildDir, file);
    samplePaths.add(path);
    const html = readFileSync(file, 'utf8');
    const csp = headersFor(rules, under(path)).filter(
      ([name]) => name.toLowerCase() === 'content-security-policy',
    );
    const meta = metaPolicyOf(html);
    if (csp.length !== 1) problems.push(`${page}: _headers gives ${path} no Content-Security-Policy`);
    if (!meta) problems.push(`${page}: no <meta http-equiv="Content-Security-Policy"> in the page`);
    const policies = [
      ...(csp.length === 1 ? [['_headers', parsePolicy(csp[0][1])]] : []),
      ...(meta ? [['the page <meta> policy', parsePolicy(meta)]] : []),
    ];
    const {scripts, styles} = inlineSourcesOf(html);
    for (const [where, policy] of policies) {
      const scriptSources = policy.get('script-src') ?? [];
      for (const script of scripts) {
        if (!scriptSources.includes(sha256Source(script))) {
          problems.push(
            `${page}: inline script ${preview(script)} (${sha256Source(script)}) is not allowed by the ` +
              `Content-Security-Policy of ${where}. Inline scripts must be in the page when ` +
              'src/plugins/security-headers hashes it (a step after it in src/plugins/post-build/plan.ts, or a postBuild of its own, is too late); ' +
              'or load the script from a file.',
          );
        }
      }
      const styleSources = policy.get('style-src') ?? [];
      for (const style of styles) {
        if (!styleSources.includes(sha256Source(style))) {
          problems.push(
            `${page}: inline style ${preview(style)} is not allowed by the Content-Security-Policy of ${where}`,
          );
        }
      }
    }
  }
  for (const path of samplePaths) {
    const names = new Set(rules.flatMap((rule) => rule.headers.map(([name]) => name.toLowerCase())));
    for (const name of names) {
      const setting = rulesSetting(rules, under(path), name);
      if (setting.length > 1) {
        problems.push(
          `_headers: ${path} gets ${name} from ${setting.length} rules (${setting.map((r) => r.pattern).join(', ')}); ` +
            'hosts join the values',
        );
      }
    }
  }
  return problems;
}

/** Length of the longest Content-Security-Policy in _headers. */
function headerPolicyLength(buildDir) {
  const rules = parseHeadersFile(readFileSync(join(buildDir, '_headers'), 'utf8'));
  const lengths = rules.flatMap((rule) =>
    rule.headers
      .filter(([name]) => name.toLowerCase() === 'content-security-policy')
      .map(([, v]) => v.length),
  );
  return Math.max(0, ...lengths);
}

module.exports = {verifySecurityHeaders, headerPolicyLength, urlPathOf, htmlFiles};
