/**
 * The inventory of every point where the site depends on Docusaurus internals (what Docusaurus
 * does not document, or what the site re-implements from it), one entry per point.
 * `npm run docs:internals` writes INTERNALS.md from it; tests/unit/internals.spec.ts holds it to the
 * code. Fields (types in ./internals.d.cts):
 * - `evidence`: what the scan finds in `files` for this point (module path, rule, class...); for
 *   the kinds the scan cannot see, a text kept in those files, so a removed point shows up as stale;
 * - `touches`: the exact thing it relies on; `why`: the measured gain or the behaviour it keeps;
 * - `guards`: the tests that fail after an upgrade breaks it; `unguarded`: what happens when none do.
 */

/** The kinds of points, and what each means. */
const KINDS = {
  'deep-import': "an import of a file in a package's `lib/` folder",
  'module-replacement': 'a `NormalModuleReplacementPlugin` swapping a module the bundle requests',
  'theme-wrap': 'a component wrapping `@theme-init/` or `@theme-original/` (props and markup are not API)',
  'theme-replacement':
    "a component of `src/theme/` or the speed layer's `theme/` written in place of a theme component that Docusaurus does not declare safe to eject (`docusaurus swizzle --list`: Unsafe, or a component of core's fallback theme)",
  'ejected-copy': "a copy of a theme component's source",
  'template-copy': "a copy of core's page template",
  'output-rewrite': 'a rewrite of what core writes into the pages',
  'rule-mutation': "an edit of core's bundler rules (`module.rules`)",
  chunking:
    "core's chunking: `optimization` (`splitChunks`, `cacheGroups`, minimizers) beside core's own, or a `webpackMode` magic comment placing modules in a chunk",
  'bundler-stage': "a bundler hook tapped at a stage placed against core's minimizers or content hashes",
  'hook-order':
    "a plugin lifecycle hook that relies on the order core runs the plugins' hooks in (core starts every `postBuild` at once, in config order)",
  'cache-shape': 'the shape of the bundler config core writes for its persistent cache',
  'generated-file': 'a file or folder core writes in `.docusaurus/`, read or written in place',
  'plugin-content': "another plugin's loaded content, read through its name",
  global: 'the `window.docusaurus` global',
  'dom-attribute': 'an attribute core or theme-classic sets on the page',
  'storage-key':
    'a browser storage key of theme-common or the docs plugin, read, written or named by site code',
  'repeat-load':
    'state kept across the times core loads the config in one build (a `globalThis` slot, an environment variable the build sets)',
  'dom-selector':
    'a theme class (Infima or theme-classic, not a `ThemeClassNames` value) selected by site code',
  'behaviour-copy': 'a re-implementation of what core or the theme does',
};

/** The kinds tests/unit/internals.spec.ts finds by scanning the code: all but two. */
const SCANNED_KINDS = Object.keys(KINDS).filter(
  (kind) => !['output-rewrite', 'behaviour-copy'].includes(kind),
);

/**
 * What the scan finds that is not a point: the site's own markup, with a theme class, selected by
 * its own code; a file of the site's own written where plugins write theirs; the site's one
 * `postBuild`, whose order is its own. `file` and `thing` as the scan reports them.
 */
const NOT_POINTS = [
  {
    file: 'src/plugins/speed-layer/index.ts',
    thing: 'generatedFilesDir',
    why: "the layer's own client module, written in the plugin context's generatedFilesDir (a documented field); no Docusaurus file is read or written",
  },
  {
    file: 'src/plugins/post-build/index.ts',
    thing: 'postBuild',
    why: "the site's one postBuild: its steps run in the order of its own plan (src/plugins/post-build/plan.ts), and none reads what Docusaurus's own postBuild hooks write beside it (the sitemap is named from the config), so it relies on no order of core's hooks",
  },
  {
    file: 'src/components/GitHubLink/styles.module.css',
    thing: '.navbar__item',
    why: 'the class the GitHub link component gives itself in the navbar',
  },
  {
    file: 'src/components/Builder/styles.lazy.module.css',
    thing: '.button',
    why: "Infima's button class, which the builder gives its own action buttons",
  },
];

const SPEED = 'src/plugins/speed-layer';
const PATCH_POINTS = 'tests/unit/patch-points.spec.ts';
const LAZY_CHUNKS = 'tests/e2e/lazy-chunks.spec.ts';
const MOBILE_MENU = 'tests/e2e/mobile-menu.spec.ts';
const ANNOUNCEMENT_BAR = 'tests/e2e/announcement-bar.spec.ts';
const BASE_URL_BANNER = 'tests/e2e/base-url-banner.spec.ts';
const BUDGETS = 'tests/unit/budgets.spec.ts';
const BUILDER = 'tests/e2e/builder.spec.ts';
const CACHED_BUILDS = 'tests/build/cached-builds.spec.ts';
const CODE_BLOCKS = 'tests/e2e/code-blocks.spec.ts';
const FRAMEWORK_SWITCHER = 'tests/e2e/framework-switcher.spec.ts';
const LAYOUT = 'tests/e2e/layout.spec.ts';
const LIBRARY_FACTS = 'tests/unit/library-facts.spec.ts';
const PAGES_META = 'tests/unit/pages-meta.spec.ts';
const PAGE_TEMPLATE = 'tests/unit/page-template.spec.ts';
const UNUSED_CSS = 'tests/unit/unused-css.spec.ts';

