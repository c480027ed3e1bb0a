/**
 * The inventory of every point where the site depends on Docusaurus internals: what Docusaurus
 * does not document (deep `lib/` imports, module replacements, core's rules and chunks, its
 * generated files, theme-classic's DOM) or what the site re-implements from it.
 *
 * One entry per point. `npm run docs:internals` writes ARCHITECTURE.md's table from it
 * (`renderTable`), and tests/unit/internals.spec.ts holds it to the code: a point the scan finds
 * and no entry lists, an entry whose evidence is gone from its files, or a guard naming a test
 * that does not exist fails there, naming the file and the thing.
 *
 * Fields:
 * - `id`: stable name; `title`: what the table calls it;
 * - `kind`: what it touches (`KINDS`);
 * - `files`: where it is, from the repository root;
 * - `evidence`: what the scan finds in those files for this point (the exact module path, rule,
 *   regular expression, class...). For the kinds the scan cannot see (`SCANNED_KINDS` lists the
 *   others) it is a text each point keeps in its files, so a removed point shows up as stale;
 * - `touches`: the exact thing it relies on, for a reader; `why`: the measured gain or the product
 *   behaviour it keeps;
 * - `guards`: the tests (file and a part of the title) that fail after an upgrade that breaks it;
 *   `unguarded`: when no test does, what happens then (a loud build failure, or nothing).
 */

/** The kinds of points, and what each means. */
const KINDS = {
  'deep-import': "an import of a file in a package's `lib/` folder",
  'module-replacement': 'a `NormalModuleReplacementPlugin` swapping a module the bundle requests',
  'theme-wrap': 'a component wrapping `@theme-init/` or `@theme-original/` (props and markup are not API)',
  'ejected-copy': "a copy of a theme component's source",
  'template-copy': "a copy of core's page template",
  'output-rewrite': 'a rewrite of what core writes into the pages',
  'rule-mutation': "an edit of core's bundler rules (`module.rules`)",
  'cache-group': "`splitChunks.cacheGroups` beside core's own",
  'cache-shape': 'the shape of the bundler config core writes for its persistent cache',
  'generated-file': 'a file or folder core writes in `.docusaurus/`, read or written in place',
  'plugin-content': "another plugin's loaded content, read through its name",
  global: 'the `window.docusaurus` global',
  'dom-attribute': 'an attribute core sets on the page',
  'dom-selector':
    'a theme class (Infima or theme-classic, not a `ThemeClassNames` value) selected by site code',
  'behaviour-copy': 'a re-implementation of what core or the theme does',
};

/** The kinds tests/unit/internals.spec.ts finds by scanning the code. */
const SCANNED_KINDS = [
  'deep-import',
  'module-replacement',
  'theme-wrap',
  'ejected-copy',
  'template-copy',
  'rule-mutation',
  'cache-group',
  'cache-shape',
  'generated-file',
  'plugin-content',
  'global',
  'dom-attribute',
  'dom-selector',
];

/**
 * What the scan finds that is not a point: the site's own markup, with a theme class, selected by
 * its own code; a file of the site's own written where plugins write theirs.
 * `file` and `thing` as the scan reports them.
 */
const NOT_POINTS = [
  {
    file: 'src/plugins/speed-layer/index.ts',
    thing: 'generatedFilesDir',
    why: "the layer's own client module, written in the plugin context's generatedFilesDir (a documented field); no Docusaurus file is read or written",
  },
  {
    file: 'src/components/GitHubLink/styles.module.css',
    thing: '.navbar__item',
    why: 'the class the GitHub link component gives itself in the navbar',
  },
];

