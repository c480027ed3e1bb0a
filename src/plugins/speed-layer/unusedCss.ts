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
 * client JS (JSX, MDX, the theme's components, route metadata), so PurgeCSS
 * reads that JS as its content:
 *
 * - a selector is kept when every class, tag, id and attribute it names
 *   occurs in the JS of the build (PurgeCSS's default extractor: each run of
 *   letters, digits, `-` and `_`); `:not()` and `:has()` require nothing, and
 *   an alternative of `:is()`/`:where()` that cannot match is dropped;
 * - a class built at run time (`"alert--"+type`, `` `alert--${type}` ``) is
 *   kept through a safelist of the prefixes the JS joins to a value;
 * - a custom property (`--ifm-…`) is kept when a kept declaration reads it,
 *   directly or through other properties, or when the JS names it (safelist);
 * - an `@keyframes` is kept when a kept declaration names it.
 *
 * PurgeCSS's `purge()` is asynchronous and the bundler hook of
 * ./afterMinifiers.ts is not, so `pruneCss` runs the same steps `purge()`
 * runs on raw CSS (walkThroughCSS, then the keyframes and variables passes),
 * which are synchronous public methods of the PurgeCSS class.
 *
 * Class names of CSS modules are part of the same JS, so they go through the
 * same test. tests/unit/unused-css.spec.ts checks the result from the reader's
 * side: every class of every built page keeps the rules Infima has for it.
 */
import postcss from 'postcss';
import {ExtractorResultSets, PurgeCSS, defaultOptions, standardizeSafelist} from 'purgecss';
import type {Compiler} from 'webpack';
import {processAssetsAfterMinifiers} from './afterMinifiers';

/** Names a run-time class can start with: a string literal ending in `-` or `_`, joined to a value. */
const PREFIX = /([A-Za-z_][\w-]*[-_])(?:\$\{|["']\s*\+|["']\.concat\()/g;
/** Custom properties a script names (`style.setProperty('--x', …)`, `var(--x)` in a style it writes). */
const CUSTOM_PROPERTY = /--[A-Za-z][\w-]*/g;

/**
 * What only the pages' inline scripts name: they are in the HTML, which is written after this
 * pass, not in the JS assets PurgeCSS reads. theme-classic's announcement bar script sets
 * `data-announcement-bar-initially-dismissed` on `<html>` (its rule hides a closed bar before the
 * app starts); the base URL banner's script (src/plugins/base-url-banner) creates this id.
 */
const INLINE_SCRIPT_ATTRIBUTES = ['data-announcement-bar-initially-dismissed'];
const INLINE_SCRIPT_IDS = ['__site-base-url-issue-banner-container'];
/**
 * `:where()` and `:is()` decide nothing themselves, their alternatives do: PurgeCSS drops the
 * alternatives no element can match, but a selector made of pseudo-classes only, such as
 * `:where(.button--primary):not(.button--outline):hover`, would go whole without this entry.
 */
const ANY_OF = /^:(?:where|is)$/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the build's JS names: read once per build, for every stylesheet (`pruneCssAgainst`). */
export interface JsNames {
  /** Every run of letters, digits, `-` and `_` (PurgeCSS's default extractor). */
  readonly used: ExtractorResultSets;
  /** Prefixes of the classes the JS builds at run time. */
  readonly prefixes: ReadonlySet<string>;
  /** Custom properties the JS names. */
  readonly properties: ReadonlySet<string>;
}

export function jsNamesOf(jsSources: readonly string[]): JsNames {
  const prefixes = new Set<string>();
  const properties = new Set<string>();
  for (const source of jsSources) {
    for (const match of source.matchAll(PREFIX)) prefixes.add(match[1]!);
    for (const [name] of source.matchAll(CUSTOM_PROPERTY)) properties.add(name);
  }
  const used = new ExtractorResultSets(
    jsSources.flatMap((source) => defaultOptions.defaultExtractor(source) as string[]),
  );
  return {used, prefixes, properties};
}

/** The stylesheet's text without what no page of the site can use, given what the JS names. */
export function pruneCssAgainst(css: string, {used, prefixes, properties}: JsNames): string {
  const purger = new PurgeCSS();
  purger.options = {
    ...defaultOptions,
    keyframes: true,
    variables: true,
    dynamicAttributes: INLINE_SCRIPT_ATTRIBUTES,
    safelist: standardizeSafelist({
      standard: [
        ANY_OF,
        ...INLINE_SCRIPT_IDS,
        ...[...prefixes].map((prefix) => new RegExp(`^${escapeRegExp(prefix)}`)),
      ],
      variables: [...properties],
    }),
  };
  purger.variablesStructure.safelist = purger.options.safelist.variables;
  const root = postcss.parse(css);
  purger.walkThroughCSS(root, used);
  purger.removeUnusedKeyframes();
  purger.removeUnusedCSSVariables();
  return root.toResult({map: false}).css;
}

/** The stylesheet's text without what no page of the site can use. */
export function pruneCss(css: string, jsSources: readonly string[]): string {
  return pruneCssAgainst(css, jsNamesOf(jsSources));
}

const NAME = 'speed-layer-unused-css';

/** The bundler plugin: prunes every CSS asset of the client build against the build's JS. */
export class UnusedCssPlugin {
  apply(compiler: Compiler): void {
    processAssetsAfterMinifiers(compiler, NAME, (compilation, sources) => {
      const assets = compilation.getAssets();
      // The JS is read once for every stylesheet (four of them, the same JS each time).
      const names = jsNamesOf(
        assets.filter((a) => a.name.endsWith('.js')).map((a) => a.source.source().toString()),
      );
      for (const asset of assets) {
        if (!asset.name.endsWith('.css')) continue;
        const css = pruneCssAgainst(asset.source.source().toString(), names);
        compilation.updateAsset(asset.name, new sources.RawSource(css));
      }
    });
  }
}
