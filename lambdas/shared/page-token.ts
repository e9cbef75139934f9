/**
 * Opaque page tokens: DynamoDB's LastEvaluatedKey as base64url JSON. A token coming back is checked
 * to name exactly the expected key attributes (and the partition being read), so a forged token is a
 * 400, never a DynamoDB validation error.
 */
import { BadRequestError } from './errors';
import { API_MESSAGES } from './messages';

export type PageKey = Record<string, string>;

const MAX_KEY_VALUE_LENGTH = 1024;

export function encodePageToken(key: Record<string, unknown> | undefined): string | undefined {
  if (!key) return undefined;
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

function parseToken(token: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
  try {
    return JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The ExclusiveStartKey a token stands for. `attributes` lists every key attribute the query's
 * LastEvaluatedKey holds; `fixed` gives the values some of them must have (the partition read).
 */
export function decodePageToken(
  token: string | undefined,
  attributes: readonly string[],
  fixed: Readonly<PageKey>,
): PageKey | undefined {
  if (token === undefined) return undefined;
  const invalid = new BadRequestError(API_MESSAGES.invalidPageToken);
  const key = parseToken(token);
  if (!key || typeof key !== 'object' || Array.isArray(key)) throw invalid;
  const entries = Object.entries(key as Record<string, unknown>);
  if (entries.length !== attributes.length) throw invalid;
  for (const [name, value] of entries) {
    if (!attributes.includes(name) || typeof value !== 'string') throw invalid;
    if (value.length === 0 || value.length > MAX_KEY_VALUE_LENGTH) throw invalid;
    if (name in fixed && fixed[name] !== value) throw invalid;
  }
  return key as PageKey;
}
