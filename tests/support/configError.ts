/**
 * A build of this site started with one malformed environment variable (GTAG_TRACKING_ID, BASE_URL):
 * it must stop, say what is wrong in one `[ERROR]` line, and show no stack trace.
 */
import {expect} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

/** Runs `docusaurus build` with `variable` set to `value` and holds its output to `errorLine`. */
export function expectBuildStops(variable: string, value: string, errorLine: string): void {
  const outDir = mkdtempSync(join(tmpdir(), `${variable.toLowerCase()}-build-`));
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    env: {...process.env, [variable]: value},
    encoding: 'utf8',
    timeout: 60_000,
  });
  const output = `${result.stdout}\n${result.stderr}`;
  expect(result.status, output).not.toBe(0);
  expect(output).toContain(errorLine);
  expect(output, 'the message should not come with a stack trace').not.toMatch(/^\s+at /m);
}
