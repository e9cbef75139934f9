/** Builders of API Gateway proxy events and Lambda contexts, shaped as the authorizer delivers them. */
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';

import { MFA_CLAIM } from '../../../lambdas/domain/mfa';

export interface EventOptions {
  method: string;
  resource: string;
  path?: string;
  pathParameters?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** The verified `cognito:username`; omit for an anonymous event. */
  username?: string;
  /** The token's `sub`; the fixture account's (`subOf(username)`) unless given. */
  sub?: string;
  extraClaims?: Record<string, string>;
}

/**
 * The `sub` of a fixture user's sign-in account, which their fixture profile stores. Usernames
 * compare case-insensitively, so every spelling of one name is the same account.
 */
export function subOf(username: string): string {
  return `sub-of-${username.toLowerCase()}`;
}

export function apiEvent(options: EventOptions): APIGatewayProxyEvent {
  const claims = options.username
    ? {
        'cognito:username': options.username,
        sub: options.sub ?? subOf(options.username),
        ...options.extraClaims,
      }
    : undefined;
  return {
    httpMethod: options.method,
    resource: options.resource,
    path: options.path ?? options.resource,
    pathParameters: options.pathParameters ?? null,
    queryStringParameters: options.query ?? null,
    multiValueQueryStringParameters: null,
    // As the console sends every request; a test of the media-type check overrides it.
    headers: { 'content-type': 'application/json', ...options.headers },
    multiValueHeaders: {},
    body: null,
    isBase64Encoded: false,
    stageVariables: null,
    requestContext: {
      requestId: 'api-request-id',
      authorizer: claims ? { claims } : undefined,
    } as unknown as APIGatewayProxyEvent['requestContext'], // only the fields the router reads
  };
}

/**
 * The event with the ID-token claim of an account that has TOTP on (lambdas/domain/mfa.ts), as a
 * system admin's token must carry and a caller's who pays nothing for the API's MFA rule.
 */
export function withMfa(event: APIGatewayProxyEvent): APIGatewayProxyEvent {
  const claims = event.requestContext.authorizer?.claims as Record<string, string> | undefined;
  if (!claims) throw new Error('withMfa: an anonymous event has no claims');
  claims[MFA_CLAIM] = 'true';
  return event;
}

export function lambdaContext(awsRequestId = 'test-request-id'): Context {
  return { awsRequestId } as Context; // the router reads only the request id
}

export function orgunitGet(id: string, username?: string, headers: Record<string, string> = {}) {
  return apiEvent({
    method: 'GET',
    resource: '/orgunit/{id}',
    path: `/orgunit/${id}`,
    pathParameters: { id },
    headers,
    username,
  });
}
