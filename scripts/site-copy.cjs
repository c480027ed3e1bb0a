/**
 * A copy of the site's sources in a temporary folder, linking the site's node_modules: for the
 * tests and benches that build or start a modified site, and the bench's reference site.
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

/** Copies the site's sources (or `from`'s) into a new temporary folder named by `prefix`; returns it. */
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
