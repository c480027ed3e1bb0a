/**
 * Playwright runs one project per folder of tests/ (tests/README.md says what each holds):
 * - projects: the sent-projects stage (tests/projects), installed, built and started;
 * - mcp-code: the MCP server's files compiled against the stage's installs;
 * - unit: data and pure-function checks, plus checks of the built HTML in build/ (no browser);
 * - desktop, mobile: reader journeys in a real browser against build/ served by
 *   scripts/serve.mjs on 127.0.0.1 (as a static host serves it, with the build's _headers);
 * - instrumented: journeys tagged @instrumented, against build-instrumented/ (test-only routes,
 *   analytics with a fake tracking ID), served on a second port;
 * - speed-layer-off: tests/e2e/smoke.spec.ts again, against the site built without its speed
 *   layer (build-without-speed-layer/, SPEED_LAYER=off) and under the base path /autocomplete/
 *   (BASE_URL, scripts/test-builds.cjs), served under that path on a third port: every URL works
 *   with the layer off, and every request, link, asset, search result and preview frame stays
 *   under the base, as on a GitHub Pages project site (one build for both);
 * - mcp: the MCP server over stdio; build: slow checks that build or start a copy of the site;
 * - packages: the facts check of `npm run check:packages`, only when it passes the tarballs.
 */
import {defineConfig} from '@playwright/test';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {browserLaunchOptions} from './tests/support/browser';
import {WITHOUT_LAYER_BASE_URL} from './scripts/test-builds.cjs';