/** @type {import('./internals.d.cts').InternalsPoint[]} */
const POINTS = [
  {
    id: 'prism-out-of-every-page',
    title: 'Prism out of every page',
    kind: 'module-replacement',
    files: [`${SPEED}/index.ts`],
    evidence: ['/theme-classic[\\\\/]lib[\\\\/]prism-include-languages(\\.js)?$/'],
    touches:
      "theme-classic's `lib/prism-include-languages` client module, replaced by an empty module; `theme/CodeBlock` loads Prism with the first code block",
    why: 'about 30 KB gzip of first-load JS on every page',
    guards: [{file: PATCH_POINTS, title: 'patch "Prism out of every page"'}],
  },
  {
    id: 'tslib-import-default',
    title: 'tslib reduced to `__importDefault`',
    kind: 'module-replacement',
    files: [`${SPEED}/index.ts`],
    evidence: ['/^tslib$/'],
    touches: '`@docusaurus/utils-common` requiring tslib from CommonJS and calling one helper',
    why: '4 KB gzip on every page',
    guards: [{file: PATCH_POINTS, title: 'patch "tslib reduced to __importDefault"'}],
  },
  {
    id: 'browser-config',
    title: 'browser config without build-only keys',
    kind: 'module-replacement',
    files: [`${SPEED}/index.ts`],
    evidence: ['/^@generated\\/docusaurus\\.config$/'],
    touches: '`@generated/docusaurus.config`, the config core serialises for the browser',
    why: 'about 1.5 KB gzip on every page',
    guards: [{file: PATCH_POINTS, title: 'patch "browser config without build-only keys"'}],
  },
  {
    id: 'first-preload-replacement',
    title: 'first route preload after the app starts',
    kind: 'module-replacement',
    files: [`${SPEED}/index.ts`],
    evidence: ['/^\\.\\/preload$/'],
    touches:
      "core's `preload` module when its `lib/client/clientEntry.js` imports it, replaced by `firstPreload.ts`",
    why: "the task that starts the app issues no request: main's evaluation 21-45 → 8-13 ms at 1x in Lighthouse's traces (with the analytics client module's gtag.js request moved the same way)",
    guards: [
      {file: PATCH_POINTS, title: 'patch "first route preload after the app starts"'},
      {file: LAZY_CHUNKS, title: 'the bundles that start the app request nothing while they run'},
    ],
  },
  {
    id: 'first-preload-deep-import',
    title: 'first route preload: the replacement',
    kind: 'deep-import',
    files: [`${SPEED}/firstPreload.ts`],
    evidence: ['@docusaurus/core/lib/client/preload'],
    touches: "core's `lib/client/preload`, called one task after the main bundle has run",
    why: 'the same as the replacement it stands for',
    guards: [
      {file: PATCH_POINTS, title: 'patch "first route preload after the app starts"'},
      {file: LAZY_CHUNKS, title: 'the bundles that start the app request nothing while they run'},
    ],
  },
  {
    id: 'shallow-memo-replacement',
    title: 'shallow memo without the collator',
    kind: 'module-replacement',
    files: [`${SPEED}/index.ts`],
    evidence: ['/^(\\.\\.\\/)+utils\\/reactUtils(\\.js)?$/'],
    touches:
      "theme-common's `lib/utils/reactUtils` module as its own hooks request it, replaced by a module the speed layer writes: every export of the original (imported by its file path, `lib/utils/reactUtils.js`, which the package's `exports` do not list), `useShallowMemoObject` from `shallowMemo.ts` (keys sorted by code unit, not `localeCompare`)",
    why: "no collator is built while a phone hydrates a docs page (the phone menu's filler called `localeCompare` first): about 10 ms at 1x, about 150 ms in a CPU profile at 8x",
    guards: [
      {file: PATCH_POINTS, title: 'patch "shallow memo without the collator"'},
      {
        file: MOBILE_MENU,
        title: 'a docs page hydrates and its menu shows the sidebar without building a collator',
      },
    ],
  },
  {
    id: 'pagefind-loader-on-the-server',
    title: "Pagefind's loader out of the server bundle",
    kind: 'module-replacement',
    files: ['src/plugins/search-index/index.ts'],
    evidence: ['/(^|[\\\\/])importPagefind$/'],
    touches:
      "the server bundle's `src/theme/SearchBar/importPagefind.ts`, replaced by `importPagefind.server.ts`: core's server build compiles `import()` to `require()`",
    why: 'the server render never tries to load Pagefind, whose script the build writes after the bundles',
    guards: [],
    unguarded: 'no test reads the server bundle; the server render does not call the loader',
  },
  {
    id: 'page-template-copy',
    title: 'the page template copy',
    kind: 'template-copy',
    files: [`${SPEED}/pageTemplate.ts`],
    evidence: ['it.appHtml'],
    touches:
      "a copy of core's `lib/ssg/ssgTemplate.html.js` (`ssrTemplate` is documented, the default template is not), with the bundles added after the first paint by `scriptLoader.js`",
    why: 'LCP about 0.9 s against 2.4-2.8 s (Lighthouse mobile)',
    guards: [{file: PAGE_TEMPLATE, title: "the page template's copy of core's template"}],
  },
  {
    id: 'favicon-inline',
    title: 'the favicon inline',
    kind: 'output-rewrite',
    files: [`${SPEED}/pageTemplate.ts`],
    evidence: ['inlineFavicon'],
    touches:
      'the head tag core\'s `SiteMetadataDefaults` writes for `favicon` (`rel="icon" href="/img/favicon.svg"`), rewritten in the page template to the same SVG as a `data:` URL; on hydration the head manager puts core\'s link back',
    why: 'LCP equal to FCP: no favicon round trip before the first paint (about 150 ms, Lighthouse mobile)',
    guards: [{file: PAGE_TEMPLATE, title: 'the favicon is inline in every built page'}],
  },
  {
    id: 'idle-prefetch',
    title: 'prefetching in idle time',
    kind: 'global',
    files: [`${SPEED}/idlePrefetch.ts`],
    evidence: ['global.docusaurus'],
    touches:
      "core's `Link` calling `window.docusaurus.prefetch` when a link comes into view; the client module replaces the frozen global with a frozen copy whose `prefetch` queues core's function into idle callbacks",
    why: 'no prefetch task of 150-300 ms (4x CPU slowdown) after hydration on the API pages',
    guards: [{file: LAZY_CHUNKS, title: 'links in view prefetch their pages in idle time'}],
  },
  {
    id: 'base-url-banner-app-started',
    title: 'the wrong-base-URL banner',
    kind: 'global',
    files: ['src/plugins/base-url-banner/index.ts'],
    evidence: ['window.docusaurus'],
    touches: '`window.docusaurus`, which core\'s client entry defines, read as "the app started"',
    why: "the banner shows only when the site did not load, as core's own banner decides",
    guards: [
      {file: BASE_URL_BANNER, title: 'the banner stays hidden when the site loads'},
      {file: BASE_URL_BANNER, title: 'with JS and CSS blocked the home page shows the banner'},
    ],
  },
  {
    id: 'test-prefetch-helper',
    title: "the tests' prefetch helper (tests only)",
    kind: 'global',
    files: ['tests/support/chunks.ts'],
    evidence: ['window.docusaurus'],
    touches: '`window.docusaurus.prefetch(path)` adding core\'s `<link rel="prefetch">` for a route',
    why: 'the route-chunk tests ask for the chunks a page prefetches, as a link in view would',
    guards: [{file: LAZY_CHUNKS, title: 'route chunks'}],
  },
  {
    id: 'raw-imports',
    title: '`?raw` imports',
    kind: 'rule-mutation',
    files: ['src/plugins/raw-source/index.ts'],
    evidence: ['module.rules'],
    touches:
      "core's script rules, found by their `test` matching `.ts`/`.tsx`/`.vue`, told to skip `?raw` (`resourceQuery`); the documented `!!raw-loader!` would need a new dependency and edits to the importing data modules",
    why: 'example files shown as they are, no hand-copied fences',
    guards: [{file: 'tests/unit/usage-examples.spec.ts', title: 'every example file is shown, complete'}],
    unguarded: 'a missed rule also fails the build',
  },
  {
    id: 'chunks',
    title: "React DOM's chunk and the lazy CSS chunks",
    kind: 'chunking',
    files: [`${SPEED}/index.ts`],
    evidence: ['optimization', 'splitChunks', 'cacheGroups'],
    touches:
      "`optimization.splitChunks.cacheGroups` merged into core's: `react-dom` (initial, priority 90), `lazyCss` for every `*.lazy.module.css` (async, `type: 'css/mini-extract'`, the CSS extract plugin's module type)",
    why: 'React DOM compiled in a task of its own; 0.75 KB (builder) and 0.6 KB (search results) of CSS out of the stylesheet every page loads',
    guards: [
      {file: 'tests/unit/builder.spec.ts', title: "the builder's styles load with the builder"},
      {file: PAGE_TEMPLATE, title: "the bundles every page loads start with V8's compile hint"},
    ],
  },
  {
    id: 'cache-build-dependencies',
    title: 'local plugins and the site config in the persistent cache',
    kind: 'cache-shape',
    files: ['src/config/buildCache.ts'],
    evidence: ['experiments.cache'],
    touches:
      "core's Rspack config for `rspackPersistentCache`: an `experiments.cache` object whose `buildDependencies` array plugins append to, and whose `version` string they extend (a hash of the loaded site config)",
    why: 'an edit to a local plugin the config does not import, or a config value read from the environment (BASE_URL), reaches the next build (both were left out, silently: a build for /autocomplete/ shipped the browser config of the build for /)',
    guards: [
      {
        file: CACHED_BUILDS,
        title: 'an edit to a local plugin the config does not import reaches the next cached build',
      },
      {file: CACHED_BUILDS, title: 'a new BASE_URL, and no edited file, reaches the next cached build'},
    ],
  },
  {
    id: 'cache-facts-version',
    title: "the facts in the persistent cache's version",
    kind: 'cache-shape',
    files: ['src/plugins/library-facts/index.ts'],
    evidence: ['experiments.cache'],
    touches:
      "core's Rspack config for `rspackPersistentCache`: an `experiments.cache` object whose `version` string (core's cache name and version) the plugin extends with the facts file's hash",
    why: 'a restart after a facts edit served the old announcement bar, and pages with facts written in by remark plugins, from the cache',
    guards: [
      {
        file: 'tests/build/dev-server.spec.ts',
        title: 'the edited facts after a restart',
      },
      {file: LIBRARY_FACTS, title: 'reads no cache written with other facts'},
    ],
  },
  {
    id: 'table-clicks',
    title: 'table-click delegation',
    kind: 'behaviour-copy',
    files: [`${SPEED}/island/serverClicks.ts`],
    evidence: ['history.push('],
    touches:
      "`@docusaurus/Link` navigation, re-implemented for links inside server HTML that is never hydrated: same-site page links go through `history.push`; anchors, files, other hosts and modified clicks keep the browser's behaviour; no prefetch",
    why: "the API tables are never re-rendered (the API pages' longest task)",
    guards: [
      {
        file: 'tests/e2e/reference-tables.spec.ts',
        title: 'a link inside a table opens its page without reloading the site',
      },
    ],
  },
  {
    id: 'island-chunk-reload',
    title: 'an island chunk that fails after navigation reloads the page',
    kind: 'behaviour-copy',
    files: [`${SPEED}/island/index.tsx`],
    evidence: ['window.location.reload()'],
    touches: "core's reaction to a failed route chunk (its `PendingNavigation` reloads the page), copied",
    why: 'the server HTML shows instead of a crash screen',
    guards: [{file: LAZY_CHUNKS, title: 'an island chunk that fails after a client-side navigation'}],
  },
  {
    id: 'page-weights',
    title: 'first-load weights (tests and bench only)',
    kind: 'generated-file',
    files: ['scripts/page-weight.cjs'],
    evidence: ['routes.js', 'routesChunkNames.json', 'client-manifest.json'],
    touches:
      'the generated `.docusaurus/routes.js`, `routesChunkNames.json` and `client-manifest.json`, read like the client reads them',
    why: 'deterministic byte budgets',
    guards: [{file: BUDGETS, title: 'docs pages count their route chunks'}],
  },
  {
    id: 'bench-chunk-names',
    title: "the bench's names of the site's chunks (bench only)",
    kind: 'generated-file',
    files: ['scripts/main-thread.cjs'],
    evidence: ['registry.js'],
    touches: 'the generated `.docusaurus/registry.js`: which module each route chunk of the build loads',
    why: "the bench's long tasks name the page or theme component a chunk holds, not only its number",
    guards: [],
    unguarded: 'a changed registry leaves the chunks named by their number only; no figure changes',
  },
  {
    id: 'facts-alias',
    title: 'the `@facts` alias',
    kind: 'generated-file',
    files: ['src/plugins/library-facts/index.ts'],
    evidence: ['generatedFilesDir'],
    touches:
      "where `createData` writes: `<generatedFilesDir>/<plugin name>/<plugin id>/` (`.docusaurus/library-facts/default/`), the alias's target",
    why: 'pages import exactly the facts they show (`@facts/react`...)',
    guards: [],
    unguarded: 'the build fails, naming the `@facts/…` module it cannot resolve',
  },
  {
    id: 'docs-content-for-llms',
    title: 'the docs of the Markdown twins',
    kind: 'plugin-content',
    files: ['src/plugins/llms-txt/index.ts'],
    evidence: ['docusaurus-plugin-content-docs'],
    touches:
      "`allContent['docusaurus-plugin-content-docs'].default.loadedVersions[0].docs`, the docs plugin's loaded content (its shape is not documented)",
    why: 'a Markdown twin of each docs page and the `llms*.txt` files, in sidebar order',
    guards: [{file: 'tests/unit/llms.spec.ts', title: 'every docs route has a twin'}],
    unguarded: 'a missing version stops the build with "llms-txt: the docs plugin … has no loaded version"',
  },
  {
    id: 'tabs-in-twins',
    title: 'tabs and code blocks in the Markdown twins',
    kind: 'dom-selector',
    files: ['src/plugins/llms-txt/markdown.ts'],
    evidence: ['.tabs-container', '.token-line'],
    touches:
      "theme-classic `Tabs`' `tabs-container` class on the built pages, and its `CodeBlock` markup: a `token-line` element per line, the title in the child that holds no code",
    why: 'each tab panel of a page (npm, Yarn, pnpm) keeps its label in the twin, each code block its lines and title',
    guards: [],
    unguarded:
      'the converter test ("tabs label each panel") reads a hand-written fragment, not a built page: a renamed class loses the labels or lines silently',
  },
  {
    id: 'builder-changed-line',
    title: "the builder shows the file's changed line",
    kind: 'dom-selector',
    files: ['src/components/Builder/index.tsx'],
    evidence: ['.token-line'],
    touches: "theme-classic `CodeBlock`'s markup: a `token-line` element per line of the code",
    why: 'after each option change the first changed line of the file is scrolled into view inside the code box',
    guards: [{file: BUILDER, title: 'an option and its effect on the file are on screen together'}],
  },
  {
    id: 'hash-links-out-of-search',
    title: 'heading links out of the search index',
    kind: 'dom-selector',
    files: ['src/plugins/search-index/records.ts'],
    evidence: ['.hash-link'],
    touches: "theme-classic `Heading`'s `hash-link` class on each heading's link mark",
    why: 'no link mark in the indexed text',
    guards: [],
    unguarded: 'a renamed class puts the mark (a zero-width space) into the index text, silently',
  },
  {
    id: 'narrow-navbar',
    title: 'the narrow navbar',
    kind: 'dom-selector',
    files: ['src/css/custom.css'],
    evidence: ['.navbar__brand', '.navbar__title', '.navbar__inner', '.navbar__search-input'],
    touches:
      "Infima's `navbar__brand`, `navbar__title` and `navbar__inner`, the classes of theme-classic's navbar logo, title and row, and `navbar__search-input`, the search box's",
    why: 'below 997 px the site title wraps instead of being cut, and the open search box sits beside it, not over it',
    guards: [
      {file: FRAMEWORK_SWITCHER, title: 'every navbar item is whole, inside the screen'},
      {file: LAYOUT, title: 'on a phone the open search box leaves the site title in view'},
    ],
  },
  {
    id: 'announcement-bar-close',
    title: "the announcement bar's close button in its colours",
    kind: 'dom-selector',
    files: ['src/css/custom.css'],
    evidence: ['.close'],
    touches:
      "theme-classic's announcement bar (`theme-announcement-bar`) and the `close` class of its close button",
    why: 'the close button takes the text colour of the bar, which follows the colour mode',
    guards: [
      {file: LAYOUT, title: "the announcement bar takes the ${mode} mode's colours, with AA contrast"},
    ],
  },
  {
    id: 'underlined-links',
    title: 'links in text underlined',
    kind: 'dom-selector',
    files: ['src/css/custom.css'],
    evidence: ['.markdown'],
    touches: "Infima's `markdown` class on theme-classic's docs and blog content",
    why: 'links inside text are told apart without colour (WCAG 1.4.1)',
    guards: [],
    unguarded: '`main p` and `main li` underline most of the same links, so a renamed class goes unnoticed',
  },
  {
    id: 'test-mobile-menu',
    title: "the tests' mobile menu (tests only)",
    kind: 'dom-selector',
    files: ['tests/support/journey.ts'],
    evidence: ['.navbar-sidebar'],
    touches:
      "Infima's `navbar-sidebar` (and `navbar-sidebar--show`), the classes of theme-classic's phone menu",
    why: 'the browser tests find the phone menu and wait until it is open',
    guards: [{file: MOBILE_MENU, title: 'the menu opens and closes with its close button'}],
  },
  {
    id: 'has-hydrated',
    title: "core's hydration mark",
    kind: 'dom-attribute',
    files: [
      'src/components/Builder/styles.lazy.module.css',
      'tests/support/journey.ts',
      'tests/support/chunks.ts',
      'scripts/search-bytes.mjs',
    ],
    evidence: ['data-has-hydrated'],
    touches: '`<html data-has-hydrated="true">`, which core sets once React has hydrated the page',
    why: 'the builder hides its no-JavaScript sentence; tests and the bench wait for hydration',
    guards: [{file: CODE_BLOCKS, title: 'code is highlighted before and after hydration'}],
  },
  {
    id: 'islands',
    title: 'island wrappers',
    kind: 'theme-wrap',
    files: [
      `${SPEED}/theme/Admonition/index.tsx`,
      `${SPEED}/theme/Details/index.tsx`,
      `${SPEED}/theme/EditMetaRow/index.tsx`,
      `${SPEED}/theme/DocItem/TOC/Mobile/index.tsx`,
    ],
    evidence: [
      '@theme-init/Admonition',
      '@theme-init/Details',
      '@theme-init/EditMetaRow',
      '@theme-init/DocItem/TOC/Mobile',
    ],
    touches:
      "theme-classic's `Admonition`, `Details`, `EditMetaRow` and `DocItem/TOC/Mobile`, loaded after hydration",
    why: 'first-load JS of docs pages and posts: 2.02, 1.01, 0.68 and 0.92 KB (speed layer README)',
    guards: [
      {file: LAZY_CHUNKS, title: 'hydrates with its first-load scripts only and keeps all its content'},
    ],
  },
  {
    id: 'menus-after-hydration',
    title: 'phone menus after hydration',
    kind: 'theme-wrap',
    files: [
      `${SPEED}/theme/Navbar/MobileSidebar/index.tsx`,
      `${SPEED}/theme/DocSidebar/Mobile/index.tsx`,
      `${SPEED}/theme/BlogSidebar/Mobile/index.tsx`,
    ],
    evidence: [
      '@theme-init/Navbar/MobileSidebar',
      '@theme-init/DocSidebar/Mobile',
      '@theme-init/BlogSidebar/Mobile',
    ],
    touches:
      "theme-classic's `Navbar/MobileSidebar`, `DocSidebar/Mobile` and `BlogSidebar/Mobile`, rendered in a transition",
    why: 'the task that ends hydration: 156 → 55-78 ms at 4x CPU (React intro)',
    guards: [
      {file: MOBILE_MENU, title: 'the menu opens and closes with its close button'},
      {file: MOBILE_MENU, title: 'on the blog the menu lists every post'},
    ],
  },
  {
    id: 'code-block',
    title: 'code blocks with Prism loaded lazily',
    kind: 'theme-wrap',
    files: [`${SPEED}/HighlightedCodeBlock.tsx`],
    evidence: ['@theme-init/CodeBlock'],
    touches: "theme-classic's `CodeBlock`, with Prism and the `prism.additionalLanguages` registration",
    why: 'about 30 KB (Prism) plus the code block out of the first load',
    guards: [
      {file: CODE_BLOCKS, title: 'code is highlighted before and after hydration, with no React error'},
    ],
  },
  {
    id: 'logos',
    title: 'logos at low fetch priority',
    kind: 'theme-wrap',
    files: [`${SPEED}/theme/ThemedImage/index.tsx`],
    evidence: ['@theme-init/ThemedImage'],
    touches: "theme-classic's `ThemedImage` (navbar and footer logos)",
    why: 'the first paint waits for the page and its stylesheet only',
    guards: [{file: 'tests/e2e/budgets.spec.ts', title: 'paints after its page and stylesheet only'}],
  },
  {
    id: 'footer-versions',
    title: 'package versions under the footer',
    kind: 'theme-wrap',
    files: ['src/theme/Footer/index.tsx'],
    evidence: ['@theme-original/Footer'],
    touches: "theme-classic's `Footer`",
    why: 'the current version of each package on every page',
    guards: [
      {
        file: 'tests/build/new-release.spec.ts',
        title: 'the new version is the latest on every page that names it',
      },
    ],
  },
  {
    id: 'copy-page',
    title: 'Copy page beside the breadcrumbs',
    kind: 'theme-wrap',
    files: ['src/theme/DocBreadcrumbs/index.tsx'],
    evidence: ['@theme-original/DocBreadcrumbs'],
    touches: "theme-classic's `DocBreadcrumbs`",
    why: '"Copy page" and "View as Markdown" on every docs page',
    guards: [{file: 'tests/e2e/copy-page.spec.ts', title: 'Copy page copies the Markdown twin'}],
  },
  {
    id: 'switcher-in-sidebar',
    title: 'the framework switcher above the sidebar',
    kind: 'theme-wrap',
    files: ['src/theme/DocSidebar/Desktop/Content/index.tsx'],
    evidence: ['@theme-original/DocSidebar/Desktop/Content'],
    touches: "theme-classic's `DocSidebar/Desktop/Content`",
    why: 'the switcher in the server HTML of every docs page',
    guards: [{file: FRAMEWORK_SWITCHER, title: 'from a React props row, Angular opens the same row'}],
  },
  {
    id: 'switcher-in-menu',
    title: 'the framework switcher in the phone menu',
    kind: 'theme-wrap',
    files: ['src/theme/DocSidebarItems/index.tsx'],
    evidence: ['@theme-original/DocSidebarItems'],
    touches: "theme-classic's `DocSidebarItems` and its `onItemClick`",
    why: 'picking a framework in the phone menu opens its page and closes the menu',
    guards: [{file: FRAMEWORK_SWITCHER, title: 'the mobile menu holds the switcher'}],
  },
  {
    id: 'colour-toggle-label',
    title: 'the colour toggle names the default mode',
    kind: 'theme-wrap',
    files: ['src/theme/ColorModeToggle.tsx'],
    evidence: ['@theme-original/ColorModeToggle'],
    touches: "theme-classic's `ColorModeToggle`",
    why: 'with no stored choice the button names dark mode, not "system mode"',
    guards: [
      {
        file: 'tests/e2e/colour-mode.spec.ts',
        title: 'before hydration the switch already names the mode shown',
      },
    ],
  },
  {
    id: 'blog-list-descriptions',
    title: 'descriptions of the blog tag and author lists',
    kind: 'theme-wrap',
    files: ['src/theme/BlogTagsListPage/index.tsx', 'src/theme/Blog/Pages/BlogAuthorsListPage/index.tsx'],
    evidence: ['@theme-original/BlogTagsListPage', '@theme-original/Blog/Pages/BlogAuthorsListPage'],
    touches: "theme-classic's `BlogTagsListPage` and `Blog/Pages/BlogAuthorsListPage`",
    why: 'a real meta description on each list page',
    guards: [{file: PAGES_META, title: 'every page has a meta description and the social card'}],
  },
  {
    id: 'github-navbar-item',
    title: 'the GitHub navbar item type',
    kind: 'theme-wrap',
    files: ['src/theme/NavbarItem/ComponentTypes.tsx'],
    evidence: ['@theme-original/NavbarItem/ComponentTypes'],
    touches:
      "the map of navbar item types (theme-classic's `NavbarItem/ComponentTypes`, or the speed layer's)",
    why: 'the `custom-githubLink` item: the GitHub organisation as an icon link with an accessible name',
    guards: [
      {file: 'tests/e2e/navigation-links.spec.ts', title: 'the navbar GitHub link opens the organisation'},
    ],
  },
  {
    id: 'blog-list-heading',
    title: 'the blog list heading',
    kind: 'ejected-copy',
    files: ['src/theme/BlogListPage/index.tsx'],
    evidence: ['CUSTOM CODE'],
    touches:
      "theme-classic's `BlogListPage` 3.10.2, copied, with the site's lines between `CUSTOM CODE` marks",
    why: 'the post list has an h1 (the blog title and description)',
    guards: [],
    unguarded: 'an upgrade keeps the 3.10.2 copy: nothing fails, the page misses upstream changes',
  },
  {
    id: 'blog-archive-page',
    title: 'the blog archive page',
    kind: 'theme-replacement',
    files: ['src/theme/BlogArchivePage/index.tsx'],
    evidence: ['BlogArchivePage'],
    touches:
      "theme-classic's `BlogArchivePage` (Unsafe to eject), rewritten: its props (`archive.blogPosts`) and its date format",
    why: 'a real meta description and year headings at level 2 (upstream: one-word description, level 3 after the h1)',
    guards: [{file: PAGES_META, title: 'every page has a meta description and the social card'}],
  },
  {
    id: 'read-more-link',
    title: 'the "Read more" link names its post',
    kind: 'theme-replacement',
    files: ['src/theme/BlogPostItem/Footer/ReadMoreLink/index.tsx'],
    evidence: ['BlogPostItem/Footer/ReadMoreLink'],
    touches:
      "theme-classic's `BlogPostItem/Footer/ReadMoreLink` (Unsafe to eject), rewritten: its props (`blogPostTitle` and the link's)",
    why: 'the post title is part of the link text (visually hidden), not only in `aria-label`',
    guards: [
      {file: 'tests/e2e/blog.spec.ts', title: 'each "Read more" link of the post list names its post'},
    ],
  },
  {
    id: 'not-found-content',
    title: 'the not-found page',
    kind: 'theme-replacement',
    files: ['src/theme/NotFound/Content/index.tsx'],
    evidence: ['NotFound/Content'],
    touches: "theme-classic's `NotFound/Content` (Unsafe to eject), rewritten: its props (`className`)",
    why: "links to the home page and the three framework intros, the reader's framework first",
    guards: [
      {file: 'tests/e2e/smoke.spec.ts', title: 'an unknown path is a 404 with the not-found page'},
      {file: FRAMEWORK_SWITCHER, title: 'the not-found page offer Vue first'},
    ],
  },
  {
    id: 'crash-screens',
    title: 'the crash screens',
    kind: 'theme-replacement',
    files: ['src/theme/ErrorPageContent.tsx', 'src/theme/Error.tsx'],
    evidence: ['ErrorPageContent', 'Error'],
    touches:
      "theme-classic's `ErrorPageContent` (Unsafe to eject) and core's fallback-theme `Error` (core declares no swizzle safety for it), rewritten: their `error` and `tryAgain` props and where core's error boundaries render them",
    why: 'a crash inside or outside the layout shows "This page crashed." and "Try again" in the site\'s style',
    guards: [
      {file: 'tests/e2e/crash.spec.ts', title: 'shows the crash screen, and "Try again" renders it again'},
    ],
  },
  {
    id: 'author-socials',
    title: "authors' social links as text",
    kind: 'theme-replacement',
    files: [`${SPEED}/theme/Blog/Components/Author/Socials/index.tsx`],
    evidence: ['Blog/Components/Author/Socials'],
    touches:
      "theme-classic's `Blog/Components/Author/Socials` (Unsafe to eject), rewritten: its props (the author's `socials`)",
    why: "no import of upstream's twelve SVG icons: blog pages 121-124 → 113-118 KB of gzipped JS",
    guards: [],
    unguarded:
      'a changed `Props` type fails `npm run check` (tsc); no test renders social links (blog/authors.yml lists none)',
  },
  {
    id: 'after-the-minifiers',
    title: 'the bundler stage after the minifiers',
    kind: 'bundler-stage',
    files: [`${SPEED}/afterMinifiers.ts`],
    evidence: ['PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE'],
    touches:
      '`processAssets` at `PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1`: after the minimizers core configures (`@docusaurus/bundler`: SWC through terser-webpack-plugin, Lightning CSS through css-minimizer-webpack-plugin, at the optimize-size stage), before the real content hashes; `unusedCss.ts` and `compileHints.ts` run there',
    why: "the compile hint is not dropped by the JS minifier, the pruned CSS is the minified file, and each file's name follows its final bytes",
    guards: [
      {file: PAGE_TEMPLATE, title: "the bundles every page loads start with V8's compile hint"},
      {
        file: UNUSED_CSS,
        title: 'the stylesheet drops Infima utilities and components that no page or script uses',
      },
    ],
  },
  {
    id: 'shared-modules',
    title: 'shared modules in the main chunk',
    kind: 'chunking',
    files: [`${SPEED}/sharedModules.ts`],
    evidence: ['webpackMode'],
    touches:
      'core\'s chunking: client modules go in the main chunk, and under core\'s `splitChunks` settings a module several route chunks use is copied into each; `import(/* webpackMode: "eager" */ …)` of `@theme/Layout`, `@docusaurus/Link`… in a generated client module puts them in the main chunk without running them',
    why: "a docs page no longer loads the Layout's contexts, `Link`, `Heading`… two or three times: about 9 KB of gzipped JS",
    guards: [{file: BUDGETS, title: 'fits the JS and CSS budgets'}],
    unguarded: 'if core chunks otherwise, the budgets fail only when a page goes over its budget',
  },
  {
    id: 'test-lazy-chunk',
    title: "the tests' lazy chunk (tests only)",
    kind: 'chunking',
    files: ['src/plugins/test-routes/LazyRetryPage.tsx'],
    evidence: ['webpackChunkName'],
    touches:
      "core's chunk file names (`output.chunkFilename`, `assets/js/[name].[contenthash:8].js`) and its `@theme/Loading` with react-loadable, as core's route chunks use them",
    why: "the test fails that one chunk and sees core's error box with Retry",
    guards: [{file: LAZY_CHUNKS, title: 'the chunk-load error box offers "Retry"'}],
  },
  {
    id: 'announcement-bar-reset',
    title: 'a new announcement shows on the first load',
    kind: 'storage-key',
    files: ['src/config/announcementBarReset.ts'],
    evidence: ['docusaurus.announcement.dismiss', 'docusaurus.announcement.id'],
    touches:
      "theme-common's keys `docusaurus.announcement.dismiss` and `docusaurus.announcement.id` (with `siteStorageNamespacing` off), and theme-classic's inline body script (`lib/inlineScripts.js`) that reads the first before the app starts: the site's head script (`headTags`) runs before it and clears a dismissal of another id",
    why: 'a new announcement is not hidden by the dismissal of the last one on its first page load',
    guards: [
      {
        file: ANNOUNCEMENT_BAR,
        title: 'a new announcement id shows the bar on the very first load after the change',
      },
      {file: ANNOUNCEMENT_BAR, title: 'a stale dismissal of an older announcement does not hide the new one'},
    ],
  },
  {
    id: 'announcement-id-compat',
    title: "the announcement bar's old default id",
    kind: 'behaviour-copy',
    files: ['src/config/announcementBarReset.ts'],
    evidence: ["'annoucement-bar'"],
    touches:
      "theme-common's reading of a stored `annoucement-bar` (its old misspelt default id) as `announcement-bar`",
    why: 'the head script decides as the theme does',
    guards: [],
    unguarded: 'only a reader who closed a bar with that old id could see a difference; no test does',
  },
  {
    id: 'announcement-bar-attribute',
    title: "the announcement bar's rule kept in the stylesheet",
    kind: 'dom-attribute',
    files: [`${SPEED}/unusedCss.ts`],
    evidence: ['data-announcement-bar-initially-dismissed'],
    touches:
      "`data-announcement-bar-initially-dismissed`, which theme-classic's inline script sets on `<html>` (no bundle names it), kept by the CSS pruner",
    why: 'a closed bar stays hidden before the app starts',
    guards: [
      {file: UNUSED_CSS, title: "the rules that only the pages' inline scripts need stay in the stylesheet"},
      {file: ANNOUNCEMENT_BAR, title: 'a dismissal of the current announcement hides it'},
    ],
  },
  {
    id: 'privacy-storage-keys',
    title: "the privacy page names the theme's storage keys",
    kind: 'storage-key',
    files: ['src/data/storage.ts'],
    evidence: [
      'theme',
      'docusaurus.announcement.dismiss',
      'docusaurus.announcement.id',
      'docusaurus.tab.*',
      'docs-preferred-version-*',
    ],
    touches:
      'the keys theme-common (`theme`, `docusaurus.announcement.*`, `docusaurus.tab.<groupId>`) and the docs plugin (`docs-preferred-version-<pluginId>`) write',
    why: 'the privacy page lists every key the site stores',
    guards: [
      {
        file: 'tests/e2e/local-storage.spec.ts',
        title: 'a journey through the site writes only keys the list names',
      },
    ],
  },
  {
    id: 'test-colour-mode',
    title: "the tests' colour mode (tests only)",
    kind: 'storage-key',
    files: ['tests/support/axe.ts'],
    evidence: ['theme'],
    touches:
      "theme-common's `theme` key, stored before the page loads so theme-classic's inline script applies the mode",
    why: 'the accessibility checks run in dark and light mode',
    guards: [{file: BUILDER, title: 'axe finds no violation in the builder in'}],
  },
  {
    id: 'facts-read-once',
    title: 'the facts read once per build',
    kind: 'repeat-load',
    files: ['src/data/facts/read.ts'],
    evidence: ['autocomplete-plugins-docs/library-facts'],
    touches:
      'core loading `docusaurus.config.ts` twice per build, each time evaluating its imports afresh (a module variable does not survive): the checked facts are kept on `globalThis` under a registered symbol',
    why: 'the facts file is read and checked once per build and once per edit, not once per load',
    guards: [{file: LIBRARY_FACTS, title: 'one checked read serves the config and the plugin'}],
  },
  {
    id: 'analytics-notice-once',
    title: 'the analytics notice said once',
    kind: 'repeat-load',
    files: ['src/config/analytics.ts'],
    evidence: ['process.env.GTAG_NOTICE_SHOWN'],
    touches:
      'core loading the config more than once per build: an environment variable marks the notice as printed',
    why: 'one "building without Google Analytics" line per build',
    guards: [],
    unguarded: 'the line prints once per load of the config; nothing else changes',
  },
  {
    id: 'gtag-events',
    title: 'page views as the gtag plugin sends them',
    kind: 'behaviour-copy',
    files: ['src/plugins/analytics/pageViews.ts'],
    evidence: ["'page_view'"],
    touches:
      "`@docusaurus/plugin-google-gtag`'s commands (`set page_path`, `event page_view` on each route change), re-implemented so gtag.js loads after the first paint",
    why: "Lighthouse's simulated LCP 1.62 → 0.92 s with analytics on",
    guards: [{file: 'tests/e2e/analytics.spec.ts', title: 'every route change sends a page view'}],
  },
];

