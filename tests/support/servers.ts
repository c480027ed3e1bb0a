/**
 * Addresses of the two servers that playwright.config.ts starts: the
 * production build (build/) and the instrumented test build
 * (build-instrumented/, test-only routes and analytics with a fake ID).
 */
const PORT = Number(process.env.TEST_PORT ?? 3100);

export const PRODUCTION_URL = `http://127.0.0.1:${PORT}`;
export const INSTRUMENTED_URL = `http://127.0.0.1:${Number(process.env.TEST_INSTRUMENTED_PORT ?? PORT + 1)}`;

/** Paths of the test-only routes (src/plugins/test-routes), only in the instrumented build. */
export const TEST_ROUTES = {
  crash: '/tests/crash',
  crashRoot: '/tests/crash-root',
  lazyRetry: '/tests/lazy-retry',
} as const;
