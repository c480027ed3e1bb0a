#!/usr/bin/env node
/**
 * The checked build without the speed layer (SPEED_LAYER=off) under the base path of
 * ./test-builds.cjs, into build-without-speed-layer/: the `speed-layer-off` walk proves both the
 * site without the layer and the site under a base path, with one build. Never deploy it.
 */
import {createRequire} from 'node:module';
import {checkedBuildInto} from './failed-build.mjs';

const {WITHOUT_LAYER_BASE_URL} = createRequire(import.meta.url)('./test-builds.cjs');
checkedBuildInto('build-without-speed-layer', {SPEED_LAYER: 'off', BASE_URL: WITHOUT_LAYER_BASE_URL});
