#!/usr/bin/env node
/**
 * `npm run serve` and the test servers: serves a build folder as production
 * does (scripts/static-server.cjs: clean URLs, real 404 status, the build's
 * _headers applied, gzip).
 *
 *   node scripts/serve.mjs [--dir build] [--port 3000] [--host localhost]
 */
import {existsSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import staticServer from './static-server.cjs';

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: 'localhost'},
  },
});
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
const {url} = await staticServer.startStaticServer({root, port: Number(values.port), host: values.host});
console.log(`[SUCCESS] Serving ${values.dir} at ${url}/ (with ${values.dir}/_headers when present)`);
