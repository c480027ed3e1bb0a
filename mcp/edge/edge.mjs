#!/usr/bin/env node
/**
 * `npm run edge` (after `npm run build && npm run mcp:build`): bundles the MCP server's data for the
 * edge worker into mcp/edge/dist/, then runs the worker in workerd through Wrangler on
 * 127.0.0.1:`PORT` (default 8787), with no account and no network; `npm run edge -- deploy` deploys it.
 * Pagefind's WebAssembly is unpacked so Wrangler compiles it with the worker.
 */
import {spawn} from 'node:child_process';
import {copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {gunzipSync} from 'node:zlib';

const EDGE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(EDGE, '..', '..');
const DATA = join(ROOT, 'mcp', 'dist', 'data');
const OUT = join(EDGE, 'dist');
const INDEX = join(DATA, 'site', 'pagefind');

const [command = 'dev', ...rest] = process.argv.slice(2);
if (!['dev', 'deploy'].includes(command)) {
  console.error(`[ERROR] npm run edge: "${command}" is neither dev (the default) nor deploy.`);
  process.exit(2);
}
for (const [path, run] of [
  [join(ROOT, 'build', 'index.html'), 'npm run build'],
  [join(INDEX, 'pagefind.mjs'), 'npm run mcp:build'],
]) {
  if (!existsSync(path)) {
    console.error(`[ERROR] ${relative(ROOT, path)} is missing: run \`${run}\` first.`);
    process.exit(1);
  }
}

// The files as the stdio server reads them (mcp/src/data.ts, compiled by `npm run mcp:build`).
const {folderFiles} = createRequire(import.meta.url)(join(ROOT, 'mcp', 'dist', 'mcp', 'src', 'data.js'));
const data = folderFiles(DATA);
const files = Object.fromEntries(data.paths.map((p) => [p, data.bytes(p).toString('base64')]));
mkdirSync(OUT, {recursive: true});
writeFileSync(
  join(OUT, 'data.json'),
  JSON.stringify({where: 'the data bundled into the edge worker', files}),
);
copyFileSync(join(INDEX, 'pagefind.mjs'), join(OUT, 'pagefind.mjs'));
// Pagefind's wasm.<language>.pagefind: gzip of a 12-byte signature ("pagefind_dcd") and the module.
const {languages} = JSON.parse(readFileSync(join(INDEX, 'pagefind-entry.json'), 'utf8'));
const {wasm} = Object.values(languages)[0];
writeFileSync(
  join(OUT, 'pagefind.wasm'),
  gunzipSync(readFileSync(join(INDEX, `wasm.${wasm}.pagefind`))).subarray(12),
);
console.log(`[INFO] mcp/edge/dist: ${Object.keys(files).length} data files for the worker.`);

const port = process.env.PORT || '8787';
const local = ['--ip', '127.0.0.1', '--port', port, '--show-interactive-dev-session=false'];
const config = ['--config', join(EDGE, 'wrangler.jsonc')];
const args = [command, ...config, ...(command === 'dev' ? local : []), ...rest];
const child = spawn(join(ROOT, 'node_modules', '.bin', 'wrangler'), args, {
  stdio: 'inherit',
  // No account and no network for a local run: no usage metrics, no request.cf data fetched.
  env: {WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', ...process.env},
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
