/**
 * Rspack's persistent cache (`rspackPersistentCache` in docusaurus.config.ts) must not hide an
 * edit to a local plugin, nor a new value of an environment variable the config reads: builds a
 * copy of the site three times with the cache on, editing `src/plugins/search-index` after the
 * first, and setting BASE_URL for the third; each build must show the change
 * (src/config/buildCache.ts). The third build once shipped a browser config with the previous
 * base URL `/`: the speed layer writes that config as a module of its own, which the cache kept.
 *
 * The edit is one that only the bundler sees: the plugin's module replacement (the server's
 * `importPagefind.server.ts` in place of `importPagefind.ts`) applied to the browser bundle as
 * well. A stale cache keeps the browser bundle's resolved modules from the first build, so the
 * edit would be missing. What plugins write after the build (the search index, the llms files)
 * is no probe: `postBuild` runs on every build, cache or not.
 *
 * The copy gets a `node_modules` of its own (links to the site's packages) so that its cache,
 * `node_modules/.cache/rspack`, is not the site's. Slow (two builds): the `build` project.
 */
import {test, expect} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {copySite, ownNodeModules} from '../support/siteCopy';

/** What the server's stand-in for Pagefind's loader says (src/theme/SearchBar/importPagefind.server.ts). */
const SERVER_STAND_IN = 'only loads in the browser.';
/** The line of src/plugins/search-index/index.ts that keeps its replacement out of the browser bundle. */
const SERVER_ONLY = /^\s*if \(!isServer\) return \{\};\n/m;

/** `npm run build` in the copy with the persistent cache on (the build project's other specs turn it off). */
function buildWithCache(copy: string, extraEnv: Record<string, string> = {}) {
  const env = {...process.env, ...extraEnv};
  delete env.DOCUSAURUS_NO_PERSISTENT_CACHE;
  return spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: copy,
    env,
    encoding: 'utf8',
    timeout: 240_000,
  });
}

/** True when a browser script of the build contains `text`. */
function browserScriptsContain(copy: string, text: string): boolean {
  const dir = join(copy, 'build', 'assets', 'js');
  return readdirSync(dir).some(
    (name) => name.endsWith('.js') && readFileSync(join(dir, name), 'utf8').includes(text),
  );
}

test('an edit to a local plugin the config does not import, or a new BASE_URL, reaches the next cached build', () => {
  test.setTimeout(900_000);
  const copy = copySite('plugin-cache-site-');
  try {
    // node_modules of the copy's own: the site's packages, linked, and an empty cache folder.
    ownNodeModules(copy);

    const first = buildWithCache(copy);
    expect(first.status, `the first build failed:\n${first.stdout}\n${first.stderr}`).toBe(0);
    expect(
      existsSync(join(copy, 'node_modules', '.cache', 'rspack')),
      'the first build wrote a persistent cache',
    ).toBe(true);
    expect(
      browserScriptsContain(copy, SERVER_STAND_IN),
      'the browser bundle loads the real Pagefind loader',
    ).toBe(false);

    const pluginFile = join(copy, 'src/plugins/search-index/index.ts');
    const plugin = readFileSync(pluginFile, 'utf8');
    expect(plugin, 'search-index keeps its module replacement out of the browser bundle').toMatch(
      SERVER_ONLY,
    );
    writeFileSync(pluginFile, plugin.replace(SERVER_ONLY, ''));

    const second = buildWithCache(copy);
    expect(second.status, `the second build failed:\n${second.stdout}\n${second.stderr}`).toBe(0);
    expect(
      browserScriptsContain(copy, SERVER_STAND_IN),
      'the edit of src/plugins/search-index/index.ts (its replacement now in the browser bundle too) ' +
        'is in the second build: the persistent cache was invalidated',
    ).toBe(true);
    expect(browserScriptsContain(copy, 'baseUrl:"/"'), 'the browser config of a build for /').toBe(true);

    // Only the environment changes: the site config's base URL, no file.
    const third = buildWithCache(copy, {BASE_URL: '/autocomplete/'});
    expect(third.status, `the third build failed:\n${third.stdout}\n${third.stderr}`).toBe(0);
    expect(
      browserScriptsContain(copy, 'baseUrl:"/autocomplete/"'),
      'the browser config of the build with BASE_URL=/autocomplete/ says so',
    ).toBe(true);
    expect(
      browserScriptsContain(copy, 'baseUrl:"/"'),
      'no browser script keeps the base URL of the build before (a stale cache)',
    ).toBe(false);
  } finally {
    rmSync(copy, {recursive: true, force: true});
  }
});
