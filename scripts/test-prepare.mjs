#!/usr/bin/env node
/**
 * What `npm test` runs before Playwright: `npm run check` beside the builds, one after the other.
 * The check reads only sources, which no build writes, so its single-threaded tools use the core a
 * build leaves idle; its output follows the builds'.
 */
import {Buffer} from 'node:buffer';
import {spawn} from 'node:child_process';

const BUILDS = ['build:instrumented', 'build:without-speed-layer', 'build:checked', 'mcp:build'];

/** `npm run <script>`; resolves with its exit code. `buffer` collects its output instead of printing it. */
function run(script, buffer) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], {stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit'});
    if (buffer)
      for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => buffer.push(chunk));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const checkOutput = [];
const check = run('check', checkOutput);
let failedBuild = null;
for (const script of BUILDS) {
  if ((await run(script)) !== 0) {
    failedBuild = script;
    break;
  }
}
const checkCode = await check;
process.stdout.write(Buffer.concat(checkOutput));

const failed = [checkCode !== 0 && '`npm run check`', failedBuild && `\`npm run ${failedBuild}\``].filter(
  Boolean,
);
if (failed.length > 0) {
  console.error(`[ERROR] ${failed.join(' and ')} failed (see above): the tests did not run.`);
  process.exit(1);
}