const PORT = Number(process.env.TEST_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The instrumented build's server; tests/support/servers.ts reads the same variables. */
const INSTRUMENTED_PORT = Number(process.env.TEST_INSTRUMENTED_PORT ?? PORT + 1);
const INSTRUMENTED_URL = `http://127.0.0.1:${INSTRUMENTED_PORT}`;
const INSTRUMENTED = /@instrumented/;
/**
 * The site built with SPEED_LAYER=off and BASE_URL=/autocomplete/ (scripts/build-without-speed-layer.mjs),
 * served on a third port under that base path (the origin outside it answers 404).
 */
const WITHOUT_LAYER_PORT = Number(process.env.TEST_WITHOUT_LAYER_PORT ?? PORT + 2);
const WITHOUT_LAYER_URL = `http://127.0.0.1:${WITHOUT_LAYER_PORT}`;
/**
 * The journeys whose layout or behaviour differs below 997 px; the mobile
 * project runs only these (every other journey is the same at both widths).
 */
const MOBILE_SPECS = [
  'smoke',
  'mobile-menu',
  'navbar-scroll',
  'sidebar',
  'table-of-contents',
  'reference-tables',
  'colour-mode',
  'scrolling',
  'navigation-links',
  'rows-trial',
].map((name) => `**/${name}.spec.ts`);

/**
 * The projects named on the command line (`--project unit`, `--project=desktop`), or none for
 * all. Each server below starts only when a selected project needs it: `unit`, `build` and
 * `projects` read files or start their own servers.
 */
function selectedProjects(argv: readonly string[]): string[] {
  return argv.flatMap((arg, i) =>
    arg === '--project' ? [argv[i + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice(10)] : [],
  );
}
const SELECTED = selectedProjects(process.argv);
const needs = (...projects: string[]): boolean =>
  SELECTED.length === 0 || SELECTED.some((name) => projects.includes(name));

/**
 * What the projects read that a command makes. When one is missing (a fresh clone), the run stops
 * before loading any spec, with one line naming the command to run first, instead of a collection
 * error per spec.
 */
const MADE_BY = [
  {
    projects: ['unit', 'desktop', 'mobile', 'mcp', 'visual'],
    file: 'build/sitemap.xml',
    command: 'npm run build',
  },
  {projects: ['instrumented'], file: 'build-instrumented/index.html', command: 'npm run build:instrumented'},
  {
    projects: ['speed-layer-off'],
    file: 'build-without-speed-layer/index.html',
    command: 'npm run build:without-speed-layer',
  },
  {projects: ['mcp'], file: 'mcp/dist/mcp/src/index.js', command: 'npm run mcp:build'},
];
const missing = MADE_BY.filter(
  ({projects, file}) => needs(...projects) && !existsSync(join(__dirname, file)),
);
// Checked by the runner only: a worker (Playwright's worker/workerProcessEntry.js) loads this file
// again, without the command line's projects.
const RUNNER = !/[\\/]worker[\\/]/.test(process.argv[1] ?? '');
if (missing.length > 0 && RUNNER) {
  console.error(
    `[ERROR] ${missing.map((m) => m.file).join(', ')} missing: run ${missing.map((m) => `\`${m.command}\``).join(', then ')} first (\`npm test\` runs every build, then the tests).`,
  );
  process.exit(1);
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Three on the 2-core test machine, whose CPU the run keeps busy: on fresh clones the run took
  // 711 s with 2 workers and 702 s with 3; again on a warm clone, 654 s with 3 and 670 s with 4
  // (2026-11-27, every test passing each time, in Debian's full chromium; the headless shell the
  // tests now prefer, tests/support/browser.ts, needs less CPU per test). TEST_WORKERS overrides it.
  workers: process.env.TEST_WORKERS ? Number(process.env.TEST_WORKERS) : 3,
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: [['list'], ['json', {outputFile: 'test-results/results.json'}]],
  use: {
    baseURL: BASE_URL,
    // A failing test leaves a screenshot and an ARIA snapshot of the page. Recording a trace of
    // every test made the run a quarter slower: ask for one with `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: browserLaunchOptions(),
    // The system prefers light; the site must still open in dark mode.
    colorScheme: 'light',
  },
  projects: [
    // Installs, builds and starts every project the site sends (tests/projects; a minute or two a
    // framework, each framework's tests one after the other in one worker). First, then the slow
    // builds, so that the long tests start at once and the short ones fill the end of the run.
    {name: 'projects', testDir: './tests/projects', testIgnore: '**/mcp-code.spec.ts', timeout: 600_000},
    // Builds copies of the site (about half a minute each); run alone with --project build.
    {name: 'build', testDir: './tests/build', timeout: 300_000},
    // The MCP's files compile against the stage's installs. Not a dependent project (Playwright would
    // start it only once every other project had ended, one worker idle): the first to need a
    // framework's install or stand-in makes it while the other waits (support/projectInstall.ts).
    {name: 'mcp-code', testDir: './tests/projects', testMatch: '**/mcp-code.spec.ts', timeout: 600_000},
    // The MCP server (mcp/dist, from `npm run mcp:build`) over stdio; one journey opens the builder.
    {name: 'mcp', testDir: './tests/mcp', use: {viewport: {width: 1280, height: 800}}},
    {
      name: 'desktop',
      testDir: './tests/e2e',
      grepInvert: INSTRUMENTED,
      use: {viewport: {width: 1280, height: 800}},
    },
    {
      name: 'mobile',
      testDir: './tests/e2e',
      testMatch: MOBILE_SPECS,
      grepInvert: INSTRUMENTED,
      use: {viewport: {width: 800, height: 900}, hasTouch: true},
    },
    {
      name: 'instrumented',
      testDir: './tests/e2e',
      grep: INSTRUMENTED,
      use: {baseURL: INSTRUMENTED_URL, viewport: {width: 1280, height: 800}},
    },
    {
      // The site built without its speed layer: the same walk (status, one h1, no console error, axe,
      // the production CSP) of every URL but the copies of a template another framework's page is, so
      // the off switch stays a working site. The build is made and served under /autocomplete/, so
      // the walk also holds every request, link (every built page's), asset, search result, the 404
      // page and the preview frame to the base path (smoke.spec.ts).
      name: 'speed-layer-off',
      testDir: './tests/e2e',
      testMatch: '**/smoke.spec.ts',
      use: {baseURL: WITHOUT_LAYER_URL, viewport: {width: 1280, height: 800}},
    },
    // The pages a reader meets first, as pictures against committed baselines (tests/visual;
    // `npm run visual:update` redraws them), at 1280 and 390 px, dark and light.
    {
      name: 'visual',
      testDir: './tests/visual',
      snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
      expect: {toHaveScreenshot: {maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide'}},
    },
    // Reads files only: fast tests that fill the end of the run.
    {name: 'unit', testDir: './tests/unit'},
    // The facts and the recorded ARIA against the real packages: only under `npm run check:packages`,
    // which passes the tarballs in CHECK_PACKAGES (never in `npm test`: no copy of the packages there).
    // Its ARIA spec opens the built site, so the site's server starts for it too.
    ...(process.env.CHECK_PACKAGES ? [{name: 'packages', testDir: './tests/packages'}] : []),
  ],
  webServer: [
    ...(needs('desktop', 'mobile', 'mcp', 'packages', 'visual')
      ? [
          {
            // Serves build/ with its _headers, so every test runs under the production policy.
            command: `node scripts/serve.mjs --host 127.0.0.1 --port ${PORT}`,
            url: BASE_URL,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
    ...(needs('speed-layer-off')
      ? [
          {
            command: `node scripts/serve.mjs --dir build-without-speed-layer --base-url ${WITHOUT_LAYER_BASE_URL} --host 127.0.0.1 --port ${WITHOUT_LAYER_PORT}`,
            url: `${WITHOUT_LAYER_URL}${WITHOUT_LAYER_BASE_URL}`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
    ...(needs('instrumented')
      ? [
          {
            command: `node scripts/serve.mjs --dir build-instrumented --host 127.0.0.1 --port ${INSTRUMENTED_PORT}`,
            url: INSTRUMENTED_URL,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
