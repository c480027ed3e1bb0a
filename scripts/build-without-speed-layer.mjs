#!/usr/bin/env node
/**
 * Builds the site without its speed layer (SPEED_LAYER=off, src/plugins/speed-layer/switch.ts)
 * into build-without-speed-layer/, failing like build:checked on any [WARNING] line. The
 * `speed-layer-off` Playwright project walks every URL of it (tests/e2e/smoke.spec.ts): a reader
 * gets the same site with the layer off, only heavier. Never deploy this build.
 */
import {spawn} from 'node:child_process';
import {fileURLToPath, URL} from 'node:url';

const checkedBuild = fileURLToPath(new URL('./build-checked.mjs', import.meta.url));
const child = spawn(
  process.execPath,
  [checkedBuild, '--out-dir', 'build-without-speed-layer', ...process.argv.slice(2)],
  {stdio: 'inherit', env: {...process.env, SPEED_LAYER: 'off'}},
);
child.on('close', (code) => process.exit(code ?? 1));
