/**
 * Unused rules out of the site stylesheet, so that the first-load stylesheet
 * fits the first round trip (issue 31, item 2; bench/LOG.md has the
 * figures). Infima, the theme's CSS framework, ships every component and
 * utility class it has (about 10 KB of the site's 16 KB gzip); the site uses
 * a part of them.
 *
 * A bundler plugin of the client build (added by index.ts through the
 * documented `configureWebpack`; the processAssets hook is public Rspack and
 * webpack API). It runs after the CSS minimizer and before the content hashes
 * of the file names are computed, so a file's name still changes with what it
 * holds. Every class name the site can put on an element is a string in its
 * client JS (JSX, MDX, the theme's components, route metadata), so:
 *
 * - a rule is kept when each class its selector names occurs in the JS of
 *   the build, as a whole word or as the start of a class built at run time
 *   (`"alert--"+type`, `` `alert--${type}` ``);
 * - a custom property (`--ifm-…`) is kept when a kept declaration reads it,
 *   directly or through other properties, or when the JS names it;
 * - an `@keyframes` is kept when a kept declaration names it.
 *
 * Class names of CSS modules are part of the same JS, so they go through the
 * same test. tests/unit/unused-css.spec.ts checks the result from the reader's
 * side: every class of every built page keeps the rules Infima has for it.
 */
import postcss, {type AtRule, type Root, type Rule} from 'postcss';
import selectorParser from 'postcss-selector-parser';
import type {Compiler} from 'webpack';
import {processAssetsAfterMinifiers} from './afterMinifiers';

/** Names a run-time class can start with: a string literal ending in `-` or `_`, joined to a value. */
const PREFIX = /([A-Za-z_][\w-]*[-_])(?:\$\{|["']\s*\+|["']\.concat\()/g;
const WORD = /[A-Za-z_][\w-]*/g;

export interface ClassIndex {
  has(className: string): boolean;
}

/** The class names (whole words and run-time prefixes) the given JS sources can produce. */
export function classIndexOf(sources: readonly string[]): ClassIndex {
  const words = new Set<string>();
  const prefixes = new Set<string>();
  for (const source of sources) {
    for (const [word] of source.matchAll(WORD)) words.add(word);
    for (const match of source.matchAll(PREFIX)) prefixes.add(match[1]!);
  }
  const prefixList = [...prefixes];
  return {
    has: (className) => words.has(className) || prefixList.some((p) => className.startsWith(p)),
  };
}

/** Pseudo-classes whose argument list matches when one of its selectors does. */
const ANY_OF = new Set([':is', ':where', ':matches', ':-webkit-any', ':-moz-any']);

/**
 * Whether an element can match the selector: each class it requires is
 * used, and each :is()/:where() has an alternative that can match. A class
 * under :not() or :has() is not required.
 */
function canMatch(selector: selectorParser.Selector, used: ClassIndex): boolean {
  return selector.nodes.every((node) => {
    if (node.type === 'class') return used.has(node.value);
    if (node.type === 'pseudo' && ANY_OF.has(node.value.toLowerCase())) {
      return node.nodes.some((alternative) => canMatch(alternative, used));
    }
    return true;
  });
}

function selectorCanMatch(selector: string, used: ClassIndex): boolean {
  let result = true;
  selectorParser((root) => {
    result = root.nodes.some((complex) => canMatch(complex, used));
  }).processSync(selector);
  return result;
}

const insideKeyframes = (rule: Rule) =>
  rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name);

/** Removes the selectors no element can match, then the custom properties and keyframes nothing reads. */
export function pruneStylesheet(root: Root, used: ClassIndex, jsSources: readonly string[]): void {
  root.walkRules((rule) => {
    if (insideKeyframes(rule)) return;
    const kept = rule.selectors.filter((selector) => selectorCanMatch(selector, used));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });

  // Custom properties: what the remaining declarations read, followed through other properties.
  const definitions = new Map<string, postcss.Declaration[]>();
  root.walkDecls(/^--/, (decl) => {
    definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), decl]);
  });
  const reads = (value: string) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!);
  const pending: string[] = [];
  const keyframesUsed = new Set<string>();
  root.walkDecls((decl) => {
    if (!decl.prop.startsWith('--')) pending.push(...reads(decl.value));
    if (/^(-webkit-)?animation(-name)?$/.test(decl.prop)) {
      for (const [word] of decl.value.matchAll(/[\w-]+/g)) keyframesUsed.add(word);
    }
  });
  for (const source of jsSources) {
    for (const [name] of source.matchAll(/--[A-Za-z][\w-]*/g)) if (definitions.has(name)) pending.push(name);
  }
  const read = new Set<string>();
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (read.has(name)) continue;
    read.add(name);
    for (const decl of definitions.get(name) ?? []) pending.push(...reads(decl.value));
  }
  for (const [name, decls] of definitions) {
    if (!read.has(name)) for (const decl of decls) decl.remove();
  }
  root.walkAtRules(/keyframes$/i, (atRule) => {
    if (!keyframesUsed.has(atRule.params.trim())) atRule.remove();
  });

  // Whatever is left empty.
  let removed = true;
  while (removed) {
    removed = false;
    root.walk((node) => {
      if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0) {
        node.remove();
        removed = true;
      }
    });
  }
}

/** The stylesheet's text without what no page of the site can use. */
export function pruneCss(css: string, jsSources: readonly string[]): string {
  const root = postcss.parse(css);
  pruneStylesheet(root, classIndexOf(jsSources), jsSources);
  return root.toResult({map: false}).css;
}

const NAME = 'speed-layer-unused-css';

/** The bundler plugin: prunes every CSS asset of the client build against the build's JS. */
export class UnusedCssPlugin {
  apply(compiler: Compiler): void {
    processAssetsAfterMinifiers(compiler, NAME, (compilation, sources) => {
      const assets = compilation.getAssets();
      const js = assets.filter((a) => a.name.endsWith('.js')).map((a) => a.source.source().toString());
      for (const asset of assets) {
        if (!asset.name.endsWith('.css')) continue;
        const css = pruneCss(asset.source.source().toString(), js);
        compilation.updateAsset(asset.name, new sources.RawSource(css));
      }
    });
  }
}
