#!/usr/bin/env node
/**
 * The package facts the site is built from.
 *
 * `src/data/library-facts.json` is the site's committed copy of the shared
 * facts file (`../shared/library-facts.json`, or the path in FACTS_FILE), so
 * a fresh clone builds and tests without the shared folder next to it. The
 * build reads the copy through the local plugin src/plugins/library-facts,
 * which checks it and turns it into the `@facts/*` modules; nothing else is
 * generated.
 *
 *   node scripts/generate-data.mjs          copy the shared facts file (when present) and check it
 *   node scripts/generate-data.mjs --check  exit 1 when the copy is out of date or does not have
 *                                           the shape the site relies on (same messages as the build)
 */
import {readFileSync, writeFileSync, existsSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {Buffer} from 'node:buffer';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The shared facts file, maintained outside this repository. */
export const upstreamFactsPath = resolve(root, process.env.FACTS_FILE ?? '../shared/library-facts.json');
/** The site's committed copy, which the build and the tests read. */
export const factsPath = join(root, 'src/data/library-facts.json');
/** The plugin's validator: self-contained TypeScript (type imports only), compiled here without a bundler. */
const validatorPath = join(root, 'src/plugins/library-facts/validate.ts');

/** The plugin's `factsProblems`, the same check the build runs. */
async function loadValidator() {
  const {outputText} = ts.transpileModule(readFileSync(validatorPath, 'utf8'), {
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
    fileName: validatorPath,
  });
  const module = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
  return module.factsProblems;
}

async function main() {
  const check = process.argv.includes('--check');
  const problems = [];
  if (existsSync(upstreamFactsPath)) {
    const upstream = readFileSync(upstreamFactsPath, 'utf8');
    const copy = existsSync(factsPath) ? readFileSync(factsPath, 'utf8') : '';
    if (upstream !== copy) {
      if (check) {
        problems.push(
          `${relative(root, factsPath)} differs from ${upstreamFactsPath}. Run: npm run data:generate`,
        );
      } else writeFileSync(factsPath, upstream);
    }
  } else if (!existsSync(factsPath)) {
    console.error(
      `No facts file: neither ${upstreamFactsPath} nor ${factsPath} exists. Set FACTS_FILE to its path.`,
    );
    process.exit(2);
  } else {
    console.log(
      `${upstreamFactsPath} is not here; checking the committed copy ${relative(root, factsPath)}.`,
    );
  }
  let facts;
  try {
    facts = JSON.parse(readFileSync(factsPath, 'utf8'));
  } catch (error) {
    problems.push(`${relative(root, factsPath)} is not valid JSON: ${error.message}`);
  }
  if (facts !== undefined) {
    const factsProblems = await loadValidator();
    problems.push(...factsProblems(facts));
  }
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
