/**
 * One Lambda per resource: find the route, identify the caller, authorize, check the caller has
 * MFA where it is required (mfa-requirement.ts, on what the authorization read for it), parse the
 * body by the route's schema, run the operation. The compiler holds each resource to one operation
 * per route (operation.ts); a route without one would answer 501. Every error is mapped in
 * error-response.ts.
 */
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';

import {
  findRoute,
  permissionFor,
  routeKey,
  routesOf,
  type Resource,
  type RouteSpec,
} from '../domain/routes';
import { claimsSayMfaEnabled } from '../domain/mfa';
import { authorize } from './authorize';
import { errorResponse } from './error-response';
import { BadRequestError, NotFoundError, NotImplementedError, UnauthorizedError } from './errors';
import { callerOf, headerValue } from './http-event';
import { startIdempotentCall } from './idempotency/idempotent-call';
import { createLogger, type Logger } from './logger';
import { API_MESSAGES } from './messages';
import { assertMfaWhereRequired } from './mfa-requirement';
import type { Operation, OperationInput, Operations } from './operation';
import { parseRouteBody } from './request-body';
import {
  checkBodyMediaType,
  checkedPathParameters,
  checkHeaders,
  checkQuery,
} from './request-parameters';
import { withinRequestBudget } from './request-time-budget';
import { jsonResponse } from './responses';
import { checkedUnitId } from './unit-ids';

export type ResourceHandler = ((
  event: APIGatewayProxyEvent,
  context: Context,
) => Promise<APIGatewayProxyResult>) & {
  /** The routes the handler has an operation for (`routeKey`s); any other answers 501. */
  readonly servedRoutes: readonly string[];
};

function assertOperationsMatchRoutes(resource: Resource, operations: object): void {
  const known = new Set(routesOf(resource).map(routeKey));
  const unknown = Object.keys(operations).filter((key) => !known.has(key));
  if (unknown.length > 0) {
    throw new Error(
      `Operations of ${resource} name routes it does not serve: ${unknown.join(', ')}`,
    );
  }
}

function routeOf(resource: Resource, event: APIGatewayProxyEvent): RouteSpec {
  const route = findRoute(event.httpMethod, event.resource);
  if (!route || route.resource !== resource) {
    throw new NotFoundError(
      API_MESSAGES.routeNotFound(event.httpMethod, event.path ?? event.resource),
    );
  }
  return route;
}

/** The request's parts, each checked against the route table's schemas (400 on the first misfit). */
function inputOf(
  event: APIGatewayProxyEvent,
  route: RouteSpec,
  username: string,
  log: Logger,
): OperationInput {
  const pathParameters = checkedPathParameters(route, event);
  checkHeaders(event);
  checkBodyMediaType(route, event);
  const query = event.queryStringParameters ?? {};
  checkQuery(route, query);
  return {
    event,
    route,
    pathParameters,
    query,
    username,
    actingUnitId: headerValue(event, 'x-ouid'),
    log,
  };
}

/**
 * Starts the operation's prefetch. A refused call returns before awaiting it, so its failure is
 * observed here (never an unhandled rejection) and surfaces only through the awaited promise.
 */
function startPrefetch(operation: Operation, input: OperationInput): Promise<unknown> {
  const { prefetch } = operation;
  if (!prefetch) return Promise.resolve(undefined);
  // A prefetch that throws at once (e.g. on its query) fails like one that rejects: after the
  // authorization has had its say.
  const prefetching = new Promise<unknown>((resolve) => resolve(prefetch.call(operation, input)));
  prefetching.catch(() => undefined);
  return prefetching;
}

/** The operation of a route; the compiler checked the keys and each operation's body type. */
function operationOf(operations: object, route: RouteSpec): Operation | undefined {
  return (operations as Readonly<Record<string, Operation | undefined>>)[routeKey(route)];
}

export function createResourceHandler<R extends Resource>(
  resource: R,
  operations: Operations<R>,
): ResourceHandler {
  assertOperationsMatchRoutes(resource, operations);
  const handler = withinRequestBudget(async (event, context) => {
    // API Gateway's id, as its own error answers quote it (x-amzn-RequestId); Lambda's is logged too.
    const requestId = event.requestContext?.requestId || context.awsRequestId || 'unknown';
    let log = createLogger({
      requestId,
      awsRequestId: context.awsRequestId,
      resource,
      route: `${event.httpMethod} ${event.resource}`,
    });
    try {
      const route = routeOf(resource, event);
      const caller = callerOf(event);
      if (!caller) throw new UnauthorizedError();
      const username = caller.username;
      log = log.child({ caller: username });

      const operation = operationOf(operations, route);
      if (!operation)
        throw new NotImplementedError(API_MESSAGES.notImplemented(route.method, route.path));
      for (const header of route.requiredHeaders ?? []) {
        if (!headerValue(event, header))
          throw new BadRequestError(API_MESSAGES.missingHeader(header));
      }

      const input = inputOf(event, route, username, log);
      const idempotent = startIdempotentCall(input);
      const targetUnitId = checkedUnitId(operation.targetUnit?.(input), 'The target unit');
      const prefetching = startPrefetch(operation, input);
      const auth = await authorize({
        ...caller,
        permission: permissionFor(route, input.query),
        actingUnitId: input.actingUnitId,
        targetUnitId,
        // What the MFA rule needs to know whether an answer it kept still holds, in the same read.
        withMfaMarker: !claimsSayMfaEnabled(event.requestContext?.authorizer?.claims),
      });
      await assertMfaWhereRequired(event, auth);
      operation.checkCaller?.({ ...input, auth });
      const run = async () => {
        const prefetched = await prefetching;
        // After the authorization: a caller it refuses gets 403 whatever the body they sent.
        const body = parseRouteBody(route, event);
        const result = await operation.run({ ...input, auth, prefetched, body });
        log.info('Request served', { statusCode: result.statusCode });
        return jsonResponse(result.statusCode, result.body);
      };
      if (!idempotent) return await run();
      return await idempotent.respond(run, (error) => errorResponse(error, requestId, log));
    } catch (error) {
      return errorResponse(error, requestId, log);
    }
  });
  return Object.assign(handler, { servedRoutes: Object.keys(operations) });
}
