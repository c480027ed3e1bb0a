#!/usr/bin/env node
/**
 * `npm run serve` and the test servers: a build folder served as production does
 * (./static-server.cjs), under the base path the build was made for.
 *
 *   node scripts/serve.mjs [--dir build] [--port 3030] [--host localhost] [--base-url /]
 *
 * The base path: `--base-url`, else the one ./test-builds.cjs gives the folder's build, else
 * BASE_URL (src/config/siteAddress.ts), so the BASE_URL a build was made with serves it.
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
