/**
 * The page token of a unit's who-has-access list (GET /access/units/{id}/people), which pages
 * across one members partition (GSI1 MEMBERS#{ouid}) per unit of the chain: base64url JSON of the
 * list it belongs to (the target unit and the search) and where the next page starts (a unit of
 * the chain and, within its partition, the username key read last). A token coming back is checked
 * as page-token.ts checks its own: exactly these fields, short strings, made for this list and
 * naming a unit of this chain; the start key is rebuilt from them, so a forged token is a 400 and
 * can never read outside the chain.
 */
import { keys } from '../domain/data-keys';
import { usernameKey } from '../domain/usernames';
import { BadRequestError } from './errors';
import { API_MESSAGES } from './messages';

export interface ChainPosition {
  /** The unit whose members partition the page starts in. */
  unitId: string;
  /** The username key last read there; absent: the partition's start. */
  after?: string;
}

interface TokenBody {
  t: string;
  s?: string;
  u: string;
  a?: string;
}

const MAX_FIELD_LENGTH = 1024;
const FIELDS = new Set(['t', 's', 'u', 'a']);

/** The list a token belongs to: the target unit and the search as the query matched it. */
export interface AccessList {
  targetUnitId: string;
  /** Lower case, as matched. */
  search?: string;
}

export function encodeAccessToken(list: AccessList, position: ChainPosition): string {
  const body: TokenBody = {
    t: list.targetUnitId,
    ...(list.search === undefined ? {} : { s: list.search }),
    u: position.unitId,
    ...(position.after === undefined ? {} : { a: position.after }),
  };
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
}

function parse(token: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
  try {
    return JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

function isShortText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_FIELD_LENGTH;
}

function isTokenBody(value: unknown): value is TokenBody {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value as Record<string, unknown>);
  return (
    entries.every(([name, field]) => FIELDS.has(name) && isShortText(field)) &&
    't' in value &&
    'u' in value
  );
}

/**
 * Where the page starts: the token's position, once it proves to be one this list gave out
 * (`chain`: the units whose partitions the list reads); undefined without a token.
 */
export function decodeAccessToken(
  token: string | undefined,
  list: AccessList,
  chain: readonly string[],
): ChainPosition | undefined {
  if (token === undefined) return undefined;
  const body = parse(token);
  const valid =
    isTokenBody(body) &&
    body.t === list.targetUnitId &&
    body.s === list.search &&
    chain.includes(body.u) &&
    (body.a === undefined || usernameKey(body.a) === body.a);
  if (!valid) throw new BadRequestError(API_MESSAGES.invalidPageToken);
  return { unitId: body.u, ...(body.a === undefined ? {} : { after: body.a }) };
}

/** The ExclusiveStartKey on GSI1 of a position inside a unit's members partition. */
export function memberStartKey(position: ChainPosition): Record<string, string> | undefined {
  if (position.after === undefined) return undefined;
  const user = keys.user(position.after);
  return {
    ...keys.membership(position.after, position.unitId),
    GSI1PK: keys.unitMembers(position.unitId),
    GSI1SK: user,
  };
}
