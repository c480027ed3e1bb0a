/**
 * One copy of the site built again and again with Rspack's persistent cache on
 * (`rspackPersistentCache` in docusaurus.config.ts), as a maintainer builds: each build after the
 * first reads the cache, and each must still show what changed since the one before.
 *
 * 1. The first build writes the cache.
 * 2. An edit only the bundler sees reaches the next build: the search-index plugin's module
 *    replacement (the server's `importPagefind.server.ts` in place of `importPagefind.ts`) applied
 *    to the browser bundle too. A stale cache would keep the browser bundle's resolved modules of
 *    the first build. What plugins write after the build (the search index, the llms files) is no
 *    probe: `postBuild` runs on every build, cache or not.
 * 3. A new BASE_URL, the environment alone, reaches the next build (src/config/buildCache.ts): that
 *    build once shipped a browser config with the previous base URL `/`, which the speed layer
 *    writes as a module of its own, kept by the cache.
 * 4. A broken link in a docs page stops the build (contract section 5: onBrokenLinks 'throw') and
 *    is named, and the build before it is not left to be served.
 * 5. A link to an anchor the target page does not have stops the build too.
 *
 * The copy gets a `node_modules` of its own (links to the site's packages) so that its cache,
 * `node_modules/.cache/rspack`, is not the site's. Builds 2-5 read the cache, so the five take
 * about the time of two cold builds. Slow: the `build` project.
 */
import {test, expect} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import {appendFileSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {BUILD_DIR} from '../support/site';
import {copySite, ownNodeModules} from '../support/siteCopy';

/** What the server's stand-in for Pagefind's loader says (src/theme/SearchBar/importPagefind.server.ts). */
const SERVER_STAND_IN = 'only loads in the browser.';
/** The line of src/plugins/search-index/index.ts that keeps its replacement out of the browser bundle. */
const SERVER_ONLY = /^\s*if \(!isServer\) return \{\};\n/m;
/** The docs page the broken links are added to, and its route. */
const INTRO = {file: 'docs/react/introduction/intro.mdx', route: '/docs/react/introduction/intro'};

test.describe.configure({mode: 'serial'});

let copy = '';

/** `npm run build` in the copy with the persistent cache on (the build project's other specs turn it off). */
function buildWithCache(extraEnv: Record<string, string> = {}) {
  const env = {...process.env, ...extraEnv};
  delete env.DOCUSAURUS_NO_PERSISTENT_CACHE;
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: copy,
    env,
    encoding: 'utf8',
    timeout: 240_000,
  });
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

/** True when a browser script of the build contains `text`. */
function browserScriptsContain(text: string): boolean {
  const dir = join(copy, 'build', 'assets', 'js');
  return readdirSync(dir).some(
    (name) => name.endsWith('.js') && readFileSync(join(dir, name), 'utf8').includes(text),
  );
}

/**
 * The intro, as the copy had it, ends with `sentence`; the next build must fail, naming the intro as
 * the page of the broken link. Returns what the build printed. The intro is restored afterwards.
 */
function buildWithBrokenIntro(sentence: string): string {
  const file = join(copy, INTRO.file);
  const before = readFileSync(file, 'utf8');
  appendFileSync(file, `\n${sentence}\n`);
  try {
    const {status, output} = buildWithCache();
    expect(status, `the build should fail; it printed:\n${output}`).not.toBe(0);
    expect(output).toMatch(new RegExp(`source page path = ${INTRO.route}\\b`));
    return output;
  } finally {
    writeFileSync(file, before);
  }
}

test.beforeAll(() => {
  copy = copySite('cached-builds-site-');
  // node_modules of the copy's own: the site's packages, linked, and an empty cache folder.
  ownNodeModules(copy);
});

test.afterAll(() => {
  if (copy) rmSync(copy, {recursive: true, force: true});
});

test('the first build writes a persistent cache', () => {
  test.setTimeout(300_000);
  const {status, output} = buildWithCache();
  expect(status, `the first build failed:\n${output}`).toBe(0);
  expect(
    existsSync(join(copy, 'node_modules', '.cache', 'rspack')),
    'the first build wrote a persistent cache',
  ).toBe(true);
  expect(browserScriptsContain(SERVER_STAND_IN), 'the browser bundle loads the real Pagefind loader').toBe(
    false,
  );
});

test('an edit to a local plugin the config does not import reaches the next cached build', () => {
  test.setTimeout(300_000);
  const pluginFile = join(copy, 'src/plugins/search-index/index.ts');
  const plugin = readFileSync(pluginFile, 'utf8');
  expect(plugin, 'search-index keeps its module replacement out of the browser bundle').toMatch(SERVER_ONLY);
  writeFileSync(pluginFile, plugin.replace(SERVER_ONLY, ''));
  try {
    const {status, output} = buildWithCache();
    expect(status, `the second build failed:\n${output}`).toBe(0);
    expect(
      browserScriptsContain(SERVER_STAND_IN),
      'the edit of src/plugins/search-index/index.ts (its replacement now in the browser bundle too) ' +
        'is in the second build: the persistent cache was invalidated',
    ).toBe(true);
    expect(browserScriptsContain('baseUrl:"/"'), 'the browser config of a build for /').toBe(true);
  } finally {
    writeFileSync(pluginFile, plugin);
  }
});

test('a new BASE_URL, and no edited file, reaches the next cached build; MCP_URL puts the remote endpoint on the assistants pages', () => {
  test.setTimeout(300_000);
  const mcpUrl = 'https://autocomplete-docs.example.workers.dev/mcp';
  const {status, output} = buildWithCache({BASE_URL: '/autocomplete/', MCP_URL: mcpUrl});
  expect(status, `the third build failed:\n${output}`).toBe(0);
  expect(
    browserScriptsContain('baseUrl:"/autocomplete/"'),
    'the browser config of the build with BASE_URL=/autocomplete/ says so',
  ).toBe(true);
  expect(
    browserScriptsContain('baseUrl:"/"'),
    'no browser script keeps the base URL of the build before (a stale cache)',
  ).toBe(false);
  for (const id of ['react', 'angular', 'vue']) {
    // The page's Markdown twin: the code blocks' text, without the highlighter's markup.
    const page = readFileSync(join(copy, 'build', 'docs', id, 'introduction', 'ai_assistants.md'), 'utf8');
    expect(page, `${id}: the remote address and the Claude Code line`).toContain(
      `claude mcp add --transport http autocomplete-docs ${mcpUrl}`,
    );
  }
  const before = readFileSync(join(BUILD_DIR, 'docs', 'react', 'introduction', 'ai_assistants.md'), 'utf8');
  expect(before, 'a build without MCP_URL gives the local server only').not.toContain('--transport http');
});

test('a broken link in a docs page stops the build and is named, and the build before is not left to serve', () => {
  test.setTimeout(300_000);
  expect(existsSync(join(copy, 'build', 'index.html')), 'the build before this one').toBe(true);
  const output = buildWithBrokenIntro('Read [the page that does not exist](/docs/react/no-such-page).');
  expect(output).toContain('Docusaurus found broken links');
  expect(output).toContain('/docs/react/no-such-page');
  expect(existsSync(join(copy, 'build')), 'the failed build left no build/ to serve').toBe(false);
});

test('a link to a missing anchor stops the build and is named', () => {
  test.setTimeout(300_000);
  const output = buildWithBrokenIntro(
    'Read [the section that does not exist](/docs/react/api/props#no-such-anchor).',
  );
  expect(output).toContain('Docusaurus found broken anchors');
  expect(output).toContain('/docs/react/api/props#no-such-anchor');
});
