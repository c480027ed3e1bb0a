/**
 * Prefetching in idle time. Core's `Link` calls `window.docusaurus.prefetch(path)` as each link comes
 * into view; on the API pages those calls ran as one task of 150-300 ms at 4x CPU slowdown, inside
 * Lighthouse's Total Blocking Time. This client module queues them for core's own function in idle
 * callbacks, a few milliseconds at a time (its 2g and data-saver exception kept), each call's
 * promise settling with its prefetch. A point of INTERNALS.md, guarded by
 * tests/e2e/lazy-chunks.spec.ts ("links in view prefetch their pages in idle time").
 */
import type {ClientModule} from '@docusaurus/types';

type Prefetch = (routePath: string) => false | Promise<unknown>;

interface Deadline {
  didTimeout: boolean;
  timeRemaining(): number;
}

/** Time left in an idle period below which no other prefetch starts. */
const MIN_IDLE_MS = 4;
/**
 * At most this long per idle callback (a prefetch takes 1-5 ms on a phone): Lighthouse multiplies a
 * task by 4 for mobile, where a 10 ms batch plus one more prefetch could count as a long task.
 */
const BATCH_MS = 5;

function whenIdle(callback: (deadline: Deadline) => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(callback, {timeout: 3000});
  } else {
    // Safari: no idle callbacks; one prefetch per timer turn.
    setTimeout(() => callback({didTimeout: false, timeRemaining: () => 0}), 50);
  }
}

let installed = false;

interface WindowWithDocusaurus {
  docusaurus?: {prefetch?: Prefetch};
}

function install(): void {
  const global = window as unknown as WindowWithDocusaurus;
  const docusaurus = global.docusaurus;
  if (installed || typeof docusaurus?.prefetch !== 'function') return;
  installed = true;
  const prefetchNow = docusaurus.prefetch;
  const queue: {path: string; done: (value: unknown) => void}[] = [];
  let scheduled = false;

  const work = (deadline: Deadline) => {
    // At least one per callback, then as many as the idle period and the batch time allow.
    const start = performance.now();
    do {
      const next = queue.shift()!;
      next.done(prefetchNow(next.path));
    } while (
      queue.length > 0 &&
      deadline.timeRemaining() > MIN_IDLE_MS &&
      performance.now() - start < BATCH_MS
    );
    if (queue.length > 0) whenIdle(work);
    else scheduled = false;
  };

  const prefetchWhenIdle: Prefetch = (path) =>
    new Promise((done) => {
      queue.push({path, done});
      if (!scheduled) {
        scheduled = true;
        whenIdle(work);
      }
    });
  // Core's object is frozen: the page gets a frozen copy with the queued prefetch.
  global.docusaurus = Object.freeze({...docusaurus, prefetch: prefetchWhenIdle});
}

const idlePrefetch: ClientModule = {
  onRouteDidUpdate() {
    install();
  },
};

export default idlePrefetch;
