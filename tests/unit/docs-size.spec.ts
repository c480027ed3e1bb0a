/**
 * ARCHITECTURE.md stays a map a newcomer reads in about ten minutes (issue 47): at most 20 KB.
 * Detail belongs in the README of the folder it describes, the internals points in INTERNALS.md,
 * and history in git.
 */
import {test, expect} from '@playwright/test';
import {statSync} from 'node:fs';
import {join} from 'node:path';

const LIMIT = 20 * 1024;

test('ARCHITECTURE.md is at most 20 KB', () => {
  const bytes = statSync(join(__dirname, '..', '..', 'ARCHITECTURE.md')).size;
  expect(
    bytes,
    `ARCHITECTURE.md is ${bytes} bytes: it is the map a newcomer reads in ten minutes, so keep it at ` +
      `most ${LIMIT} bytes; move detail to the README of the folder it describes (history is in git)`,
  ).toBeLessThanOrEqual(LIMIT);
});
