/**
 * frontend/src/prerender/slice-queue.ts: the deferred parts of a page's first load render one at
 * a time, each started in a task of its own after the one before committed; parts that committed
 * early are skipped, a part that never commits is given up on, and parts met while the queue is
 * idle start on their own.
 */
import { createSliceQueue } from '../../../frontend/src/prerender/slice-queue';

function harness() {
  const tasks: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const queue = createSliceQueue(
    (run) => tasks.push(run),
    1000,
    (run) => timers.push(run),
  );
  const runTasks = () => {
    while (tasks.length > 0) tasks.shift()!();
  };
  return { queue, tasks, timers, runTasks };
}

it('starts one part per task, the next only after the one before committed', () => {
  const { queue, tasks, runTasks } = harness();
  const started: string[] = [];
  const first = queue.add(() => started.push('first'));
  const second = queue.add(() => started.push('second'));
  queue.startNext();
  expect(started).toEqual([]);
  expect(tasks).toHaveLength(1);
  runTasks();
  expect(started).toEqual(['first']);
  runTasks();
  expect(started).toEqual(['first']);
  queue.committed(first);
  runTasks();
  expect(started).toEqual(['first', 'second']);
  queue.committed(second);
  expect(tasks).toHaveLength(0);
});

it('settles once every part has committed, and at once when there was none', async () => {
  const empty = harness();
  empty.queue.startNext();
  await expect(empty.queue.whenDone()).resolves.toBeUndefined();

  const { queue, runTasks } = harness();
  const part = queue.add(() => undefined);
  queue.startNext();
  let settled = false;
  void queue.whenDone().then(() => (settled = true));
  runTasks();
  await Promise.resolve();
  expect(settled).toBe(false);
  queue.committed(part);
  await Promise.resolve();
  expect(settled).toBe(true);
});

it('skips a part that a parent render hydrated before its turn', () => {
  const { queue, runTasks } = harness();
  const started: string[] = [];
  const first = queue.add(() => started.push('first'));
  const early = queue.add(() => started.push('early'));
  const last = queue.add(() => started.push('last'));
  queue.startNext();
  queue.committed(early);
  runTasks();
  queue.committed(first);
  runTasks();
  expect(started).toEqual(['first', 'last']);
  queue.committed(last);
});

it('gives up on a part that never commits, so the next ones still hydrate', () => {
  const { queue, timers, runTasks } = harness();
  const started: string[] = [];
  queue.add(() => started.push('removed'));
  queue.add(() => started.push('next'));
  queue.startNext();
  runTasks();
  expect(timers).toHaveLength(1);
  timers.shift()!();
  runTasks();
  expect(started).toEqual(['removed', 'next']);
});

it('starts a part added to an idle queue, and only one while another has not committed', () => {
  const { queue, tasks, runTasks } = harness();
  const started: string[] = [];
  const first = queue.add(() => started.push('first'));
  queue.startIfIdle();
  const second = queue.add(() => started.push('second'));
  queue.startIfIdle();
  expect(tasks).toHaveLength(1);
  runTasks();
  expect(started).toEqual(['first']);
  queue.committed(first);
  runTasks();
  expect(started).toEqual(['first', 'second']);
  queue.committed(second);

  // A part met after the queue emptied (inside a part that has just rendered) still starts.
  const later = queue.add(() => started.push('later'));
  queue.startIfIdle();
  runTasks();
  expect(started).toEqual(['first', 'second', 'later']);
  queue.committed(later);
  expect(tasks).toHaveLength(0);
});
