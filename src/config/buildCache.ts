/**
 * Rspack's persistent cache misses edits to local plugins, loaded by path
 * (tests/build/cached-builds.spec.ts). This plugin adds every code file of src/plugins, src/config and
 * src/data/facts, listed at each build and except `theme/` folders (bundle modules, tracked by content), to
 * `buildDependencies`. It also hashes the loaded config into the cache `version`: env values (BASE_URL...)
 * change it without changing a file, and a stale cache once shipped the old base URL.
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
      // JSON leaves the config's functions out.
      const hash = createHash('sha256').update(JSON.stringify(context.siteConfig)).digest('hex').slice(0, 16);
      const version = `${cache.version ?? ''}-config-${hash}`;
      return {experiments: {cache: {buildDependencies: files, version}}};
    },
  });
}
