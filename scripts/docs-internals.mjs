#!/usr/bin/env node
/**
 * `npm run docs:internals`: writes INTERNALS.md, the kinds and the table of the points that depend
 * on Docusaurus internals, from scripts/internals.cjs, formatted by Prettier as `npm run format`
 * would. tests/unit/internals.spec.ts fails when the file differs.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const {INTERNALS, internalsMarkdown} = require('./internals.cjs');

const before = existsSync(INTERNALS) ? readFileSync(INTERNALS, 'utf8') : '';
const after = await internalsMarkdown();
if (after === before) {
  console.log('INTERNALS.md is up to date.');
} else {
  writeFileSync(INTERNALS, after);
  console.log('INTERNALS.md was written from scripts/internals.cjs.');
}
