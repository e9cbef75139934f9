/** Reading the parts of an API Gateway proxy event the router and operations need. */
import type { APIGatewayProxyEvent } from 'aws-lambda';

import type { Caller } from '../domain/identity';

/** HTTP header names are case-insensitive; API Gateway keeps the client's spelling. */
export function headerValue(
  event: Pick<APIGatewayProxyEvent, 'headers'>,
  name: string,
): string | undefined {
  const value = sentHeaderValue(event, name)?.trim();
  return value ? value : undefined;
}

/** A header as sent, blank or not (undefined only when absent): for headers whose blank is an error. */
export function sentHeaderValue(
  event: Pick<APIGatewayProxyEvent, 'headers'>,
  name: string,
): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted && value !== undefined) return value;
  }
  return undefined;
}

/**
 * The caller the authorizer verified: the token's `cognito:username` and `sub` (API Gateway's
 * Cognito authorizer passes every claim of the ID token). Undefined for an anonymous event or
 * one without both: a username alone does not say which account holds it (identity.ts).
 */
export function callerOf(event: Pick<APIGatewayProxyEvent, 'requestContext'>): Caller | undefined {
  const claims: unknown = event.requestContext?.authorizer?.claims;
  if (!claims || typeof claims !== 'object') return undefined;
  const username = (claims as Record<string, unknown>)['cognito:username'];
  const sub = (claims as Record<string, unknown>).sub;
  if (typeof username !== 'string' || username.length === 0) return undefined;
  if (typeof sub !== 'string' || sub.length === 0) return undefined;
  return { username, sub };
}
