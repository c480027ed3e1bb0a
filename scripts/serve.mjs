#!/usr/bin/env node
/**
 * `npm run serve` and the test servers: serves a build folder as production
 * does (scripts/static-server.cjs: clean URLs, real 404 status, the build's
 * _headers applied, gzip).
 *
 *   node scripts/serve.mjs [--dir build] [--port 3000] [--host localhost]
 */
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';
import staticServer from './static-server.cjs';

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: 'localhost'},
  },
});
const root = resolve(values.dir);
const {url} = await staticServer.startStaticServer({root, port: Number(values.port), host: values.host});
console.log(`[SUCCESS] Serving ${values.dir} at ${url}/ (with ${values.dir}/_headers when present)`);
