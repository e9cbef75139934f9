/**
 * GETs started before the screen that reads them has mounted: the shell's active unit and its
 * configs are asked for as soon as the session is known, while the shell's code still downloads,
 * instead of after its first render. `useApi` takes such a read (once) instead of asking again.
 */

/** A read not taken within this time is dropped: the screen then asks for fresh data itself. */
const MAX_AGE_MS = 10_000;

const pending = new Map<string, { read: Promise<unknown>; startedAt: number }>();

export function earlyReadKey(key: readonly string[]): string {
  return JSON.stringify(key);
}

/** Starts `read` under `key` unless one is pending; its failure reaches only whoever takes it. */
export function startEarlyRead(key: readonly string[], read: () => Promise<unknown>): void {
  const id = earlyReadKey(key);
  if (pending.has(id)) return;
  const started = read();
  // A read that fails before anyone took it (e.g. signed out: no token) is forgotten.
  started.catch(() => {
    if (pending.get(id)?.read === started) pending.delete(id);
  });
  pending.set(id, { read: started, startedAt: performance.now() });
}

/** Drops every read not yet taken (on sign-out: the next user never gets the last one's data). */
export function clearEarlyReads(): void {
  pending.clear();
}

/** The pending read of `key`, at most once, and only while it is fresh. */
export function takeEarlyRead<T>(key: readonly string[]): Promise<T> | undefined {
  const id = earlyReadKey(key);
  const entry = pending.get(id);
  pending.delete(id);
  if (!entry || performance.now() - entry.startedAt > MAX_AGE_MS) return undefined;
  return entry.read as Promise<T>;
}
