/**
 * Unused rules out of the site stylesheet, so that the first-load stylesheet fits the first round
 * trip (issue 31, item 2): Infima ships every class it has (about 10 KB of the site's 16 KB gzip).
 * Every class the site can put on an element is a string in its client JS, so PurgeCSS reads that
 * JS as its content: a selector stays when the JS names all it names (`:not()`, `:has()` require
 * nothing), a class built at run time through its prefix, a custom property or `@keyframes` when a
 * kept declaration (or, for a property, the JS) reads it. `purge()` is asynchronous and the hook of
 * ./afterMinifiers.ts is not, so `pruneCss` runs purge()'s own synchronous public steps.
 * tests/unit/unused-css.spec.ts checks from the reader's side that every built class keeps its rules.
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
 * What only the pages' inline scripts name (the HTML is written after this pass): theme-classic's
 * announcement bar script sets the attribute, the base URL banner's creates the id.
 */
const INLINE_SCRIPT_ATTRIBUTES = ['data-announcement-bar-initially-dismissed'];
const INLINE_SCRIPT_IDS = ['__site-base-url-issue-banner-container'];
/**
 * `:where()` and `:is()` decide nothing, their alternatives do: without this entry a selector of
 * pseudo-classes only (`:where(.button--primary):not(.button--outline):hover`) would go whole.
 */
const ANY_OF = /^:(?:where|is)$/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the build's JS names: read once per build, for every stylesheet. */
interface JsNames {
  /** Every run of letters, digits, `-` and `_` (PurgeCSS's default extractor). */
  readonly used: ExtractorResultSets;
  /** Prefixes of the classes the JS builds at run time. */
  readonly prefixes: ReadonlySet<string>;
  readonly properties: ReadonlySet<string>;
}

function jsNamesOf(jsSources: readonly string[]): JsNames {
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

function pruneCssAgainst(css: string, {used, prefixes, properties}: JsNames): string {
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

/** The bundler plugin: prunes every CSS asset of the client build against the build's JS. */
export class UnusedCssPlugin {
  apply(compiler: Compiler): void {
    processAssetsAfterMinifiers(compiler, 'speed-layer-unused-css', (compilation, sources) => {
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
