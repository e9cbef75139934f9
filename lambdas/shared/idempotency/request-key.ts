/**
 * Which stored outcome a write's `Idempotency-Key` names, and the fingerprint a retry must match.
 * Keys are scoped to the caller, so two users' identical keys never meet; the fingerprint covers
 * everything that decides what the write does, so the same key on another request is a 422.
 */
import { createHash } from 'node:crypto';

import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '../../domain/schemas/idempotency';
import { usernameKey } from '../../domain/usernames';
import { BadRequestError } from '../errors';
import { headerValue, sentHeaderValue } from '../http-event';
import { API_MESSAGES } from '../messages';
import type { OperationInput } from '../operation';

export interface RecordKey {
  PK: string;
  SK: string;
}

export interface IdempotentRequest {
  key: RecordKey;
  fingerprint: string;
}

/** Headers that change what a write does. */
const FINGERPRINTED_HEADERS = ['x-ouid', 'x-ouidchain', 'x-appid', 'if-match'] as const;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function recordKeyOf(username: string, key: string): RecordKey {
  return { PK: `IDEMPOTENCY#${sha256(`${usernameKey(username)}\n${key}`)}`, SK: 'IDEMPOTENCY' };
}

/** Object keys sorted at every depth, so `{"a":1,"b":2}` and `{"b":2,"a":1}` are one request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, item]) => [name, canonical(item)]),
  );
}

function bodyOf(body: string | null): string {
  if (body === null) return '';
  try {
    return JSON.stringify(canonical(JSON.parse(body)));
  } catch {
    return body;
  }
}

function sortedEntries(record: Readonly<Record<string, string | undefined>>): [string, string][] {
  return Object.entries(record)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

export function fingerprintOf(input: OperationInput): string {
  const { event, route, pathParameters, query } = input;
  return sha256(
    JSON.stringify([
      route.method,
      route.path,
      sortedEntries(pathParameters),
      sortedEntries(query),
      FINGERPRINTED_HEADERS.map((name) => headerValue(event, name) ?? null),
      event.isBase64Encoded ? `base64:${event.body ?? ''}` : bodyOf(event.body),
    ]),
  );
}

/** The request's key and fingerprint; undefined for a read or a write sent without a key. */
export function idempotentRequestOf(input: OperationInput): IdempotentRequest | undefined {
  if (input.route.method === 'GET') return undefined;
  const sent = sentHeaderValue(input.event, IDEMPOTENCY_KEY_HEADER);
  if (sent === undefined) return undefined;
  const checked = idempotencyKeySchema.safeParse(sent);
  if (!checked.success) {
    const issue = checked.error.issues[0]?.message ?? 'invalid value';
    throw new BadRequestError(API_MESSAGES.invalidHeader(IDEMPOTENCY_KEY_HEADER, issue));
  }
  return { key: recordKeyOf(input.username, checked.data), fingerprint: fingerprintOf(input) };
}
