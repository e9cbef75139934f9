/** What a resource handler plugs into the router: one operation per route it serves. */
import type { APIGatewayProxyEvent } from 'aws-lambda';

import type { RouteSpec } from '../domain/routes';
import type { AuthContext } from './authorize';
import type { Logger } from './logger';

export interface OperationInput {
  event: APIGatewayProxyEvent;
  route: RouteSpec;
  pathParameters: Readonly<Record<string, string>>;
  query: Readonly<Record<string, string | undefined>>;
  username: string;
  /** The `x-ouid` header, when sent. */
  actingUnitId?: string;
  log: Logger;
}

export interface AuthorizedInput<Prefetched = unknown> extends OperationInput {
  auth: AuthContext;
  /** What the operation's `prefetch` read (undefined for an operation without one). */
  prefetched: Prefetched;
}

export interface OperationResult {
  statusCode: number;
  body: unknown;
}

export interface Operation<Prefetched = unknown> {
  /** The unit id the call reads or changes; authorization checks the caller covers it. */
  targetUnit?(input: OperationInput): string | undefined;
  /**
   * The operation's own read, when it does not depend on the authorization: it runs alongside
   * the authorization's reads, so the request costs one round trip to DynamoDB. Its result
   * reaches `run` only when the call is allowed; a refused call never sees it or its error.
   */
  prefetch?(input: OperationInput): Promise<Prefetched>;
  run(input: AuthorizedInput<Prefetched>): Promise<OperationResult>;
}

/** Operations keyed by `routeKey(route)`, e.g. `'GET /orgunit/{id}'`. */
export type Operations = Readonly<Record<string, Operation>>;

export function ok(body: unknown): OperationResult {
  return { statusCode: 200, body };
}

export function created(body: unknown): OperationResult {
  return { statusCode: 201, body };
}
