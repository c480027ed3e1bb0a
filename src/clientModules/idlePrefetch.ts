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
 * still fetched at most once (core keeps that record). Preloading on hover or touch stays
 * immediate, as in core, because the reader is about to navigate.
 */
import core from '@docusaurus/core/lib/client/docusaurus';

/** Longest run of prefetches in one slice when the browser gives no idle deadline. */
const SLICE_MS = 4;
/** Run the queue at the latest this long after it stops being empty, idle or not. */
const IDLE_TIMEOUT_MS = 2000;

interface Queued {
  routePath: string;
  resolve: () => void;
}

const queue: Queued[] = [];
let scheduled = false;

function runQueue(deadline?: IdleDeadline): void {
  scheduled = false;
  const start = performance.now();
  const hasTime = () =>
    deadline && !deadline.didTimeout ? deadline.timeRemaining() > 1 : performance.now() - start < SLICE_MS;
  // At least one per slice, so the queue always moves.
  do {
    const {routePath, resolve} = queue.shift()!;
    const fetched = core.prefetch(routePath);
    if (fetched) void fetched.then(() => resolve());
    else resolve();
  } while (queue.length > 0 && hasTime());
  if (queue.length > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(runQueue, {timeout: IDLE_TIMEOUT_MS});
  } else {
    window.setTimeout(() => runQueue(), 1);
  }
}

/** Queues a route's prefetch; the promise settles when its chunks are fetched (or skipped). */
function prefetch(routePath: string): Promise<void> {
  return new Promise((resolve) => {
    queue.push({routePath, resolve});
    schedule();
  });
}

const docusaurus = Object.freeze({prefetch, preload: core.preload});

export default docusaurus;
