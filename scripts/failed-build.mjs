/**
 * What the build scripts share: the build folder, removed when the build fails so `npm run serve`
 * never shows an earlier build as this one; and the test builds' run of build:checked.
 */
import {spawn} from 'node:child_process';
import {rmSync} from 'node:fs';
import {resolve} from 'node:path';
import {fileURLToPath, URL} from 'node:url';
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

/** Runs ./build-checked.mjs into `outDir` with `env` added, then exits with its status. */
export function checkedBuildInto(outDir, env) {
  const checkedBuild = fileURLToPath(new URL('./build-checked.mjs', import.meta.url));
  const child = spawn(process.execPath, [checkedBuild, '--out-dir', outDir, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: {...process.env, ...env},
  });
  child.on('close', (code) => process.exit(code ?? 1));
}
