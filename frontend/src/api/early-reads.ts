/**
 * GETs started before the screen that reads them has mounted: the shell's active unit and its
 * configs are asked for as soon as the session is known, while the shell's code still downloads,
 * instead of after its first render. `useApi` takes such a read (once) instead of asking again.
 */

/** A read not taken within this time is dropped: the screen then asks for fresh data itself. */
const MAX_AGE_MS = 10_000;

interface EarlyRead {
  read: Promise<unknown>;
  startedAt: number;
  /** Set once the read has succeeded. */
  value?: { of: unknown };
}

const pending = new Map<string, EarlyRead>();

export function earlyReadKey(key: readonly string[]): string {
  return JSON.stringify(key);
}

/** Starts `read` under `key` unless one is pending; its failure reaches only whoever takes it. */
export function startEarlyRead(key: readonly string[], read: () => Promise<unknown>): void {
  const id = earlyReadKey(key);
  if (pending.has(id)) return;
  const started = read();
  const entry: EarlyRead = { read: started, startedAt: performance.now() };
  started.then(
    (value) => {
      entry.value = { of: value };
    },
    // A read that fails before anyone took it (e.g. signed out: no token) is forgotten.
    () => {
      if (pending.get(id) === entry) pending.delete(id);
    },
  );
  pending.set(id, entry);
}

/** Drops every read not yet taken (on sign-out: the next user never gets the last one's data). */
export function clearEarlyReads(): void {
  pending.clear();
}

function isFresh(entry: EarlyRead): boolean {
  return performance.now() - entry.startedAt <= MAX_AGE_MS;
}

/**
 * What the read of `key` gave, if it has already succeeded and is fresh, without taking it: a
 * screen's first render shows it while its fetch takes the read (the same answer, no request).
 */
export function settledEarlyRead(key: readonly string[]): { of: unknown } | undefined {
  const entry = pending.get(earlyReadKey(key));
  return entry && isFresh(entry) ? entry.value : undefined;
}

/**
 * Settles once no early read is in flight any more (including reads started while it waits, such
 * as one that follows another's answer), or after `maxWaitMs`; undefined if none is in flight.
 */
export function earlyReadsSettled(maxWaitMs: number): Promise<void> | undefined {
  if (inFlight().length === 0) return undefined;
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, maxWaitMs);
    const waitForAll = (): void => {
      const reads = inFlight();
      if (reads.length === 0) {
        clearTimeout(timer);
        resolve();
        return;
      }
      void Promise.all(reads).then(waitForAll);
    };
    waitForAll();
  });
}

function inFlight(): Promise<void>[] {
  return [...pending.values()]
    .filter((entry) => !entry.value)
    .map((entry) => entry.read.then(ignore, ignore));
}

function ignore(): void {}

/** The pending read of `key`, at most once, and only while it is fresh. */
export function takeEarlyRead<T>(key: readonly string[]): Promise<T> | undefined {
  const id = earlyReadKey(key);
  const entry = pending.get(id);
  pending.delete(id);
  if (!entry || !isFresh(entry)) return undefined;
  return entry.read as Promise<T>;
}
