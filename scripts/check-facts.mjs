#!/usr/bin/env node
/**
 * Checks the package facts (src/data/library-facts.json, or the file given) as the build does
 * (src/data/facts/validate.ts).
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
