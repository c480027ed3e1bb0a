#!/usr/bin/env node
/**
 * Builds the instrumented test site into build-instrumented/: the production
 * build plus the test-only routes (E2E_TEST_ROUTES=1, src/plugins/test-routes)
 * and analytics with a fake tracking ID (GTAG_TRACKING_ID=G-TEST123456), so
 * the crash, lazy-chunk "Retry" and analytics journeys can run. The browser
 * tests intercept every request to the analytics hosts; none is sent.
 * Like build:checked, it fails on any [WARNING] line. Never deploy this build.
 */
import {checkedBuildInto} from './failed-build.mjs';

checkedBuildInto('build-instrumented', {E2E_TEST_ROUTES: '1', GTAG_TRACKING_ID: 'G-TEST123456'});
