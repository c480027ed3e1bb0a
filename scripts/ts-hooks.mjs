/**
 * Node.js module hooks that let the facts scripts (./check-facts.mjs,
 * ./facts-schema.mjs) import the site's TypeScript modules without a bundler:
 * a `.ts` file is compiled with TypeScript's `transpileModule` (types
 * removed, nothing checked: `npm run typecheck` does that), and a relative
 * import without an extension from a `.ts` file finds its `.ts` file, as the
 * site's own imports are written. Registered with `module.register`.
 */
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {fileURLToPath, URL} from 'node:url';
import ts from 'typescript';

export async function resolve(specifier, context, nextResolve) {
  if (context.parentURL?.endsWith('.ts') && /^\.\.?\//.test(specifier) && !/\.[cm]?[jt]s$/.test(specifier)) {
    for (const suffix of ['.ts', '/index.ts']) {
      const url = new URL(specifier + suffix, context.parentURL);
      if (existsSync(fileURLToPath(url))) return {url: url.href, shortCircuit: true};
    }
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const fileName = fileURLToPath(url);
  const {outputText} = ts.transpileModule(await readFile(fileName, 'utf8'), {
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, esModuleInterop: true},
    fileName,
  });
  return {format: 'module', source: outputText, shortCircuit: true};
}
