/**
 * Page tokens of the user lists: the Query's LastEvaluatedKey as base64url JSON. A token is
 * accepted only when it is a flat map of short strings on the partition being listed, so a
 * crafted token is a 400, never a read of another partition and never a 500.
 */
import { BadRequestError } from '../errors';

const MAX_KEY_VALUE_LENGTH = 1024;
const KEY_ATTRIBUTES = new Set(['PK', 'SK', 'GSI1PK', 'GSI1SK']);
export const INVALID_PAGE_TOKEN = 'Invalid nextToken';
export const INVALID_QUERY = 'Invalid query parameters';

export function encodePageToken(key: Record<string, unknown> | undefined): string | undefined {
  return key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : undefined;
}

export function decodePageToken(
  token: string | undefined,
  partitionAttribute: string,
  partition: string,
): Record<string, string> | undefined {
  if (token === undefined) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequestError(INVALID_PAGE_TOKEN);
  }
  if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) {
    throw new BadRequestError(INVALID_PAGE_TOKEN);
  }
  const entries = Object.entries(decoded);
  const wellFormed =
    entries.length === KEY_ATTRIBUTES.size &&
    entries.every(
      ([name, value]) =>
        KEY_ATTRIBUTES.has(name) &&
        typeof value === 'string' &&
        value.length > 0 &&
        value.length <= MAX_KEY_VALUE_LENGTH,
    );
  const key = decoded as Record<string, string>;
  if (!wellFormed || key[partitionAttribute] !== partition) {
    throw new BadRequestError(INVALID_PAGE_TOKEN);
  }
  return key;
}

/** `?limit=` already matched the route schema (1–100). */
export function pageLimit(limit: string | undefined, fallback = 50): number {
  return limit === undefined ? fallback : Number(limit);
}

/** Checks query parameters against the route's schema (400 on unknown or malformed ones). */
export function parseQuery(
  query: Readonly<Record<string, string | undefined>>,
  schema: { safeParse: (value: unknown) => { success: boolean; data?: unknown } } | undefined,
): unknown {
  if (!schema) return query;
  const defined = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
  const result = schema.safeParse(defined);
  if (!result.success) throw new BadRequestError(INVALID_QUERY);
  return result.data;
}
