/**
 * Checks every path parameter, known header and query value of a request against the route
 * table's schemas before any operation runs: anything that does not fit is a 400 naming the
 * field, so no handler ever sees (and no DynamoDB key or S3 call ever gets) a malformed value.
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';
import type * as z from 'zod/mini';

import { matchPath, pathParameterNames } from '../domain/route-paths';
import { routeKey, type RouteSpec } from '../domain/routes';
import { ROUTE_SCHEMAS } from '../domain/schemas';
import { HEADER_SCHEMAS, PATH_PARAMETER_SCHEMAS } from '../domain/schemas/parameters';
import { BadRequestError, UnsupportedMediaTypeError } from './errors';
import { headerValue } from './http-event';
import { API_MESSAGES } from './messages';
import { parseQuery } from './request-query';

function firstIssue(schema: z.ZodMiniType, value: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'invalid value');
}

/** The route's path parameters, decoded; a broken percent-escape stays raw and fails its schema. */
export function checkedPathParameters(
  route: RouteSpec,
  event: Pick<APIGatewayProxyEvent, 'path' | 'pathParameters'>,
): Record<string, string> {
  const fromPath = matchPath(route.path, event.path ?? '') ?? {};
  const parameters: Record<string, string> = {};
  for (const name of pathParameterNames(route.path)) {
    const value = event.pathParameters?.[name] ?? fromPath[name];
    const schema = PATH_PARAMETER_SCHEMAS[name];
    if (!schema) throw new Error(`No schema for the path parameter ${name} of ${route.path}`);
    const issue = value === undefined ? 'missing' : firstIssue(schema, value);
    if (issue !== undefined)
      throw new BadRequestError(API_MESSAGES.invalidPathParameter(name, issue));
    parameters[name] = value as string;
  }
  return parameters;
}

/** Every header the API reads is checked wherever it is sent, required or not. */
export function checkHeaders(event: Pick<APIGatewayProxyEvent, 'headers'>): void {
  for (const [name, schema] of Object.entries(HEADER_SCHEMAS)) {
    const value = headerValue(event, name);
    const issue = value === undefined ? undefined : firstIssue(schema, value);
    if (issue !== undefined) throw new BadRequestError(API_MESSAGES.invalidHeader(name, issue));
  }
}

/** The query against the route's query schema (routes without one read no query parameters). */
export function checkQuery(
  route: RouteSpec,
  query: Readonly<Record<string, string | undefined>>,
): void {
  const schema = ROUTE_SCHEMAS[routeKey(route)]?.query;
  if (schema) parseQuery(query, schema);
}

/** `application/json`, with or without parameters such as `; charset=utf-8`. */
const JSON_MEDIA_TYPE = /^application\/json\s*(;|$)/i;

/** A route that reads a JSON body takes it only as `application/json`, as the contract says. */
export function checkBodyMediaType(
  route: RouteSpec,
  event: Pick<APIGatewayProxyEvent, 'headers'>,
): void {
  if (!ROUTE_SCHEMAS[routeKey(route)]?.body) return;
  const contentType = headerValue(event, 'content-type');
  if (contentType === undefined || !JSON_MEDIA_TYPE.test(contentType)) {
    throw new UnsupportedMediaTypeError(API_MESSAGES.unsupportedMediaType(contentType));
  }
}
