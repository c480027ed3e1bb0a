/**
 * Site configuration. Every setting of the product contract
 * (CONTRACT.md) is written out here, even where it equals the
 * Docusaurus default, so the contract reads in one file.
 */
import path from 'node:path';
import {getSwcLoaderOptions} from '@docusaurus/faster';
import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes, type PrismTheme} from 'prism-react-renderer';
import {frameworks, introDocId} from './src/data/frameworks';
import {gtagTrackingIdFromEnv} from './src/config/analytics';
import {siteAddressFromEnv} from './src/config/siteAddress';
import rawSourcePlugin from './src/plugins/raw-source';
import postcssOptionsPlugin from './src/plugins/postcss-options';
import {bannerScriptTemplate} from './src/plugins/base-url-banner';
import {pageTemplate} from './src/plugins/speed-layer/pageTemplate';
import {speedLayerOn} from './src/plugins/speed-layer/switch';
import {islands} from './src/config/islands';
import {copyrightLine, GITHUB_ORG_URL} from './src/data/site';
import {readFactsSync, withoutMaintainerNotes} from './src/data/facts';
import {announcementOf, fillFrontMatter} from './src/data/announcement';
import {announcementBarResetScript} from './src/config/announcementBarReset';
import apiTableHeadings from './src/remark/apiTableHeadings';
import reportProblem from './src/remark/reportProblem';
import {localPluginsInBuildCache} from './src/config/buildCache';
import type {Options as PostBuildOptions} from './src/plugins/post-build';

/** Analytics tracking ID from the environment; undefined means no analytics. */
const GTAG_TRACKING_ID = gtagTrackingIdFromEnv();

/**
 * The site's address: `SITE_URL` (origin) and `BASE_URL` (path, `/` locally; `/<repository>/` on a
 * GitHub Pages project site), read and checked in src/config/siteAddress.ts; a malformed value stops
 * the build naming the variable. Code reads them back as `siteConfig.url` and `siteConfig.baseUrl`.
 */
const {url: SITE_URL, baseUrl: BASE_URL, mcpUrl: MCP_URL} = siteAddressFromEnv();

/**
 * `E2E_TEST_ROUTES=1` adds test-only routes (a page that crashes on purpose)
 * through src/plugins/test-routes. Never set for a production build.
 */
/**
 * The package facts (src/data/library-facts.json) for the announcement bar and the `{version}`
 * tokens of front matter; an invalid file stops the build naming the package, the entry and the
 * field. `readFactsSync` reads and checks the file once per build and gives the library-facts
 * plugin and the remark plugin (apiTableHeadings) the same value; the config reads it as pages do,
 * without maintainer notes and `sourceInferred` markers. Pages get them from the plugin.
 */
const FACTS = withoutMaintainerNotes(readFactsSync(__dirname));
const ANNOUNCEMENT = announcementOf(FACTS, BASE_URL);

const E2E_TEST_ROUTES = process.env.E2E_TEST_ROUTES === '1';

/** Docs links of the navbar and footer, in the one order of src/data/frameworks.ts (React, Angular, Vue). */
const docsNavItems = frameworks.map(({id, shortLabel}) => ({
  id,
  label: `${shortLabel} docs`,
  to: `/docs/${introDocId(id)}`,
}));

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
 * The speed layer (src/plugins/speed-layer): island and lazy wrappers, the guarded patch
 * points, shared-module chunking and the page template's script loader. `SPEED_LAYER=off`
 * builds without it, for diagnosis and the bench's A/B; never deployed.
 */
const SPEED_LAYER = speedLayerOn();

/**
 * Every build and the development server compile the site's scripts and MDX with SWC, through the
 * documented `webpack.jsLoader` option and Docusaurus Faster's own loader options, as the stock
 * preset does (`future.faster.swcJsLoader` would do the same, with a warning about
 * babel.config.js, which `docusaurus write-translations` still reads). With Babel a clean build's
 * bundling took 8.3-9.3 s against SWC's 4.3 s (`npm run bench -- --reference`, bench/LOG.md), and
 * the development server's first page 1.6x the stock preset's.
 */
const siteJsLoader = (isServer: boolean) => ({
  loader: 'builtin:swc-loader',
  options: getSwcLoaderOptions({isServer, bundlerName: 'rspack'}),
});

/** From the first year to the year of the build, for the copyright lines (the footer and the blog's feeds). */
const COPYRIGHT = copyrightLine(new Date().getFullYear());

/** Under static/ (the spec keeps the logo and favicon in the img folder). */
const FAVICON = 'img/favicon.svg';

/**
 * The sitemap's file name (the sitemap plugin's default, written out): the sitemap plugin writes
 * it, robots.txt names it and build/_headers gives it its headers (src/plugins/post-build).
 */
const SITEMAP_FILE = 'sitemap.xml';

