/**
 * `npm run check:packages` (scripts/check-packages.mjs) takes the packages' npm tarballs; with
 * none, or with a path that is no tarball, it names what it needs and exits non-zero before it
 * builds or runs anything. What it runs is exercised by a maintainer with the real packages
 * (README, "Checking against the real packages").
 */
import {test, expect} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import {join} from 'node:path';

const SCRIPT = join(__dirname, '..', '..', 'scripts', 'check-packages.mjs');
const run = (...args: string[]) => spawnSync(process.execPath, [SCRIPT, ...args], {encoding: 'utf8'});

test('without tarballs it says what it needs and exits non-zero', () => {
  const result = run();
  expect(result.status).not.toBe(0);
  expect(result.stderr).toContain('no tarball given');
  expect(result.stderr).toContain('--angular');
  expect(result.stderr).toContain('--react');
  expect(result.stderr).toContain('--vue');
});

test('a missing file, a file that is no tarball and an unknown flag are each named', () => {
  expect(run('--react', '/nowhere/react.tgz').stderr).toContain('--react: /nowhere/react.tgz does not exist');
  expect(run('--vue', SCRIPT).stderr).toContain('is not an npm tarball');
  expect(run('--svelte', 'x.tgz').stderr).toContain('unknown argument "--svelte"');
  expect(run('--angular').stderr).toContain('--angular needs the path of a tarball');
});
