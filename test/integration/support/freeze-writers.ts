/**
 * The writers of the database-freeze test: each sends one write after another, every write with
 * its own Idempotency-Key, and, as a client should, sends a write answered 503 again with the same
 * key and body after the Retry-After it was given, until it gets a definitive answer.
 */
import { randomUUID } from 'node:crypto';

import { IDEMPOTENCY_KEY_HEADER } from '../../../lambdas/domain/schemas/idempotency';
import type { PlatformFacts } from './platform-process';

/** One HTTP exchange: when it was sent and answered, and what came back. */
export interface Exchange {
  sentAt: number;
  answeredAt: number;
  /** 0 when no answer came (the connection failed or the client gave up). */
  status: number;
  retryAfter: string | null;
  body: unknown;
}

/** One write and every exchange it took until its definitive answer. */
export interface WriteRecord {
  writer: number;
  kind: 'create' | 'update';
  key: string;
  /** The unit's name (create) or id (update). */
  target: string;
  description: string;
  exchanges: Exchange[];
}

export interface WriteRequest {
  method: 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Longer than any answer may take, so a missing answer shows as status 0, not as a hung test. */
const CLIENT_TIMEOUT_MS = 20_000;
/** Sends of one write at most: a write still refused after these has not converged. */
const MAX_SENDS = 8;

async function exchange(facts: PlatformFacts, token: string, request: WriteRequest) {
  const sentAt = Date.now();
  try {
    const response = await fetch(`${facts.urls.api}${request.path}`, {
      method: request.method,
      headers: { ...request.headers, Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const text = await response.text();
    return {
      sentAt,
      answeredAt: Date.now(),
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
  } catch (error) {
    return { sentAt, answeredAt: Date.now(), status: 0, retryAfter: null, body: String(error) };
  }
}

/** Sends the write until an answer other than 503 (or no answer) comes, at most MAX_SENDS times. */
export async function sendUntilDefinitive(
  facts: PlatformFacts,
  token: string,
  request: WriteRequest,
): Promise<Exchange[]> {
  const exchanges: Exchange[] = [];
  while (exchanges.length < MAX_SENDS) {
    const answer = await exchange(facts, token, request);
    exchanges.push(answer);
    if (answer.status !== 503 && answer.status !== 0) break;
    const waitSeconds = Number(answer.retryAfter ?? 1);
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, waitSeconds) * 1000));
  }
  return exchanges;
}

export function idempotencyKey(): string {
  return `freeze-${randomUUID()}`;
}

export function withKey(key: string, headers: Record<string, string>): Record<string, string> {
  return { ...headers, [IDEMPOTENCY_KEY_HEADER]: key };
}

export function finalStatus(record: WriteRecord): number {
  return record.exchanges.at(-1)?.status ?? 0;
}
