/**
 * A copy of the site's sources in a temporary folder, sharing node_modules,
 * for the slow checks of tests/build that run `docusaurus build` on a
 * modified site.
 */
import {spawnSync, type SpawnSyncReturns} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, unlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {basename, join} from 'node:path';

export const SITE_DIR = join(__dirname, '..', '..');

/** Outputs, caches and dependencies: not part of the site's sources. */
const NOT_COPIED = new Set([
  'node_modules',
  '.git',
  '.docusaurus',
  'build',
  'build-instrumented',
  'build-without-speed-layer',
  'test-results',
  'playwright-report',
  'bench-results',
]);

/** Copies the site's sources into a new temporary folder (`prefix` names it) and returns its path. */
export function copySite(prefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  cpSync(SITE_DIR, copy, {
    recursive: true,
    filter: (source) => source === SITE_DIR || !NOT_COPIED.has(basename(source)),
  });
  symlinkSync(join(SITE_DIR, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

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
