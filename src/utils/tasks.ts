/**
 * Splitting main-thread work into tasks. A task is what Lighthouse's Total Blocking Time and a
 * phone's input delay count: work split over several tasks lets the browser paint and answer
 * input in between. A message on a MessageChannel starts a new task at once; timers would wait
 * up to a second in a background tab. Work that can wait for an idle moment goes to `whenIdle`.
 */

/** Resolves in a new task. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Runs `job`; an error is reported, so that a queue keeps moving for the jobs after it. */
function runReported(job: () => void): void {
  try {
    job();
  } catch (error) {
    console.error(error);
  }
}

const queue: Array<() => void> = [];

/** Runs `run` in a task of its own, after the ones queued before it. */
export function inOwnTask(run: () => void): void {
  queue.push(run);
  if (queue.length > 1) return; // The queue is already moving.
  void (async () => {
    while (queue.length > 0) {
      await nextTask();
      runReported(queue[0]!);
      queue.shift();
    }
  })();
}

/** Longest run of idle jobs in one slice when the browser gives no idle deadline. */
const IDLE_SLICE_MS = 4;
/** Run queued idle jobs at the latest this long after the queue stops being empty, idle or not. */
const IDLE_TIMEOUT_MS = 2000;

const firstIdleJobs: Array<() => void> = [];
const idleJobs: Array<() => void> = [];
let idleScheduled = false;

function runIdleSlice(deadline?: IdleDeadline): void {
  const start = performance.now();
  const hasTime = () =>
    deadline && !deadline.didTimeout
      ? deadline.timeRemaining() > 1
      : performance.now() - start < IDLE_SLICE_MS;
  // At least one job per slice, so the queue always moves.
  do {
    runReported(firstIdleJobs.shift() ?? idleJobs.shift()!);
  } while (firstIdleJobs.length + idleJobs.length > 0 && hasTime());
  // Only now: a job that queues another one must not schedule a second slice meanwhile.
  idleScheduled = false;
  scheduleIdleSlice();
}

function scheduleIdleSlice(): void {
  if (idleScheduled || firstIdleJobs.length + idleJobs.length === 0) return;
  idleScheduled = true;
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(runIdleSlice, {timeout: IDLE_TIMEOUT_MS});
  } else {
    setTimeout(() => runIdleSlice(), 1);
  }
}

/**
 * Runs `job` when the main thread is idle, in order: a slice runs queued jobs while the browser's
 * idle deadline leaves more than 1 ms (4 ms when there is no deadline), and at least one. For many
 * small jobs that are not urgent, e.g. prefetching what the links on screen point to. A job
 * queued with `first` runs before the others still waiting (a job's own follow-up work).
 */
export function whenIdle(job: () => void, {first = false}: {first?: boolean} = {}): void {
  (first ? firstIdleJobs : idleJobs).push(job);
  scheduleIdleSlice();
}