/** `|` would end a table cell. */
const cell = (text) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A Markdown table, before Prettier pads it. */
const table = (headers, rows) =>
  [headers, headers.map(() => '---'), ...rows].map((row) => `| ${row.map(cell).join(' | ')} |`).join('\n');

function guardText(point) {
  const tests = point.guards.map(({file, title}) => `\`${file}\` "${title}"`).join('; ');
  if (!tests) return `none: ${point.unguarded}`;
  return point.unguarded ? `${tests}; ${point.unguarded}` : tests;
}

/** The table of points. */
function renderTable(points) {
  return table(
    ['Point (files)', 'Kind: what it relies on', 'Gain', 'Guarded by'],
    points.map((point) => [
      `${point.title} (${point.files.map((file) => `\`${file}\``).join(', ')})`,
      `${point.kind}: ${point.touches}`,
      point.why,
      guardText(point),
    ]),
  );
}

/** The table of kinds: what each means, whether the scan finds it, how many points have it. */
function renderKinds(points) {
  return table(
    ['Kind', 'What it is', 'Found by the scan', 'Points'],
    Object.entries(KINDS).map(([kind, meaning]) => [
      `\`${kind}\``,
      meaning,
      SCANNED_KINDS.includes(kind)
        ? 'yes'
        : "no: the test checks that each entry's text is still in its files",
      String(points.filter((p) => p.kind === kind).length),
    ]),
  );
}

