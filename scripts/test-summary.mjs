#!/usr/bin/env node
/**
 * Prints "N passed, N failed" from Playwright's JSON report. A run that never
 * reached Playwright (lint, type or build failure) counts as 0 passed, 1 failed.
 */
import {existsSync, readFileSync} from 'node:fs';

const file = process.argv[2] ?? 'test-results/results.json';
if (!existsSync(file)) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const {stats} = JSON.parse(readFileSync(file, 'utf8'));
const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
const failed = (stats.unexpected ?? 0) + (stats.errors?.length ?? 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
