/**
 * speed-layer: everything the site does to keep each page's first load small,
 * in one local theme plugin (README.md here lists every piece and its gain).
 *
 * - ./theme: island, lazy and after-hydration wrappers of theme-classic
 *   components. Each wraps `@theme-init/<Component>` (theme-classic's own),
 *   the layering Docusaurus documents for theme enhancers such as
 *   theme-live-codeblock, so a product override in src/theme can still wrap
 *   the result through `@theme-original`.
 * - ./sharedModules.ts: a client module, generated per build, that keeps the
 *   modules every page uses in the main bundle (the site's own ones are named
 *   by the config: the `sharedModules` option).
 * - PATCHES below: the five guarded patch points into
 *   Docusaurus internals (INTERNALS.md), each guarded by
 *   tests/unit/patch-points.spec.ts, which fails naming the patch when an
 *   upgrade renames what it matches or the built site no longer shows its
 *   effect.
 * - ./unusedCss.ts: the rules no page can use out of the site stylesheet.
 * - ./compileHints.ts: V8's compile hint on the scripts every page loads.
 * - ./idlePrefetch.ts: a client module that prefetches in idle time.
 * - ./pageTemplate.ts: the page template that adds the bundles after the first
 *   paint (./scriptLoader.js), used by docusaurus.config.ts as `ssrTemplate`.
 *
 * `SPEED_LAYER=off` builds the site without any of it (./switch.ts), for
 * diagnosis and the bench's A/B; never deployed.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {sharedModulesSource} from './sharedModules';
import {writeIslandModules, type IslandDeclaration} from './islands';
import {UnusedCssPlugin} from './unusedCss';
import {CompileHintsPlugin} from './compileHints';

/**
 * Keys of the site config that only the build reads (page template, plugin
 * and preset options, head tags...): left out of the browser's copy of the
 * config, about 1.5 KB of gzipped JS on every page. The server render keeps
 * the whole config.
 */
const CLIENT_UNUSED_CONFIG_KEYS = [
  'ssrTemplate',
  'headTags',
  'scripts',
  'stylesheets',
  'presets',
  'themes',
  'plugins',
  'clientModules',
  'webpack',
  'markdown',
  'staticDirectories',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
];

/** The one helper of tslib that Docusaurus's client code calls (guarded by tests/unit/patch-points.spec.ts). */
export const TSLIB_STUB =
  'data:text/javascript,export function __importDefault(m){return m&&m.__esModule?m:{default:m}}';

interface Resource {
  request: string;
  /** The module that makes the request (Rspack's and webpack's resolve data). */
  contextInfo?: {issuer?: string};
}

interface Patch {
  /** Named by tests/unit/patch-points.spec.ts when it stops working. */
  readonly name: string;
  readonly request: RegExp;
  /** Only requests made by a module whose path matches (default: any module). */
  readonly issuer?: RegExp;
  readonly replacement: (context: LoadContext) => string;
  readonly browserOnly: boolean;
}

/** The guarded module replacements (points of INTERNALS.md). */
export const PATCHES: readonly Patch[] = [
  {
    // theme-classic's client module loads Prism and its grammars on every
    // page (about 30 KB gzip); ./theme/CodeBlock loads Prism lazily on
    // pages with code and registers prism.additionalLanguages itself.
    name: 'Prism out of every page (theme-classic/lib/prism-include-languages)',
    request: /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
    replacement: () => 'data:text/javascript,export {};',
    browserOnly: false,
  },
  {
    // @docusaurus/utils-common requires tslib from CommonJS, so all of it
    // (4 KB gzip) is kept although the client calls one helper.
    name: 'tslib reduced to __importDefault',
    request: /^tslib$/,
    replacement: () => TSLIB_STUB,
    browserOnly: true,
  },
  {
    // Core serialises the whole config for the browser (1.5 KB gzip).
    name: 'browser config without build-only keys (@generated/docusaurus.config)',
    request: /^@generated\/docusaurus\.config$/,
    replacement: ({siteConfig}) => {
      const clientConfig = Object.fromEntries(
        Object.entries(siteConfig).filter(([key]) => !CLIENT_UNUSED_CONFIG_KEYS.includes(key)),
      );
      return `data:text/javascript,export default ${encodeURIComponent(JSON.stringify(clientConfig))}`;
    },
    browserOnly: true,
  },
  {
    // Core's client entry preloads the page's route chunks while the main
    // bundle runs; ./firstPreload.ts starts the same preload one task later,
    // so the task that starts the app requests nothing (its header has the
    // figures).
    name: 'first route preload after the app starts (core/lib/client/clientEntry imports ./preload)',
    request: /^\.\/preload$/,
    issuer: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/,
    replacement: ({siteDir}) => path.join(siteDir, 'src/plugins/speed-layer/firstPreload.ts'),
    browserOnly: true,
  },
  {
    // theme-common's `useShallowMemoObject` sorts keys with `localeCompare`: the first call of a
    // page builds the locale collator (about 10 ms at 1x) while a phone hydrates its docs page.
    // Its React utilities are served through a module of ours (./shallowMemo.ts has the figures).
    name: 'shallow memo without the collator (theme-common/lib/utils/reactUtils)',
    request: /^(\.\.\/)+utils\/reactUtils(\.js)?$/,
    issuer: /@docusaurus[\\/]theme-common[\\/]lib[\\/]/,
    replacement: ({generatedFilesDir}) => reactUtilsFile(generatedFilesDir),
    browserOnly: false,
  },
];

