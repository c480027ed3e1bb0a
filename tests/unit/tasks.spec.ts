/**
 * src/utils/tasks.ts: `nextTask` resolves in a later task (after the current task's microtasks),
 * `inOwnTask` runs queued work in order, one piece per task, going on past a piece that throws,
 * and `whenIdle` runs jobs in order in slices of a few milliseconds (here in Node, without an
 * idle deadline: 4 ms), `first` jobs before the others. Microtasks queued by a job run when
 * its slice ends, which shows which jobs shared a slice.
 */
import {test, expect} from '@playwright/test';
import {inOwnTask, nextTask, whenIdle} from '../../src/utils/tasks';

/** Runs `run` with `console.error` collected instead of printed; returns what was reported. */
async function consoleErrorsDuring(run: () => Promise<void>): Promise<unknown[]> {
  const reported: unknown[] = [];
  const consoleError = console.error;
  console.error = (error: unknown) => reported.push(error);
  try {
    await run();
  } finally {
    console.error = consoleError;
  }
  return reported;
}

/** Keeps the thread busy for `ms` milliseconds. */
function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // Busy on purpose.
  }
}

test('nextTask resolves after the microtasks of the current task', async () => {
  const order: string[] = [];
  const next = nextTask().then(() => order.push('next task'));
  void Promise.resolve().then(() => order.push('microtask'));
  order.push('sync');
  await next;
  expect(order).toEqual(['sync', 'microtask', 'next task']);
});

test('inOwnTask runs each piece in order, in a task of its own', async () => {
  const order: string[] = [];
  const done = new Promise<void>((resolve) => {
    for (const name of ['a', 'b', 'c']) {
      inOwnTask(() => {
        order.push(name);
        // Queued by this piece: runs before the next piece if that piece is in a later task.
        void Promise.resolve().then(() => order.push(`${name} microtask`));
        if (name === 'c') setTimeout(resolve, 0);
      });
    }
  });
  expect(order, 'nothing runs in the task that queued it').toEqual([]);
  await done;
  expect(order).toEqual(['a', 'a microtask', 'b', 'b microtask', 'c', 'c microtask']);
});

test('a piece that throws is reported and the queue goes on', async () => {
  const ran: string[] = [];
  const reported = await consoleErrorsDuring(
    () =>
      new Promise<void>((resolve) => {
        inOwnTask(() => {
          throw new Error('broken piece');
        });
        inOwnTask(() => {
          ran.push('after');
          resolve();
        });
      }),
  );
  expect(ran).toEqual(['after']);
  expect(String(reported[0])).toContain('broken piece');
});

test('whenIdle gives a job that fills the slice a slice of its own', async () => {
  const order: string[] = [];
  await new Promise<void>((resolve) => {
    for (const name of ['a', 'b', 'c']) {
      whenIdle(() => {
        busy(5); // More than the 4 ms slice.
        order.push(name);
        void Promise.resolve().then(() => order.push(`${name} slice ended`));
        if (name === 'c') setTimeout(resolve, 0);
      });
    }
  });
  expect(order).toEqual(['a', 'a slice ended', 'b', 'b slice ended', 'c', 'c slice ended']);
});

test('whenIdle runs `first` jobs before the others still waiting, and goes on past a job that throws', async () => {
  const order: string[] = [];
  const reported = await consoleErrorsDuring(
    () =>
      new Promise<void>((resolve) => {
        whenIdle(() => {
          busy(5);
          order.push('route 1');
          // A job's follow-up work, queued while route 2 is waiting.
          whenIdle(() => order.push('link 1a'), {first: true});
          whenIdle(
            () => {
              throw new Error('broken link job');
            },
            {first: true},
          );
          whenIdle(() => order.push('link 1b'), {first: true});
        });
        whenIdle(() => {
          order.push('route 2');
          resolve();
        });
      }),
  );
  expect(order).toEqual(['route 1', 'link 1a', 'link 1b', 'route 2']);
  expect(String(reported[0])).toContain('broken link job');
});

test('whenIdle: a job that queues another, in a slice that runs both, leaves no empty slice behind', async () => {
  const order: string[] = [];
  const reported = await consoleErrorsDuring(async () => {
    await new Promise<void>((resolve) => {
      whenIdle(() => {
        order.push('route');
        whenIdle(() => order.push('link'), {first: true});
      });
      whenIdle(() => {
        order.push('last');
        resolve();
      });
    });
    // A second slice scheduled by the inner job would find the queue empty; give it time to run.
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(order).toEqual(['route', 'link', 'last']);
  expect(reported.map(String), 'no slice ran with nothing to do').toEqual([]);
});
