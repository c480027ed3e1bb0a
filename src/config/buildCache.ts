/**
 * Rspack's persistent cache (`future.faster.rspackPersistentCache` in docusaurus.config.ts) is
 * evicted when one of its build dependencies changes. Docusaurus lists its own webpack config
 * files and the site config; the local plugins under src/plugins are loaded by path, not
 * imported by the config, so an edit to one of them (a module replacement, a rule, a bundler
 * plugin) was not seen and the next build reused the bundler's results from before the edit
 * (tests/build/cached-builds.spec.ts).
 *
 * This inline plugin adds every code file of every local plugin, of src/config (the plugins'
 * options, e.g. the speed layer's islands) and of the facts core the plugins read the facts with
 * (src/data/facts), to `experiments.cache.buildDependencies` (Rspack's
 * option, an array that Docusaurus merges by appending). The files are listed at each
 * build, so a new file or a new plugin is covered without being named here. Files under a
 * `theme/` folder are left out: they are modules of the bundle, which the cache already tracks
 * by content, and an edit to one of them need not evict the rest.
 *
 * The site config is a build dependency as a file only: values it reads from the environment
 * (SITE_URL, BASE_URL, GTAG_TRACKING_ID...) change the config without changing a file. The cache
 * then kept modules made from the previous values: a build with BASE_URL=/autocomplete/ after one
 * with `/` shipped a browser config still saying `/` (the speed layer writes the browser config as a
 * module of its own), so the navbar logo and the favicon were requested outside the base and
 * hydration failed. The plugin therefore adds a hash of the loaded config to the cache's `version`:
 * Rspack keeps each version's cache apart, so builds with different values never share modules.
 */
import {createHash} from 'node:crypto';
import {readdirSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const CODE_FILE = /\.(ts|tsx|js|cjs|mjs|json)$/;

/** Every code file under `dir`, `theme/` folders left out, as absolute paths in a stable order. */
export function localPluginFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true})
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'theme' ? [] : localPluginFiles(full);
      return CODE_FILE.test(entry.name) ? [full] : [];
    });
}

/** A short hash of the loaded site config (functions left out, as JSON leaves them). */
export function siteConfigHash(siteConfig: LoadContext['siteConfig']): string {
  return createHash('sha256').update(JSON.stringify(siteConfig)).digest('hex').slice(0, 16);
}

/** The plugin: `siteDir` is the site's folder (the one holding src/plugins). */
export function localPluginsInBuildCache(siteDir: string): (context: LoadContext) => Plugin {
  const files = ['plugins', 'config', 'data/facts'].flatMap((folder) =>
    localPluginFiles(path.join(siteDir, 'src', folder)),
  );
  return (context) => ({
    name: 'local-plugins-build-cache',
    configureWebpack(config) {
      // Only when the cache is on (DOCUSAURUS_NO_PERSISTENT_CACHE turns it off).
      const cache = (config.experiments as {cache?: unknown} | undefined)?.cache as
        {version?: string} | undefined;
      if (!cache || typeof cache !== 'object') return {};
      const version = `${cache.version ?? ''}-config-${siteConfigHash(context.siteConfig)}`;
      return {experiments: {cache: {buildDependencies: files, version}}};
    },
  });
}
