/**
 * One `Idempotency-Key` per submit (docs/idempotency.md): a write sent again with the same method,
 * path, acting unit, headers and body reuses its key until that write gets a definitive answer,
 * so pressing Save again after a network error or a 503 can never make a second unit, user or
 * role. After a definitive answer the next submit gets a fresh key.
 */

export interface WriteRequest {
  method: string;
  path: string;
  ouid?: string;
  headers?: Readonly<Record<string, string>>;
  body?: unknown;
}

/** Keys kept for writes still awaiting a definitive answer; the oldest go first beyond this. */
const MAX_PENDING = 100;

/** 2xx, or a 4xx other than timeout (408) and throttling (429): the server's last word on it. */
export function isDefinitiveAnswer(status: number): boolean {
  if (status >= 200 && status < 300) return true;
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

function identityOf(write: WriteRequest): string {
  const headers = Object.entries(write.headers ?? {})
    .map(([name, value]) => [name.toLowerCase(), value])
    .sort(([a = ''], [b = '']) => a.localeCompare(b));
  return JSON.stringify([write.method, write.path, write.ouid ?? '', headers, write.body ?? null]);
}

export class IdempotencyKeys {
  private readonly pending = new Map<string, string>();

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key to send with this write: the pending one of the same write, or a new one. */
  keyFor(write: WriteRequest): string {
    const identity = identityOf(write);
    const pending = this.pending.get(identity);
    if (pending) return pending;
    const key = this.newKey();
    this.pending.set(identity, key);
    const oldest = this.pending.keys().next().value;
    if (this.pending.size > MAX_PENDING && oldest !== undefined) this.pending.delete(oldest);
    return key;
  }

  /** Records the answer (0 when none came): a definitive one retires the write's key. */
  answered(write: WriteRequest, status: number): void {
    if (isDefinitiveAnswer(status)) this.pending.delete(identityOf(write));
  }
}
