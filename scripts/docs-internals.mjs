#!/usr/bin/env node
/**
 * `npm run docs:internals`: writes ARCHITECTURE.md's table "Points that depend on Docusaurus
 * internals" from scripts/internals.cjs, between its two marker comments, formatted by Prettier
 * as `npm run format` would. tests/unit/internals.spec.ts fails when the table in the file differs.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const {ARCHITECTURE, withGeneratedTable} = require('./internals.cjs');

const before = readFileSync(ARCHITECTURE, 'utf8');
const after = await withGeneratedTable(before);
if (after === before) {
  console.log('ARCHITECTURE.md: the internals table is up to date.');
} else {
  writeFileSync(ARCHITECTURE, after);
  console.log('ARCHITECTURE.md: the internals table was written from scripts/internals.cjs.');
}
