/**
 * The order in which the deferred parts of a page's first load render (`PageSlice`): one at a
 * time, each started in a task of its own once the one before has committed, so no two run in
 * one render. A part that committed before its turn (a parent's render hydrated it with the
 * rest, or it was removed) is skipped when its turn comes; one that never commits is given up on
 * after `giveUpMs`, so the page never stays waiting.
 */
export interface Slice {
  start: () => void;
  done: boolean;
}

export interface SliceQueue {
  /** Queues a part; `start` lets it hydrate (its suspension ends). */
  add(start: () => void): Slice;
  /** Starts the next part waiting (after the page's first hydration, then after each commit). */
  startNext(): void;
  /** Starts the next part waiting unless one has started and not yet committed. */
  startIfIdle(): void;
  /** The part has hydrated (its first commit). */
  committed(slice: Slice): void;
  /** Settles once no part waits or hydrates. */
  whenDone(): Promise<void>;
}

export function createSliceQueue(
  inNextTask: (run: () => void) => void,
  giveUpMs: number,
  setTimer: (run: () => void, ms: number) => void = setTimeout,
): SliceQueue {
  const waiting: Slice[] = [];
  let current: Slice | undefined;
  let settle: (() => void)[] = [];

  const queue: SliceQueue = {
    add(start) {
      const slice = { start, done: false };
      waiting.push(slice);
      return slice;
    },
    startNext() {
      do current = waiting.shift();
      while (current?.done);
      const slice = current;
      if (!slice) {
        const settled = settle;
        settle = [];
        settled.forEach((resolve) => resolve());
        return;
      }
      inNextTask(() => {
        slice.start();
        setTimer(() => queue.committed(slice), giveUpMs);
      });
    },
    startIfIdle() {
      if (!current) queue.startNext();
    },
    committed(slice) {
      if (slice.done) return;
      slice.done = true;
      if (slice === current) queue.startNext();
    },
    whenDone() {
      if (!current && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => settle.push(resolve));
    },
  };
  return queue;
}
