/**
 * Test-only routes for the browser tests (each page's header says what it does), only in a build with
 * `E2E_TEST_ROUTES=1` (docusaurus.config.ts, scripts/build-instrumented.mjs); never in production.
 * Paths under /tests/ are left out of the sitemap (docusaurus.config.ts).
 */
import type {Plugin} from '@docusaurus/types';

/** Each route (tests/support/servers.ts names them for the tests) and the page it renders. */
const PAGES = {
  '/tests/crash': 'CrashPage',
  '/tests/crash-root': 'CrashRootPage',
  '/tests/lazy-retry': 'LazyRetryPage',
};

export default function testRoutesPlugin(): Plugin {
  return {
    name: 'e2e-test-routes',
    async contentLoaded({actions}) {
      for (const [path, page] of Object.entries(PAGES)) {
        actions.addRoute({path, component: `@site/src/plugins/test-routes/${page}`, exact: true});
      }
    },
  };
}
