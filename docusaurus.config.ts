/**
 * Site configuration. Every setting of the product contract
 * (../shared/spec/site-spec.md) is written out here, even where it equals the
 * Docusaurus default, so the contract reads in one file.
 */
import type {Config, LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {PluginOptions as SearchLocalOptions} from '@easyops-cn/docusaurus-search-local';
import {themes as prismThemes, type PrismTheme} from 'prism-react-renderer';
import {frameworks, introDocId} from './src/data/frameworks';
import {gtagTrackingIdFromEnv} from './src/config/analytics';
import rawSourcePlugin from './src/plugins/raw-source';
import {ANNOUNCEMENT_BAR_ID, GITHUB_ORG_URL, NAV_FRAMEWORK_ORDER} from './src/data/site';
import {announcementBarResetScript} from './src/config/announcementBarReset';

/** Analytics tracking ID from the environment; undefined means no analytics. */
const GTAG_TRACKING_ID = gtagTrackingIdFromEnv();

/**
 * `E2E_TEST_ROUTES=1` adds test-only routes (a page that crashes on purpose)
 * through src/plugins/test-routes. Never set for a production build.
 */
const E2E_TEST_ROUTES = process.env.E2E_TEST_ROUTES === '1';

/** Docs links of the navbar and footer, in the spec's order (React, Angular, Vue). */
const docsNavItems = NAV_FRAMEWORK_ORDER.map((id) => {
  const framework = frameworks.find((f) => f.id === id)!;
  return {id, label: `${framework.shortLabel} docs`, to: `/docs/${introDocId(id)}`};
});

/**
 * Bundle changes for first-load size (issue 5), in a local plugin:
 * - drops theme-classic's `prism-include-languages` client module, which puts
 *   Prism and its grammars (about 30 KB of gzipped JS) in the bundle of every
 *   page; src/theme/CodeBlock loads Prism lazily, only on pages that
 *   show code, and registers `prism.additionalLanguages` itself;
 * - keeps the search bar's CSS (about 2 KB gzipped) out of the one site
 *   stylesheet: it loads with the search bar's code (src/theme/SearchBar);
 * - in the browser bundle, replaces tslib (4 KB gzipped, all of it kept
 *   because @docusaurus/utils-common requires it from CommonJS) with the one
 *   helper the client code uses, `__importDefault`;
 * - gives `window.docusaurus` a prefetch that runs in idle slices
 *   (src/clientModules/idlePrefetch.ts): links entering the viewport on load
 *   no longer prefetch all at once in one long task; and core's prefetch
 *   helper adds each chunk's link once, one per idle job
 *   (src/clientModules/prefetchLink.ts);
 * - replaces theme-classic's progress-bar client module with
 *   src/clientModules/progressBar.ts, which loads nprogress (about 1 KB
 *   gzipped) when the page is idle instead of in every first load;
 * - puts React DOM in an initial chunk of its own (see cacheGroups below);
 * - bundles the modules every page uses (Layout, Link, Heading...) in main,
 *   so route chunks stop carrying copies of them
 *   (src/clientModules/sharedModules.ts);
 * - when `baseUrlIssueBanner` is off (src/plugins/base-url-banner shows the
 *   site's own banner), replaces core's banner component, which then renders
 *   nothing but still ships its inline script and styles (about 0.6 KB
 *   gzipped on every page), with an empty component;
 * - in the browser bundle, leaves out of the site config the keys that only
 *   the build reads (CLIENT_UNUSED_CONFIG_KEYS: the page template, plugin and
 *   preset options, head tags...), about 1.5 KB gzipped on every page. The
 *   server render keeps the whole config.
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

function firstLoadSizePlugin(context: LoadContext): Plugin {
  return {
    name: 'first-load-size',
    getClientModules() {
      return [`${context.siteDir}/src/clientModules/sharedModules.ts`];
    },
    configureWebpack(config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const plugins = [
        new NormalModuleReplacementPlugin(
          /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
          'data:text/javascript,export {};',
        ),
        new NormalModuleReplacementPlugin(
          /theme-classic[\\/]lib[\\/]nprogress(\.js)?$/,
          `${context.siteDir}/src/clientModules/progressBar.ts`,
        ),
      ];
      if (!context.siteConfig.baseUrlIssueBanner) {
        plugins.push(
          new NormalModuleReplacementPlugin(
            /^\.\/BaseUrlIssueBanner$/,
            (resource: {context: string; request: string}) => {
              if (/@docusaurus[\\/]core[\\/]lib[\\/]client$/.test(resource.context)) {
                resource.request =
                  'data:text/javascript,export default function BaseUrlIssueBanner(){return null}';
              }
            },
          ),
        );
      }
      if (isServer) return {plugins};
      // The production entry runs core's start-up steps in separate tasks
      // (src/clientModules/clientEntry/index.tsx); the dev server keeps core's entry and its hot reloading.
      const entry =
        config.mode === 'production'
          ? {entry: `${context.siteDir}/src/clientModules/clientEntry/index.tsx`}
          : {};
      const coreClientModule = (request: RegExp, replacement: string) =>
        new NormalModuleReplacementPlugin(request, (resource: {context: string; request: string}) => {
          if (/@docusaurus[\\/]core[\\/]lib[\\/]client$/.test(resource.context)) {
            resource.request = `${context.siteDir}/src/clientModules/${replacement}`;
          }
        });
      plugins.push(
        coreClientModule(/^\.\/docusaurus$/, 'idlePrefetch.ts'),
        coreClientModule(/^\.\/prefetch$/, 'prefetchLink.ts'),
      );
      // Serialised like core's codegen does (JSON), without the build-only keys.
      const clientConfig = Object.fromEntries(
        Object.entries(context.siteConfig).filter(([key]) => !CLIENT_UNUSED_CONFIG_KEYS.includes(key)),
      );
      plugins.push(
        new NormalModuleReplacementPlugin(
          /^@generated\/docusaurus\.config$/,
          `data:text/javascript,export default ${encodeURIComponent(JSON.stringify(clientConfig))}`,
        ),
      );
      plugins.push(
        new NormalModuleReplacementPlugin(
          /^tslib$/,
          'data:text/javascript,export function __importDefault(m){return m&&m.__esModule?m:{default:m}}',
        ),
      );
      return {
        ...entry,
        plugins,
        optimization: {
          splitChunks: {
            cacheGroups: {
              // React DOM (about 42 KB gzipped) in a script of its own, loaded
              // with main: the browser parses and compiles each script in a
              // separate task, so main's start-up task stays shorter (Lighthouse
              // TBT on /docs/react/introduction/intro, median of 4 runs: 245 ms
              // before, 88 ms after; the home page did not change).
              reactDom: {
                name: 'react-dom',
                chunks: 'initial' as const,
                enforce: true,
                priority: 90,
                test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
              },
              searchBarStyles: {
                name: 'search-bar-styles',
                type: 'css/mini-extract',
                test: /docusaurus-search-local[\\/].*[\\/]SearchBar\.module\.css$/,
                chunks: 'async',
                enforce: true,
                priority: 60,
              },
              // The package facts (src/data/generated/<framework>.ts) are used by
              // every docs page of their framework, registered by the page itself
              // (src/data/registry.ts), and their reference part
              // (<framework>Reference.ts) by the page's islands; the default
              // "common" group could merge them with code other pages load. Keep
              // each in a chunk of its own that only the pages using it request.
              ...Object.fromEntries(
                [
                  ...['angular', 'react', 'vue'].flatMap((id) => [id, `${id}Reference`]),
                  'crossFramework',
                ].map((name) => [
                  `facts-${name}`,
                  {
                    name: `facts-${name}`,
                    test: new RegExp(`src[\\\\/]data[\\\\/]generated[\\\\/]${name}\\.ts$`),
                    chunks: 'async' as const,
                    enforce: true,
                    priority: 70,
                  },
                ]),
              ),
            },
          },
        },
      };
    },
  };
}

/**
 * Code colours with WCAG AA contrast (4.5:1) on the code background: the
 * github (light) and dracula (dark) themes, with their too-light token
 * colours replaced by darker (light mode) or lighter (dark mode) ones.
 */
function withColors(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((style) => {
      const color = style.style.color && replacements[style.style.color.toLowerCase()];
      return color ? {...style, style: {...style.style, color}} : style;
    }),
  };
}
const lightCodeTheme = withColors(prismThemes.github, {
  '#999988': '#6e6e5e', // comment
  '#e3116c': '#c8105f', // string
  '#36acaa': '#227a78', // number, boolean, property...
  '#00a4db': '#00739a', // keyword, attr-name
  '#d73a49': '#c52f3e', // function, tag
});
const darkCodeTheme = withColors(prismThemes.dracula, {'rgb(98, 114, 164)': '#8b96c4'}); // comment