const SPEED = 'src/plugins/speed-layer';
const PATCH_POINTS = 'tests/unit/patch-points.spec.ts';
const LAZY_CHUNKS = 'tests/e2e/lazy-chunks.spec.ts';

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
    guards: [
      {file: 'tests/unit/page-template.spec.ts', title: "the page template's copy of core's template"},
    ],
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
    guards: [{file: 'tests/unit/page-template.spec.ts', title: 'the favicon is inline in every built page'}],
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
      {file: 'tests/e2e/base-url-banner.spec.ts', title: 'the banner stays hidden when the site loads'},
      {
        file: 'tests/e2e/base-url-banner.spec.ts',
        title: 'with JS and CSS blocked the home page shows the banner',
      },
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
    kind: 'cache-group',
    files: [`${SPEED}/index.ts`],
    evidence: ['splitChunks', 'cacheGroups'],
    touches:
      "`optimization.splitChunks.cacheGroups` merged into core's: `react-dom` (initial, priority 90), `lazyCss` for every `*.lazy.module.css` (async, `type: 'css/mini-extract'`, the CSS extract plugin's module type)",
    why: 'React DOM compiled in a task of its own; 0.75 KB (builder) and 0.6 KB (search results) of CSS out of the stylesheet every page loads',
    guards: [
      {file: 'tests/unit/builder.spec.ts', title: "the builder's styles load with the builder"},
      {
        file: 'tests/unit/page-template.spec.ts',
        title: "the bundles every page loads start with V8's compile hint",
      },
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
        file: 'tests/build/plugin-cache.spec.ts',
        title: 'an edit to a local plugin the config does not import, or a new BASE_URL',
      },
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
      {
        file: 'tests/unit/library-facts.spec.ts',
        title: 'reads no cache written with other facts',
      },
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
    guards: [{file: 'tests/unit/budgets.spec.ts', title: 'docs pages count their route chunks'}],
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
    guards: [
      {
        file: 'tests/e2e/builder.spec.ts',
        title: 'an option and its effect on the file are on screen together',
      },
    ],
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
    evidence: ['.navbar__brand', '.navbar__title'],
    touches:
      "Infima's `navbar__brand` and `navbar__title`, the classes of theme-classic's navbar logo and title",
    why: 'below 997 px the site title wraps instead of being cut, and leaves room for the search box',
    guards: [
      {file: 'tests/e2e/framework-switcher.spec.ts', title: 'every navbar item is whole, inside the screen'},
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
    guards: [
      {file: 'tests/e2e/mobile-menu.spec.ts', title: 'the menu opens and closes with its close button'},
    ],
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
    guards: [
      {file: 'tests/e2e/code-blocks.spec.ts', title: 'code is highlighted before and after hydration'},
    ],
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
      {file: 'tests/e2e/mobile-menu.spec.ts', title: 'the menu opens and closes with its close button'},
      {file: 'tests/e2e/mobile-menu.spec.ts', title: 'on the blog the menu lists every post'},
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
      {
        file: 'tests/e2e/code-blocks.spec.ts',
        title: 'code is highlighted before and after hydration, with no React error',
      },
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
    guards: [
      {
        file: 'tests/e2e/framework-switcher.spec.ts',
        title: 'from a React props row, Angular opens the same row',
      },
    ],
  },
  {
    id: 'switcher-in-menu',
    title: 'the framework switcher in the phone menu',
    kind: 'theme-wrap',
    files: ['src/theme/DocSidebarItems/index.tsx'],
    evidence: ['@theme-original/DocSidebarItems'],
    touches: "theme-classic's `DocSidebarItems` and its `onItemClick`",
    why: 'picking a framework in the phone menu opens its page and closes the menu',
    guards: [{file: 'tests/e2e/framework-switcher.spec.ts', title: 'the mobile menu holds the switcher'}],
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
    guards: [
      {file: 'tests/unit/pages-meta.spec.ts', title: 'every page has a meta description and the social card'},
    ],
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
];

/** `|` would end a table cell. */
const cell = (text) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function guardText(point) {
  const tests = point.guards.map(({file, title}) => `\`${file}\` "${title}"`).join('; ');
  if (!tests) return `none: ${point.unguarded}`;
  return point.unguarded ? `${tests}; ${point.unguarded}` : tests;
}

/** ARCHITECTURE.md's table (Markdown, before Prettier pads it). */
function renderTable(points = POINTS) {
  const rows = points.map((point) =>
    [
      `${point.title} (${point.files.map((file) => `\`${file}\``).join(', ')})`,
      `${point.kind}: ${point.touches}`,
      point.why,
      guardText(point),
    ]
      .map(cell)
      .join(' | '),
  );
  return [
    '| Point (files) | Kind: what it relies on | Gain | Guarded by |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}

/** The markers around the generated table in ARCHITECTURE.md. */
const TABLE_START =
  '<!-- internals table: generated from scripts/internals.cjs by `npm run docs:internals` -->';
const TABLE_END = '<!-- end of the internals table -->';

const ARCHITECTURE = require('node:path').join(__dirname, '..', 'ARCHITECTURE.md');

/** The text of ARCHITECTURE.md with the table written from the inventory, formatted by Prettier. */
async function withGeneratedTable(text) {
  const start = text.indexOf(TABLE_START);
  const end = text.indexOf(TABLE_END);
  if (start < 0 || end < start) {
    throw new Error(
      `ARCHITECTURE.md: the internals table's markers are missing:\n${TABLE_START}\n${TABLE_END}`,
    );
  }
  const updated = `${text.slice(0, start)}${TABLE_START}\n\n${renderTable()}\n\n${text.slice(end)}`;
  const prettier = require('prettier');
  const options = (await prettier.resolveConfig(ARCHITECTURE)) ?? {};
  return prettier.format(updated, {...options, filepath: ARCHITECTURE});
}

module.exports = {
  KINDS,
  SCANNED_KINDS,
  NOT_POINTS,
  POINTS,
  renderTable,
  TABLE_START,
  TABLE_END,
  ARCHITECTURE,
  withGeneratedTable,
};
