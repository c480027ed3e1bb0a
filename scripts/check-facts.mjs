#!/usr/bin/env node
/**
 * Checks the site's package facts, `src/data/library-facts.json` (or the file
 * given as the first argument), with the check the build runs: the facts
 * schema (src/data/facts/schema.ts) through its validator
 * (src/data/facts/validate.ts): shapes, dates, closed sets such as categories, and every
 * release a `since` or `latestVersion` names. The facts file is the source of
 * truth, edited in this repository; nothing is copied from elsewhere.
 *
 *   node scripts/check-facts.mjs [facts.json]   exit 1, naming package, entry and field, on a problem
 */
import {readFileSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {importTs} from './ts-hooks.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The facts file the build reads. */
export const factsPath = join(root, 'src/data/library-facts.json');

async function main() {
  const file = process.argv[2] ? resolve(process.argv[2]) : factsPath;
  const problems = [];
  // The facts core (src/data/facts, TypeScript loaded through ./ts-hooks.mjs): the build's JSON read and check.
  const {parseFactsJson, factsProblems} = await importTs('src/data/facts/index.ts');
  let facts;
  try {
    facts = parseFactsJson(readFileSync(file, 'utf8'), relative(root, file));
  } catch (error) {
    problems.push(error.message);
  }
  if (facts !== undefined) problems.push(...factsProblems(facts));
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`${relative(root, file)}: the facts are valid.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
