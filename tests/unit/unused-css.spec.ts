/**
 * The site stylesheet without the rules no page can use (issue 31, item 2;
 * src/plugins/speed-layer/unusedCss.ts). From the reader's side: every class a
 * built page puts on an element keeps every rule Infima (the theme's CSS
 * framework) has for it, in the stylesheet the page loads. Then the pruning
 * itself on small inputs. Reads build/.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import {BUILD_DIR, builtHtmlFiles, sitemapPaths} from '../support/site';
import {eagerTagsOf} from '../../scripts/page-weight.cjs';
import {pruneCss} from '../../src/plugins/speed-layer/unusedCss';

const require = createRequire(__filename);

/** The classes a selector requires (those under :not(), :is(), :where() or :has() aside). */
function requiredClasses(selector: string): string[] {
  const classes: string[] = [];
  selectorParser((root) =>
    root.walkClasses((node) => {
      for (let parent = node.parent; parent; parent = parent.parent) if (parent.type === 'pseudo') return;
      classes.push(node.value);
    }),
  ).processSync(selector);
  return [...new Set(classes)].sort();
}

/** A selector as the minifier may write it: no spaces around combinators, `:` for `::`, no `*` before a pseudo. */
const normalize = (selector: string) =>
  selector
    .replace(/\s*([>+~,()])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .replace(/::(before|after|first-line|first-letter)/g, ':$1')
    .replace(/(^|[\s>+~(])\*(?=[:.[])/g, '$1')
    .replace(/["']/g, '')
    .toLowerCase()
    .trim();

/** Every selector of a stylesheet, normalized. */
function selectorsOf(css: string): Set<string> {
  const selectors = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const selector of rule.selectors) selectors.add(normalize(selector));
  });
  return selectors;
}

test('every class of every built page keeps the rules Infima has for it', () => {
  const infima = readFileSync(require.resolve('infima/dist/css/default/default.css'), 'utf8');
  const onPages = new Set<string>();
  const stylesheets = new Set<string>();
  for (const file of builtHtmlFiles()) {
    const html = readFileSync(file, 'utf8');
    for (const [, quoted, bare] of html.matchAll(/\sclass=(?:"([^"]*)"|([^\s>"]+))/g)) {
      for (const name of (quoted ?? bare ?? '').split(/\s+/)) if (name) onPages.add(name);
    }
    for (const href of eagerTagsOf(html).stylesheets) stylesheets.add(href);
  }
  expect(stylesheets.size).toBeGreaterThan(0);
  const built = selectorsOf(
    [...stylesheets].map((href) => readFileSync(join(BUILD_DIR, href), 'utf8')).join('\n'),
  );

  const missing: string[] = [];
  let checked = 0;
  postcss.parse(infima).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes/.test((rule.parent as postcss.AtRule).name)) return;
    for (const selector of rule.selectors) {
      const classes = requiredClasses(selector);
      if (classes.length === 0 || !classes.every((c) => onPages.has(c))) continue;
      // Vendor-prefixed pseudo-classes the minifier drops for the browsers the site supports.
      if (/:-(moz|ms|webkit)-/.test(selector)) continue;
      checked += 1;
      if (!built.has(normalize(selector))) missing.push(selector);
    }
  });
  expect(checked, 'Infima rules for the classes the pages use').toBeGreaterThan(150);
  expect(missing, 'Infima selectors whose classes a page uses, missing from the site stylesheet').toEqual([]);
});

test('the stylesheet drops Infima utilities and components that no page or script uses', () => {
  const {stylesheets} = eagerTagsOf(readFileSync(join(BUILD_DIR, 'index.html'), 'utf8'));
  const css = readFileSync(join(BUILD_DIR, stylesheets[0]!), 'utf8');
  // Utilities and components no page of the site uses (none is in its JS either).
  for (const unused of [
    '.pills__item',
    '.col--offset-11',
    '.shadow--tl',
    '.padding-vert--xl',
    '.button--danger',
  ]) {
    expect(css, unused).not.toContain(`${unused}{`);
    expect(css, unused).not.toContain(`${unused},`);
  }
  // What every page shows.
  for (const used of ['.navbar__brand', '.menu__link', '.footer__link-item', '.pagination-nav__link']) {
    expect(css, used).toContain(used);
  }
  expect(sitemapPaths().length).toBeGreaterThan(10);
});

test('pruning: whole words, run-time prefixes, :not() and :where(), custom properties and keyframes', () => {
  const css = [
    '.a{color:red}',
    '.b{color:blue}',
    '.a .b,.a>.c{margin:0}',
    '.a:not(.b){padding:0}',
    ':where(.b){color:green}',
    ':where(.b,.a) .a{color:teal}',
    '.alert--warning{color:orange}',
    ':root{--used:var(--chain);--chain:1px;--unused:2px;--from-js:3px}',
    '.a{width:var(--used);animation:spin 1s}',
    '@keyframes spin{to{transform:rotate(1turn)}}',
    '@keyframes unusedSpin{to{opacity:0}}',
    '@media (width>=997px){.b{color:red}}',
  ].join('');
  const js = ['e.className="a"', 'const k="alert--"+type;', 'el.style.setProperty("--from-js","4px")'];
  const out = pruneCss(css, js);
  expect(out).toContain('.a{color:red}');
  expect(out).not.toContain('.b{color:blue}');
  expect(out).toContain('.a:not(.b){padding:0}');
  expect(out).not.toContain(':where(.b){');
  // The rule stays for the alternative that can match (PurgeCSS also drops `.b` from the list).
  expect(out).toMatch(/:where\((?:\.b,)?\.a\) \.a\{color:teal\}/);
  expect(out).not.toContain('.a .b');
  expect(out).not.toContain('.a>.c');
  expect(out).toContain('.alert--warning');
  expect(out).toContain('--used:var(--chain)');
  expect(out).toContain('--chain:1px');
  expect(out).toContain('--from-js:3px');
  expect(out).not.toContain('--unused');
  expect(out).toContain('@keyframes spin');
  expect(out).not.toContain('unusedSpin');
  expect(out).not.toContain('@media');
  // A template literal's run-time class.
  expect(pruneCss('.tone--dark{color:#000}', ['`tone--${mode}`'])).toContain('.tone--dark');
});

test('pruning keeps a selector of pseudo-classes whose :where() can match, and drops the alternatives that cannot', () => {
  const css = ':where(.a):not(.b):hover{color:red}:where(.c):hover{color:blue}:is(.c,.a)>p{margin:0}';
  const out = pruneCss(css, ['e.className="a"', 'createElement("p")']);
  expect(out).toContain(':where(.a):not(.b):hover{color:red}');
  expect(out).not.toContain('.c');
  expect(out).toContain(':is(.a)>p{margin:0}');
});

test("the rules that only the pages' inline scripts need stay in the stylesheet", () => {
  const {stylesheets} = eagerTagsOf(readFileSync(join(BUILD_DIR, 'index.html'), 'utf8'));
  const css = readFileSync(join(BUILD_DIR, stylesheets[0]!), 'utf8');
  // theme-classic's script marks a closed announcement bar on <html>, so the bar stays hidden on load.
  expect(css).toMatch(/html\[data-announcement-bar-initially-dismissed=["']?true["']?\] \.announcementBar_/);
  // The wrong-base-URL banner's container (src/plugins/base-url-banner), created by its script.
  expect(css).toContain('#__site-base-url-issue-banner-container');
});