const INTERNALS = require('node:path').join(__dirname, '..', 'INTERNALS.md');

/** INTERNALS.md as `npm run docs:internals` writes it, formatted by Prettier. */
async function internalsMarkdown(points = POINTS) {
  const text = [
    '<!-- Written from scripts/internals.cjs by `npm run docs:internals`: do not edit by hand. -->',
    '',
    '# Points that depend on Docusaurus internals',
    '',
    'Every place where the site relies on what Docusaurus 3.10.2 does not document or declare safe',
    "(a file in a package's `lib/` folder, a module the bundle requests, a theme component it does",
    "not declare safe to replace, core's bundler rules, chunks, stages, hook order and persistent",
    "cache, its generated files, another plugin's loaded content, theme-classic's markup, class names",
    'and storage keys), or re-implements what it does. Each saves a measured amount that readers',
    'feel, or keeps a product behaviour.',
    '',
    'The list is data: `scripts/internals.cjs`, one entry per point. `tests/unit/internals.spec.ts`',
    'scans `src/`, `scripts/`, `docusaurus.config.ts` and `tests/support/` for every kind the scan',
    'finds and fails, naming the file and the thing, when a point is in the code but not in the',
    "list, when an entry's evidence is gone from its files, when a guard names a test title that",
    '`tests/` does not have, or when this file is not the one the list writes. A new point is one',
    'more entry, then `npm run docs:internals`.',
    '',
    '## Kinds',
    '',
    renderKinds(points),
    '',
    `## Points (${points.length})`,
    '',
    renderTable(points),
    '',
  ].join('\n');
  const prettier = require('prettier');
  const options = (await prettier.resolveConfig(INTERNALS)) ?? {};
  return prettier.format(text, {...options, filepath: INTERNALS});
}

module.exports = {
  KINDS,
  SCANNED_KINDS,
  NOT_POINTS,
  POINTS,
  INTERNALS,
  internalsMarkdown,
};
