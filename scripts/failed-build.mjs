/**
 * What `npm run build` and `npm run build:checked` share: where the build
 * goes, and removing it when the build fails, so `npm run serve` never shows
 * the pages of an earlier build as if they were this one's.
 */
import {rmSync} from 'node:fs';
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';

/** The build folder: `--out-dir <dir>` / `--out-dir=<dir>` as docusaurus build reads it, else build/. */
export function outDirOf(args) {
  // Not strict: docusaurus build's other arguments are its own.
  const outDir = parseArgs({args, options: {'out-dir': {type: 'string'}}, strict: false}).values['out-dir'];
  return typeof outDir === 'string' ? outDir : 'build';
}

/** Removes the build folder of a failed build, says so, and exits with `code`. */
export function failBuild(args, code) {
  const dir = outDirOf(args);
  rmSync(resolve(dir), {recursive: true, force: true});
  console.error(`[ERROR] The build failed: ${dir}/ was removed, so nothing stale can be served.`);
  process.exit(code || 1);
}
