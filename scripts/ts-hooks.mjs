/**
 * Node.js module hooks that let the scripts import the site's TypeScript without a bundler: types
 * removed with `transpileModule` (nothing checked), and an extensionless relative import finds its `.ts`.
 */
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {register} from 'node:module';
import {fileURLToPath, URL} from 'node:url';

let registered = false;

/** Imports the site's TypeScript module at `path` (from the site's root) under these hooks. */
export function importTs(path) {
  if (!registered) register(import.meta.url);
  registered = true;
  return import(new URL(`../${path}`, import.meta.url).href);
}

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
  // Loaded here, in the hooks' thread, so that a script importing `importTs` does not load TypeScript.
  const {default: ts} = await import('typescript');
  const {outputText} = ts.transpileModule(await readFile(fileName, 'utf8'), {
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, esModuleInterop: true},
    fileName,
  });
  return {format: 'module', source: outputText, shortCircuit: true};
}
