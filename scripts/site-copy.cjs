/**
 * A copy of the site's sources in a new temporary folder, sharing the site's
 * node_modules through a link: for the slow checks of tests/build
 * (tests/support/siteCopy.ts) and the development-server benchmark
 * (./bench-dev.mjs), which both start or build a modified site, and the bench's reference site
 * (./bench.mjs).
 */
const {cpSync, mkdtempSync, symlinkSync} = require('node:fs');
const {tmpdir} = require('node:os');
const {basename, join, relative, sep} = require('node:path');

const SITE_DIR = join(__dirname, '..');

/** Outputs, caches and dependencies at the top of the site: not part of its sources (`tests/build` is). */
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

/**
 * Copies the site's sources (or another site's, `from`: the bench's reference site) into a new
 * temporary folder (`prefix` names it) and returns its path.
 */
function copySite(prefix, from = SITE_DIR) {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  cpSync(from, copy, {
    recursive: true,
    filter: (source) =>
      source === from ||
      (basename(source) !== 'node_modules' && !NOT_COPIED.has(relative(from, source).split(sep)[0])),
  });
  symlinkSync(join(SITE_DIR, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

module.exports = {SITE_DIR, copySite};
