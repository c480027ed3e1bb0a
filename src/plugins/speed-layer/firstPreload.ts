/**
 * The first preload of a page (patch point "first route preload after the
 * app starts", ./index.ts `PATCHES`): core's client entry imports `./preload`
 * and calls it while the main bundle runs, so the page's route chunks were
 * requested inside the task that starts the app. This module stands in for
 * that import alone (core's `window.docusaurus.preload`, used by links, is
 * unchanged) and starts the same preload one task later.
 *
 * What it changes for the page: nothing but the task. The route chunks are
 * requested a few milliseconds later, hydration starts when they are in, as
 * before. What it saves: the task that starts the app no longer issues
 * requests. Each request from that task made it longer, most of all under
 * Lighthouse and DevTools, which record the stack of every request: for a
 * stack inside the main bundle's top level, V8 parses the whole bundle again
 * to find the source positions (main's task 21-45 ms -> 8-13 ms at 1x in
 * Lighthouse's traces, with the analytics client module's request moved the
 * same way; bench/LOG.md).
 */
import preload from '@docusaurus/core/lib/client/preload';

export default function preloadAfterStart(pathname: string): Promise<unknown> {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  }).then(() => preload(pathname));
}