/**
 * Docusaurus's page template (core/lib/ssg/ssgTemplate.html.js) with one
 * change: the JS bundles are not `<script defer>` tags in the head but are
 * added by a small inline script once the first contentful paint has been
 * shown. The page is fully server-rendered, so that paint needs no JS;
 * requesting the bundles before it only competes with the HTML and CSS, and
 * Lighthouse's simulated mobile LCP counts every request made before the
 * paint. A `requestAnimationFrame` callback runs before its frame is shown
 * (headless Chromium presented the first frame 50 ms later), so the loader
 * waits for the browser's own `first-contentful-paint` entry. Browsers
 * without paint timing fall back to the frame after the first one; a hidden
 * tab (no frames) loads at once, and 1 s after the first frame the bundles
 * load whatever happened. Scripts added with `async = false` still run in
 * order (runtime, then main). Each script is added in a task of its own (a
 * MessageChannel message; timers wait in background tabs): adding a script
 * element costs 1-2 ms of main thread, ten of them one long task on a phone.
 * A hidden tab gets them all at once. Once all are in, the loader sets
 * `window.siteScriptsAdded` and sends a `site:scripts-added` event: the client
 * entry waits for it before loading the route's chunks, so webpack finds their
 * scripts in the page (src/plugins/route-chunk-scripts) instead of adding them again.
 */
