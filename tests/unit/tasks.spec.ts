/**
 * src/utils/tasks.ts: `nextTask` resolves in a later task (after the current task's microtasks),
 * and `inOwnTask` runs queued work in order, one piece per task, going on past a piece that throws.
 */
import {test, expect} from '@playwright/test';
import {inOwnTask, nextTask} from '../../src/utils/tasks';

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
  const reported: unknown[] = [];
  const consoleError = console.error;
  console.error = (error: unknown) => reported.push(error);
  try {
    const ran = await new Promise<string[]>((resolve) => {
      const names: string[] = [];
      inOwnTask(() => {
        throw new Error('broken piece');
      });
      inOwnTask(() => {
        names.push('after');
        resolve(names);
      });
    });
    expect(ran).toEqual(['after']);
    expect(String(reported[0])).toContain('broken piece');
  } finally {
    console.error = consoleError;
  }
});
