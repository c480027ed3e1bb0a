#!/usr/bin/env node
/**
 * The instrumented test site, build-instrumented/: the checked production build plus the test-only
 * routes and a fake analytics ID (the tests intercept every analytics request). Never deploy it.
 */
import {checkedBuildInto} from './failed-build.mjs';

checkedBuildInto('build-instrumented', {E2E_TEST_ROUTES: '1', GTAG_TRACKING_ID: 'G-TEST123456'});