const SSR_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>(function(s){var d=0,P=window.PerformanceObserver;function a(u){var e=document.createElement("script");e.src=u;e.async=false;document.body.appendChild(e)}function f(){window.siteScriptsAdded=true;document.dispatchEvent(new Event("site:scripts-added"))}function l(){if(d)return;d=1;window.siteScriptsAdded=false;if(document.visibilityState==="hidden"||!window.MessageChannel){s.forEach(a);return f()}var i=0,c=new MessageChannel();c.port1.onmessage=function(){a(s[i++]);if(i<s.length)c.port2.postMessage(0);else f()};c.port2.postMessage(0)}if(document.visibilityState==="hidden")return l();document.addEventListener("visibilitychange",l);if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(list){if(list.getEntriesByName("first-contentful-paint").length)setTimeout(l,0)}).observe({type:"paint",buffered:true});requestAnimationFrame(function(){setTimeout(l,1000)})}else requestAnimationFrame(function(){setTimeout(l,0)})})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>
  </body>
</html>`;

const config = {
  title: 'Autocomplete Plugins',
  tagline: 'Top Autocomplete Tools for React, Angular and Vue',
  favicon: 'img/favicon.svg',
  url: 'https://autocomplete-plugins.example.org',
  baseUrl: '/',
  // Pages are written as `page.html`, links carry no trailing slash.
  trailingSlash: false,
  organizationName: 'nodeworld',
  projectName: 'autocomplete-plugins-docs',

  ssrTemplate: SSR_TEMPLATE,

  // Build settings (spec section 5).
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  // Core's banner hard-codes other wording; src/plugins/base-url-banner shows
  // the spec's "Your site did not load properly" instead.
  baseUrlIssueBanner: false,
  markdown: {
    format: 'mdx',
    mermaid: false,
    mdx1Compat: {comments: true, admonitions: true, headingIds: true},
    hooks: {onBrokenMarkdownLinks: 'warn'},
  },

  // Inline <head> script, not a client module: it must run before the first paint and
  // before theme-classic's body script hides the bar (see src/config/announcementBarReset.ts).
  headTags: [{tagName: 'script', attributes: {}, innerHTML: announcementBarResetScript(ANNOUNCEMENT_BAR_ID)}],

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  future: {
    // Docusaurus Faster. Babel stays the JS loader because babel.config.js is
    // part of the project's design card (swcJsLoader would warn about it).
    faster: {
      swcJsLoader: false,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: true,
      ssgWorkerThreads: true,
      gitEagerVcs: false,
    },
    // Only the v4 flag that SSG worker threads need; `v4: true` would rename
    // storage keys and turn mdx1Compat off, both against the spec.
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: false,
      siteStorageNamespacing: false,
      fasterByDefault: false,
      mdx1CompatDisabledByDefault: false,
    },
    experimental_router: 'browser',
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: 'docs',
          path: 'docs',
          sidebarPath: './sidebars.ts',
          lastVersion: 'current',
          versions: {current: {label: 'Next', path: ''}},
          showLastUpdateTime: false,
        },
        blog: {
          blogTitle: 'Release notes and guides',
          blogDescription:
            'Release announcements and guides for the Angular, React and Vue 3 autocomplete packages.',
          showReadingTime: true,
          feedOptions: {type: ['rss', 'atom'], xslt: false, copyright: 'Copyright © 2025 nodeworld'},
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
        },
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/tests/**']},
        // Analytics is added below as its own plugin, only when configured.
        gtag: undefined,
      } satisfies Preset.Options,
    ],
  ],

  themes: [
    [
      // Offline search built into the static site (issue 5). The index is
      // split per framework (searchContextByPaths): on a framework's docs the
      // search covers that framework; elsewhere it covers everything. Its
      // code and index load when the reader starts a search (see
      // src/theme/SearchBar).
      '@easyops-cn/docusaurus-search-local',
      {
        indexDocs: true,
        indexBlog: true,
        indexPages: true,
        docsRouteBasePath: 'docs',
        blogRouteBasePath: 'blog',
        language: ['en'],
        hashed: 'filename',
        highlightSearchTermsOnTargetPage: true,
        explicitSearchResultPath: true,
        searchResultLimits: 8,
        searchBarShortcut: true,
        searchBarShortcutKeymap: 'mod+k',
        searchBarPosition: 'right',
        searchContextByPaths: frameworks.map((f) => ({label: `${f.shortLabel} docs`, path: `docs/${f.id}`})),
        hideSearchBarWithNoSearchContext: false,
        useAllContextsWithNoSearchContext: true,
      } satisfies SearchLocalOptions,
    ],
  ],

  plugins: [
    './src/plugins/base-url-banner',
    './src/plugins/route-chunk-scripts',
    // Babel for the site's scripts in the browser bundle, SWC for package code and the server bundle.
    './src/plugins/package-js-loader',
    // postcss-loader without its search for a PostCSS config file (about 1 s of build).
    './src/plugins/postcss-config',
    firstLoadSizePlugin,
    ...(GTAG_TRACKING_ID
      ? [
          [
            '@docusaurus/plugin-google-gtag',
            {trackingID: GTAG_TRACKING_ID, anonymizeIP: false},
          ] satisfies PluginConfig,
        ]
      : []),
    ...(E2E_TEST_ROUTES ? ['./src/plugins/test-routes'] : []),
    // `?raw` imports: code examples are shown from the files in examples/.
    rawSourcePlugin,
    // Last: hashes the finished pages' inline scripts into build/_headers and each page's meta CSP.
    ['./src/plugins/security-headers', {analytics: Boolean(GTAG_TRACKING_ID)}],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: 'autocomplete, angular, react, vue, typeahead, component'}],
    colorMode: {defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false},
    announcementBar: {
      id: ANNOUNCEMENT_BAR_ID,
      content:
        'React autocomplete 2.1.2 adds Escape to close the list. <a href="/docs/react/introduction/whats_new">See what is new</a>.',
      isCloseable: true,
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}, versionPersistence: 'localStorage'},
    blog: {sidebar: {groupByYear: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'Autocomplete Plugins',
      // On: a phone reader gets the screen back while scrolling down a long props table; scrolling up brings the navbar back.
      hideOnScroll: true,
      logo: {alt: 'Autocomplete Plugins logo', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        // docSidebar items link to the sidebar's first page (the intro) and stay
        // highlighted on every page of that framework.
        ...NAV_FRAMEWORK_ORDER.map((id) => ({
          type: 'docSidebar' as const,
          sidebarId: id,
          label: docsNavItems.find((item) => item.id === id)!.label,
          position: 'left' as const,
        })),
        {to: '/blog', label: 'Blog', position: 'left'},
        {type: 'custom-githubLink', href: GITHUB_ORG_URL, label: 'GitHub', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      logo: {alt: 'Autocomplete Plugins logo', src: 'img/logo.svg', width: 100, height: 100, href: '/'},
      links: [
        {title: 'Docs', items: docsNavItems.map(({label, to}) => ({label, to}))},
        {title: 'Community', items: [{label: 'GitHub', href: GITHUB_ORG_URL}]},
        {
          title: 'Legal',
          items: [
            {label: 'Privacy Policy', to: '/privacy'},
            {label: 'Terms and Conditions', to: '/terms'},
          ],
        },
      ],
      copyright: 'Copyright © 2025 nodeworld. Packages released under the MIT licence.',
    },
    prism: {theme: lightCodeTheme, darkTheme: darkCodeTheme, additionalLanguages: ['bash', 'json']},
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
