#!/usr/bin/env node
/**
 * `npm run serve` and the test servers: serves a build folder as production
 * does (scripts/static-server.cjs: clean URLs, real 404 status, the build's
 * _headers applied, gzip), under the base path the build was made for.
 *
 *   node scripts/serve.mjs [--dir build] [--port 3030] [--host localhost] [--base-url /]
 *
 * The port: `--port`, else PORT, else 3030 (SERVE_DEFAULT_PORT): not `npm start`'s 3000, so the
 * built site and the development server run side by side.
 *
 * The base path: `--base-url`, else `/autocomplete/` for build-without-speed-layer/ (its build
 * sets it, ./test-builds.cjs), else BASE_URL as the build reads it (src/config/siteAddress.ts),
 * so `BASE_URL=/x/ npm run build && BASE_URL=/x/ npm run serve` serves the site at /x/.
 */
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import staticServer from './static-server.cjs';
import {importTs} from './ts-hooks.mjs';

/** `npm run serve`'s port when neither `--port` nor PORT gives one; `npm start` takes 3000. */
export const SERVE_DEFAULT_PORT = 3030;

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: process.env.PORT ?? String(SERVE_DEFAULT_PORT)},
    host: {type: 'string', default: 'localhost'},
    'base-url': {type: 'string'},
  },
});
const {WITHOUT_LAYER_BASE_URL} = createRequire(import.meta.url)('./test-builds.cjs');

/** The base path to serve under (see the comment at the top). */
async function baseUrlOf(dir) {
  if (values['base-url']) return values['base-url'];
  if (dir === 'build-without-speed-layer') return WITHOUT_LAYER_BASE_URL;
  const {siteAddressFromEnv} = await importTs('src/config/siteAddress.ts');
  return siteAddressFromEnv().baseUrl;
}
/** The script that writes each build folder the tests serve. */
const BUILD_SCRIPTS = {
  build: 'npm run build',
  'build-instrumented': 'npm run build:instrumented',
  'build-without-speed-layer': 'npm run build:without-speed-layer',
};
const root = resolve(values.dir);
if (!existsSync(join(root, 'index.html'))) {
  console.error(
    `[ERROR] ${values.dir}/ holds no built site (no ${values.dir}/index.html): run \`${BUILD_SCRIPTS[values.dir] ?? 'npm run build'}\` first.`,
  );
  process.exit(1);
}
const baseUrl = await baseUrlOf(values.dir);
const {url} = await staticServer.startStaticServer({
  root,
  port: Number(values.port),
  host: values.host,
  baseUrl,
});
console.log(`[SUCCESS] Serving ${values.dir} at ${url}${baseUrl} (with ${values.dir}/_headers when present)`);
