/**
 * `docusaurus build` fails on a broken link (spec, build settings:
 * onBrokenLinks 'throw'), so CI cannot publish a page that links nowhere.
 * Builds a copy of the site with one broken link injected into a docs page
 * and expects the build to stop and name both the page and the link.
 * Slow (one full build): the `build` project of playwright.config.ts.
 */
import {test, expect} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import {appendFileSync, cpSync, mkdtempSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {basename, join} from 'node:path';

const SITE_DIR = join(__dirname, '..', '..');
/** Outputs, caches and dependencies: not part of the site's sources. */
const NOT_COPIED = new Set([
  'node_modules',
  '.git',
  '.docusaurus',
  'build',
  'build-instrumented',
  'test-results',
  'playwright-report',
  'bench-results',
]);

test('a broken link in a docs page stops the build and is named', () => {
  const copy = mkdtempSync(join(tmpdir(), 'broken-link-site-'));
  try {
    cpSync(SITE_DIR, copy, {
      recursive: true,
      filter: (source) => source === SITE_DIR || !NOT_COPIED.has(basename(source)),
    });
    symlinkSync(join(SITE_DIR, 'node_modules'), join(copy, 'node_modules'), 'dir');
    appendFileSync(
      join(copy, 'docs/react/introduction/intro.mdx'),
      '\nRead [the page that does not exist](/docs/react/no-such-page).\n',
    );

    const result = spawnSync(
      process.execPath,
      ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build'],
      {
        cwd: copy,
        // The Rspack cache lives in the shared node_modules: leave it alone.
        env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'},
        encoding: 'utf8',
        timeout: 240_000,
      },
    );
    const output = `${result.stdout}\n${result.stderr}`;

    expect(result.status, `the build should fail; it printed:\n${output}`).not.toBe(0);
    expect(output).toContain('Docusaurus found broken links');
    expect(output).toMatch(/source page path = \/docs\/react\/introduction\/intro\b/);
    expect(output).toContain('/docs/react/no-such-page');
  } finally {
    rmSync(copy, {recursive: true, force: true});
  }
});
