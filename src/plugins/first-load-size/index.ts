/**
 * first-load-size: the only places where the site reaches into Docusaurus
 * internals, each kept because it takes a measured amount off every page's
 * first load (see PATCHES in this file and the table in ARCHITECTURE.md).
 *
 * tests/unit/patch-points.spec.ts guards each of them: it fails, naming the
 * patch, when an upgrade renames what a patch matches or when the built site
 * no longer shows its effect.
 *
 * Also here, on the public surface: React DOM in an initial chunk of its own,
 * and src/clientModules/sharedModules.ts (modules every page uses kept in
 * main instead of copied into each route chunk).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

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
}

interface Patch {
  /** Named by tests/unit/patch-points.spec.ts when it stops working. */
  readonly name: string;
  readonly request: RegExp;
  readonly replacement: (context: LoadContext) => string;
  readonly browserOnly: boolean;
}

/** The guarded module replacements (ARCHITECTURE.md, "Patch points"). */
export const PATCHES: readonly Patch[] = [
  {
    // theme-classic's client module loads Prism and its grammars on every
    // page (about 30 KB gzip); src/theme/CodeBlock loads Prism lazily on
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
];

/**
 * The builder's CSS module (src/components/Builder, about 0.5 KB gzip) in its
 * own async CSS chunk, loaded with the builder's code on the live-example
 * pages, instead of in the one stylesheet every page loads (its budget is
 * 16 KB). The site's own file, so not a patch point; tests/unit/builder.spec.ts
 * checks that the first-load stylesheet has none of it.
 */
export const BUILDER_CSS = /src[\\/]components[\\/]Builder[\\/]styles\.module\.css$/;

export default function firstLoadSizePlugin(context: LoadContext): Plugin {
  return {
    name: 'first-load-size',
    getClientModules() {
      return [path.join(context.siteDir, 'src/clientModules/sharedModules.ts')];
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const plugins = PATCHES.filter((patch) => !isServer || !patch.browserOnly).map(
        (patch) =>
          new NormalModuleReplacementPlugin(patch.request, (resource: Resource) => {
            resource.request = patch.replacement(context);
          }),
      );
      if (isServer) return {plugins};
      return {
        plugins,
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
              builderStyles: {
                name: 'builder-styles',
                type: 'css/mini-extract',
                test: BUILDER_CSS,
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
