/**
 * A fixed-window counter per caller: at most `limit` hits in the window that opens with the
 * caller's first hit. Windows are kept in the order they opened, so the ended ones are always at
 * the front and are dropped on every hit: memory holds only the callers of the last window, and at
 * most `maxCallers` of them (past that the oldest window is dropped, which only ever lets a caller
 * start afresh early, never refuses one wrongly).
 */
export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  hit(caller: string): RateLimitDecision;
  /** How many callers are remembered now. */
  readonly size: number;
}

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  maxCallers?: number;
  /** Milliseconds on a clock that never goes back. */
  now?: () => number;
}

const DEFAULT_MAX_CALLERS = 10_000;

export function createRateLimiter({
  limit,
  windowMs,
  maxCallers = DEFAULT_MAX_CALLERS,
  now = () => performance.now(),
}: RateLimitOptions): RateLimiter {
  const windows = new Map<string, { openedAt: number; hits: number }>();

  const dropEnded = (at: number) => {
    for (const [caller, window] of windows) {
      if (at - window.openedAt < windowMs) return;
      windows.delete(caller);
    }
  };

  const windowOf = (caller: string, at: number) => {
    const open = windows.get(caller);
    if (open) return open;
    if (windows.size >= maxCallers) windows.delete(windows.keys().next().value as string);
    const opened = { openedAt: at, hits: 0 };
    windows.set(caller, opened);
    return opened;
  };

  return {
    hit(caller) {
      const at = now();
      dropEnded(at);
      const window = windowOf(caller, at);
      if (window.hits >= limit) {
        const remainingMs = window.openedAt + windowMs - at;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
      }
      window.hits += 1;
      return { allowed: true };
    },
    get size() {
      return windows.size;
    },
  };
}
