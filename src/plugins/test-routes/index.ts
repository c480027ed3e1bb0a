/**
 * Test-only routes for the browser tests, added only when the site is built
 * with `E2E_TEST_ROUTES=1` (see docusaurus.config.ts and
 * scripts/build-instrumented.mjs). The production build never has them.
 *
 * - /tests/crash: a page that throws inside the layout (theme ErrorPageContent);
 * - /tests/crash-root: a page that throws outside the layout (root @theme/Error);
 * - /tests/lazy-retry: a page whose lazily loaded part shows core's `Loading`
 *   error box ("Retry") when its chunk fails to load.
 *
 * Paths under /tests/ are left out of the sitemap (docusaurus.config.ts).
 */
import type {Plugin} from '@docusaurus/types';

export const TEST_ROUTES = {
  crash: '/tests/crash',
  crashRoot: '/tests/crash-root',
  lazyRetry: '/tests/lazy-retry',
} as const;

export default function testRoutesPlugin(): Plugin {
  return {
    name: 'e2e-test-routes',
    async contentLoaded({actions}) {
      actions.addRoute({
        path: TEST_ROUTES.crash,
        component: '@site/src/plugins/test-routes/CrashPage',
        exact: true,
      });
      actions.addRoute({
        path: TEST_ROUTES.crashRoot,
        component: '@site/src/plugins/test-routes/CrashRootPage',
        exact: true,
      });
      actions.addRoute({
        path: TEST_ROUTES.lazyRetry,
        component: '@site/src/plugins/test-routes/LazyRetryPage',
        exact: true,
      });
    },
  };
}