/** Where the speed layer writes theme-common's React utilities with ./shallowMemo.ts in them. */
const reactUtilsFile = (generatedFilesDir: string): string =>
  path.join(generatedFilesDir, 'speed-layer', 'reactUtils.js');

/**
 * That module: every export of theme-common's own `lib/utils/reactUtils.js` (imported by its file
 * path: the package's `exports` do not list it), its `useShallowMemoObject` replaced by ours.
 */
function reactUtilsSource(siteDir: string): string {
  const themeCommonLib = path.dirname(
    createRequire(path.join(siteDir, 'package.json')).resolve('@docusaurus/theme-common'),
  );
  return [
    `export * from ${JSON.stringify(path.join(themeCommonLib, 'utils', 'reactUtils.js'))};`,
    `export {useShallowMemoObject} from ${JSON.stringify(path.join(siteDir, 'src/plugins/speed-layer/shallowMemo.ts'))};`,
    '',
  ].join('\n');
}

/**
 * CSS modules of code that loads after the first paint go in async CSS chunks
 * that load with that code, instead of in the one stylesheet every page loads
 * before its first paint (which must fit the first round trip, issue 31). A
 * component says so by the name of its stylesheet: `*.lazy.module.css` (today
 * the builder's, about 0.75 KB gzip, and the search results', 0.6 KB). The
 * bundler groups them by the chunks that import them, so the search box's and
 * /search's hits share one file. A page that renders one of them on the server
 * still links its chunk (core links the CSS of every chunk a page renders).
 */
const LAZY_CSS = /\.lazy\.module\.css$/;

export interface SpeedLayerOptions {
  /**
   * Modules of the site that (nearly) every page renders, e.g.
   * `@site/src/data/frameworks`: kept in the main bundle (./sharedModules.ts).
   */
  readonly sharedModules?: readonly string[];
  /** The site's components that load after hydration (./islands.ts). */
  readonly islands?: readonly IslandDeclaration[];
}

export default function speedLayerPlugin(context: LoadContext, options: SpeedLayerOptions = {}): Plugin {
  const sharedModulesFile = path.join(context.generatedFilesDir, 'speed-layer', 'sharedModules.js');
  mkdirSync(path.dirname(sharedModulesFile), {recursive: true});
  writeFileSync(sharedModulesFile, sharedModulesSource(options.sharedModules ?? []));
  writeFileSync(reactUtilsFile(context.generatedFilesDir), reactUtilsSource(context.siteDir));
  const islandAliases = writeIslandModules(
    context.siteDir,
    path.join(context.generatedFilesDir, 'speed-layer', 'islands'),
    options.islands ?? [],
  );
  return {
    name: 'speed-layer',
    getThemePath() {
      return path.join(context.siteDir, 'src/plugins/speed-layer/theme');
    },
    getClientModules() {
      return [sharedModulesFile, path.join(context.siteDir, 'src/plugins/speed-layer/idlePrefetch.ts')];
    },
    configureWebpack(config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const plugins = PATCHES.filter((patch) => !isServer || !patch.browserOnly).map(
        (patch) =>
          new NormalModuleReplacementPlugin(patch.request, (resource: Resource) => {
            if (patch.issuer && !patch.issuer.test(resource.contextInfo?.issuer ?? '')) return;
            resource.request = patch.replacement(context);
          }),
      );
      // An edit to this plugin evicts Rspack's persistent cache: src/config/buildCache.ts lists
      // every local plugin's files as build dependencies.
      // The declared islands' requests lead to the modules ./islands.ts wrote, ahead of `@site`
      // (aliases are tried in order; `mergeStrategy` is configureWebpack's documented way to prepend).
      const islands = {resolve: {alias: islandAliases}, mergeStrategy: {'resolve.alias': 'prepend' as const}};
      if (isServer) return {plugins, ...islands};
      // The unused-CSS pass and the compile hints work on minified production
      // files; on the development server they only slowed every rebuild (the
      // first page took minutes: issue 37).
      const production = config.mode === 'production';
      return {
        ...islands,
        plugins: [...plugins, ...(production ? [new UnusedCssPlugin(), new CompileHintsPlugin()] : [])],
        optimization: {
          splitChunks: {
            cacheGroups: {
              // React DOM (about 42 KB gzip) in a script of its own, loaded
              // with main: the browser compiles each script in its own task.
              reactDom: {
                name: 'react-dom',
                chunks: 'initial' as const,
                enforce: true,
                priority: 90,
                test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
              },
              lazyCss: {
                type: 'css/mini-extract',
                test: LAZY_CSS,
                chunks: 'async' as const,
                enforce: true,
                priority: 60,
              },
            },
          },
        },
      };
    },
  };
}