const config = {
  webpack: {jsLoader: siteJsLoader},
  title: 'Autocomplete Plugins',
  tagline: 'Top Autocomplete Tools for React, Angular and Vue',
  favicon: FAVICON,
  url: SITE_URL,
  baseUrl: BASE_URL,
  // Pages are written as `page.html`, links carry no trailing slash.
  trailingSlash: false,
  organizationName: 'nodeworld',
  projectName: 'autocomplete-plugins-docs',
  // The MCP server's remote endpoint (`MCP_URL`), which the "Use with AI assistants" pages give.
  customFields: MCP_URL ? {mcpUrl: MCP_URL} : {},

  // Core's page template plus the home page's banner script and, with the speed layer, the
  // bundles added after the first paint (src/plugins/speed-layer/pageTemplate.ts).
  ssrTemplate: pageTemplate({
    headScript: bannerScriptTemplate(SITE_URL, BASE_URL),
    scriptsAfterFirstPaint: SPEED_LAYER,
    inlineFavicon: SPEED_LAYER
      ? {href: `${BASE_URL}${FAVICON}`, file: path.join(__dirname, 'static', FAVICON)}
      : undefined,
  }),

  // Build settings (contract section 5; a broken anchor fails the build as a broken link does).
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  // Core's banner hard-codes other wording; src/plugins/base-url-banner shows
  // the spec's "Your site did not load properly" instead.
  baseUrlIssueBanner: false,
  markdown: {
    // `%version%` and `%date%` in front matter come from the facts (src/data/announcement.ts).
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      return {...result, frontMatter: fillFrontMatter(result.frontMatter, FACTS, params.filePath)};
    },
    format: 'mdx',
    mermaid: false,
    mdx1Compat: {comments: true, admonitions: true, headingIds: true},
    hooks: {onBrokenMarkdownLinks: 'warn'},
  },

  // Inline <head> script, not a client module: it must run before the first paint and
  // before theme-classic's body script hides the bar (see src/config/announcementBarReset.ts).
  headTags: [{tagName: 'script', attributes: {}, innerHTML: announcementBarResetScript(ANNOUNCEMENT.id)}],

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  future: {
    // Docusaurus Faster. SWC compiles the scripts through `webpack.jsLoader` above (the two
    // cannot be set together).
    faster: {
      swcJsLoader: false,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      // Its build dependencies also list every local plugin's files (src/config/buildCache.ts).
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
          // API pages: one real `###` heading per category of the members table, so the TOC lists them.
          beforeDefaultRemarkPlugins: [apiTableHeadings],
          // Every docs page ends with a "Report a problem" link to its package's issue form.
          remarkPlugins: [
            [
              reportProblem,
              {facts: FACTS, siteUrl: `${SITE_URL}${BASE_URL}`, docsDir: path.join(__dirname, 'docs')},
            ],
          ],
        },
        blog: {
          blogTitle: 'Release notes and guides',
          blogDescription:
            'Release announcements and guides for the Angular, React and Vue 3 autocomplete packages.',
          showReadingTime: true,
          feedOptions: {type: ['rss', 'atom'], xslt: false, copyright: COPYRIGHT},
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
        },
        theme: {customCss: './src/css/custom.css'},
        sitemap: {filename: SITEMAP_FILE, changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/tests/**']},
        // Analytics is added below as its own plugin, only when configured.
        gtag: undefined,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // Rspack's persistent cache is evicted by an edit to any local plugin (src/config/buildCache.ts).
    localPluginsInBuildCache(__dirname),
    './src/plugins/library-facts',
    './src/plugins/base-url-banner',
    // Island and lazy theme wrappers, the guarded patch points (INTERNALS.md), shared modules
    // (the site's own: the framework list that nearly every page renders), and the site's
    // components that load after hydration (src/config/islands.ts).
    ...(SPEED_LAYER
      ? [
          [
            './src/plugins/speed-layer',
            {sharedModules: ['@site/src/data/frameworks'], islands},
          ] satisfies PluginConfig,
        ]
      : []),
    // Analytics only with GTAG_TRACKING_ID; gtag.js loads after the page's `load` event.
    ...(GTAG_TRACKING_ID
      ? [['./src/plugins/analytics', {trackingID: GTAG_TRACKING_ID}] satisfies PluginConfig]
      : []),
    ...(E2E_TEST_ROUTES ? ['./src/plugins/test-routes'] : []),
    // `?raw` imports: code examples are shown from the files in examples/.
    rawSourcePlugin,
    // PostCSS reads no config file: no search for one per stylesheet (0.35-0.6 s of a clean build).
    postcssOptionsPlugin,
    // The search's module replacement (the server bundle never searches); its index is a post-build step.
    './src/plugins/search-index',
    // The one postBuild: after the build, in the order of src/plugins/post-build/plan.ts, the live
    // preview's page (issue 40) and robots.txt; then the Pagefind search index (issue 30) beside the
    // Markdown twins and llms files (issue 19); last, the security headers (issue 20): each page's
    // meta CSP and build/_headers, listing the finished build and the sitemap.
    [
      './src/plugins/post-build',
      {analytics: Boolean(GTAG_TRACKING_ID), sitemapFile: SITEMAP_FILE} satisfies PostBuildOptions,
    ] satisfies PluginConfig,
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: 'autocomplete, angular, react, vue, typeahead, component'}],
    colorMode: {defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false},
    announcementBar: {
      // The latest release of the facts' announcedPackage; a new release shows the bar again.
      id: ANNOUNCEMENT.id,
      content: ANNOUNCEMENT.content,
      // Its colours are Infima's primary contrast pair, set in src/css/custom.css (here they would
      // be an inline style on every page, and a hash in every page's policy).
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
        ...docsNavItems.map(({id, label}) => ({
          type: 'docSidebar' as const,
          sidebarId: id,
          label,
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
      copyright: `${COPYRIGHT}. Packages released under the MIT licence.`,
    },
    prism: {theme: lightCodeTheme, darkTheme: darkCodeTheme, additionalLanguages: ['bash', 'json']},
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
