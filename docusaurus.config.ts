/**
 * Site configuration. Every setting of the product contract
 * (../shared/spec/site-spec.md) is written out here, even where it equals the
 * Docusaurus default, so the contract reads in one file.
 */
import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
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

  plugins: [
    './src/plugins/base-url-banner',
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
    prism: {theme: prismThemes.github, darkTheme: prismThemes.dracula, additionalLanguages: ['bash', 'json']},
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
