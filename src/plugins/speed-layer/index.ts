/**
 * speed-layer: everything the site does to keep each page's first load small, in one local theme
 * plugin (README.md here lists every piece and its gain). `SPEED_LAYER=off` builds the site without
 * it (./switch.ts), for diagnosis and the bench's A/B; never deployed.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {sharedModulesSource} from './sharedModules';
import {writeIslandModules, type IslandDeclaration} from './islands';
import {UnusedCssPlugin} from './unusedCss';
import {CompileHintsPlugin} from './compileHints';

/** Config keys only the build reads: out of the browser's copy (about 1.5 KB gzip on every page). */
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

/** Rspack's and webpack's resolve data. */
interface Resource {
  request: string;
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
    // theme-classic loads Prism and its grammars on every page (about 30 KB gzip); ./theme/CodeBlock
    // loads it lazily on pages with code and registers prism.additionalLanguages itself.
    name: 'Prism out of every page (theme-classic/lib/prism-include-languages)',
    request: /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
    replacement: () => 'data:text/javascript,export {};',
    browserOnly: false,
  },
  {
    // @docusaurus/utils-common requires all of tslib (4 KB gzip) from CommonJS for one helper.
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
    // ./firstPreload.ts starts core's first route preload one task later, so the task that starts
    // the app requests nothing (its header has the figures).
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

/** Every export of theme-common's `lib/utils/reactUtils.js` (by file path: not in its `exports`), but ours. */
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
 * CSS modules of code that loads after the first paint go in async chunks, not in the stylesheet
 * that must fit the first round trip (issue 31): the builder's (about 0.75 KB gzip) and the search
 * results' (0.6 KB). A page that renders one on the server still links its chunk.
 */
const LAZY_CSS = /\.lazy\.module\.css$/;

export interface SpeedLayerOptions {
  /** Modules (nearly) every page renders, e.g. `@site/src/data/frameworks`: kept in main (./sharedModules.ts). */
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
      // The declared islands' requests lead to the modules ./islands.ts wrote, ahead of `@site`
      // (aliases are tried in order; `mergeStrategy` is configureWebpack's documented way to prepend).
      const islands = {resolve: {alias: islandAliases}, mergeStrategy: {'resolve.alias': 'prepend' as const}};
      if (isServer) return {plugins, ...islands};
      // They work on minified files; on the development server they only slowed every rebuild (issue 37).
      const production = config.mode === 'production';
      return {
        ...islands,
        plugins: [...plugins, ...(production ? [new UnusedCssPlugin(), new CompileHintsPlugin()] : [])],
        optimization: {
          splitChunks: {
            cacheGroups: {
              // React DOM (about 42 KB gzip) in a script of its own: the browser compiles each in its own task.
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
