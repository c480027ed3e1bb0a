#!/usr/bin/env node
/**
 * Builds the site without its speed layer (SPEED_LAYER=off, src/plugins/speed-layer/switch.ts)
 * and under the base path `/autocomplete/` (BASE_URL, ./test-builds.cjs) into
 * build-without-speed-layer/, failing like build:checked on any [WARNING] line. The
 * `speed-layer-off` Playwright project walks every URL of it (tests/e2e/smoke.spec.ts), served
 * under that base: a reader gets the same site with the layer off, only heavier, and every link,
 * asset, search result and preview frame stays under the base, as on a GitHub Pages project site.
 * One build for both, so the test run makes no extra build. Never deploy this build.
 */
import {createRequire} from 'node:module';
import {checkedBuildInto} from './failed-build.mjs';

const {WITHOUT_LAYER_BASE_URL} = createRequire(import.meta.url)('./test-builds.cjs');
checkedBuildInto('build-without-speed-layer', {SPEED_LAYER: 'off', BASE_URL: WITHOUT_LAYER_BASE_URL});
