/**
 * A copy of the site's sources in a temporary folder, sharing node_modules
 * (scripts/site-copy.cjs, which the development-server benchmark uses too),
 * for the slow checks of tests/build that run `docusaurus build` on a
 * modified site, with what those checks do to a copy.
 */
import {spawnSync, type SpawnSyncReturns} from 'node:child_process';
import {mkdirSync, readdirSync, symlinkSync, unlinkSync} from 'node:fs';
import {join} from 'node:path';
import {copySite, SITE_DIR} from '../../scripts/site-copy.cjs';

export {copySite, SITE_DIR};

/**
 * Gives a copy a `node_modules` of its own (links to the site's packages, no `.cache`), so that
 * Rspack's persistent cache (`node_modules/.cache/rspack`) of the copy starts empty and is not the site's.
 */
export function ownNodeModules(copy: string): void {
  unlinkSync(join(copy, 'node_modules'));
  mkdirSync(join(copy, 'node_modules'));
  for (const name of readdirSync(join(SITE_DIR, 'node_modules'))) {
    if (name !== '.cache')
      symlinkSync(join(SITE_DIR, 'node_modules', name), join(copy, 'node_modules', name));
  }
}

/** `npm run build` (scripts/build.mjs) in a copy; the Rspack cache in the shared node_modules is left alone. */
export function buildSite(copy: string): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: copy,
    env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'},
    encoding: 'utf8',
    timeout: 240_000,
  });
}
