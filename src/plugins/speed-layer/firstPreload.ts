/**
 * Stands in for the `./preload` import of core's client entry alone (patch point, ./index.ts
 * `PATCHES`) and starts the same preload one task later, so the task that starts the app issues no
 * request: Lighthouse and DevTools record each request's stack, for which V8 parses the main bundle
 * again (main's task 21-45 ms -> 8-13 ms at 1x, with the analytics request moved too; bench/LOG.md).
 */
import preload from '@docusaurus/core/lib/client/preload';

export default function preloadAfterStart(pathname: string): Promise<unknown> {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  }).then(() => preload(pathname));
}
