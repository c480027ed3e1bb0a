/**
 * `window.docusaurus` with viewport prefetching spread over idle time, in place of core's
 * client/docusaurus.js object (replaced in docusaurus.config.ts, first-load-size plugin; core's
 * own module still does the work).
 *
 * Why: core's Link prefetches a route as soon as the link enters the viewport. Every link seen
 * on load fires in the same IntersectionObserver task, and each prefetch matches the route
 * table and appends `<link rel="prefetch">` tags: about 1 ms per link, 25-30 ms for a docs page
 * on a phone, a long task in Lighthouse's simulated mobile CPU. Here a prefetch is queued and
 * run in idle slices of a few milliseconds, in the order the links came; a queued route is
 * still fetched at most once (core keeps that record). Core then asks for each chunk URL of the
 * route, and src/clientModules/prefetchLink.ts adds the links one per idle job, each URL once.
 * Preloading on hover or touch stays immediate, as in core, because the reader is about to
 * navigate.
 */
import core from '@docusaurus/core/lib/client/docusaurus';
import {whenIdle} from '@site/src/utils/tasks';

/** Queues a route's prefetch; the promise settles when its chunks are fetched (or skipped). */
function prefetch(routePath: string): Promise<void> {
  return new Promise((resolve) => {
    whenIdle(() => {
      const fetched = core.prefetch(routePath);
      if (fetched) void fetched.then(() => resolve());
      else resolve();
    });
  });
}

const docusaurus = Object.freeze({prefetch, preload: core.preload});

export default docusaurus;
