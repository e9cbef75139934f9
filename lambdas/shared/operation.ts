/** What a resource handler plugs into the router: one operation per route it serves. */
import type { APIGatewayProxyEvent } from 'aws-lambda';

import type { RouteKey, RouteKeyOf } from '../domain/route-keys';
import type { Resource, RouteSpec } from '../domain/routes';
import type { RouteBody } from '../domain/schemas';
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

export interface AuthorizedInput<Prefetched = unknown, Body = unknown> extends OperationInput {
  auth: AuthContext;
  /** What the operation's `prefetch` read (undefined for an operation without one). */
  prefetched: Prefetched;
  /**
   * The JSON body, parsed by the route's body schema once the call is authorized (undefined
   * for a route without one): only the fields the schema lists, so nothing else can be assigned.
   */
  body: Body;
}

export interface OperationResult {
  statusCode: number;
  body: unknown;
}

export interface Operation<Prefetched = unknown, Body = unknown> {
  /** The unit id the call reads or changes; authorization checks the caller covers it. */
  targetUnit?(input: OperationInput): string | undefined;
  /**
   * The operation's own read, when it does not depend on the authorization: it runs alongside
   * the authorization's reads, so the request costs one round trip to DynamoDB. Its result
   * reaches `run` only when the call is allowed; a refused call never sees it or its error.
   */
  prefetch?(input: OperationInput): Promise<Prefetched>;
  /**
   * The operation's own refusals of the caller that need no body (e.g. only the owner's inbox):
   * they run before the body is parsed, so a refused caller gets 403 whatever it sent.
   */
  checkCaller?(input: OperationInput & { auth: AuthContext }): void;
  // A property rather than a method, so the compiler checks the body type strictly.
  run: (input: AuthorizedInput<Prefetched, Body>) => Promise<OperationResult>;
}

/** The operation of one route, e.g. `RouteOperation<'POST /team'>`: its input carries the body. */
export type RouteOperation<Key extends RouteKey, Prefetched = unknown> = Operation<
  Prefetched,
  RouteBody<Key>
>;

/**
 * One operation for every route of the resource, keyed by `routeKey(route)` (e.g.
 * `'GET /orgunit/{id}'`): a missing or unknown key, or a body type other than the route's, fails
 * the compiler.
 */
export type Operations<R extends Resource> = {
  // What an operation prefetches is its own business (the router hands it back unseen).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly [Key in RouteKeyOf<R>]: Operation<any, RouteBody<Key>>;
};

export function ok(body: unknown): OperationResult {
  return { statusCode: 200, body };
}

export function created(body: unknown): OperationResult {
  return { statusCode: 201, body };
}
