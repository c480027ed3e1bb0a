/**
 * Splitting main-thread work into tasks. A task is what Lighthouse's Total Blocking Time and a
 * phone's input delay count: work split over several tasks lets the browser paint and answer
 * input in between. A message on a MessageChannel starts a new task at once; timers would wait
 * up to a second in a background tab.
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

const queue: Array<() => void> = [];

/** Runs `run` in a task of its own, after the ones queued before it. */
export function inOwnTask(run: () => void): void {
  queue.push(run);
  if (queue.length > 1) return; // The queue is already moving.
  void (async () => {
    while (queue.length > 0) {
      await nextTask();
      try {
        queue[0]!();
      } catch (error) {
        // Reported, and the queue keeps moving for the others.
        console.error(error);
      } finally {
        queue.shift();
      }
    }
  })();
}
