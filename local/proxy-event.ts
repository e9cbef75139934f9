/** Turns an HTTP request into the API Gateway (REST, proxy integration) event a handler receives. */
import type { IncomingMessage } from 'node:http';

import type { APIGatewayProxyEvent } from 'aws-lambda';

import type { RouteSpec } from '../lambdas/domain/routes';

function headerMaps(request: IncomingMessage): {
  headers: Record<string, string>;
  multiValueHeaders: Record<string, string[]>;
} {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  const raw = request.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = raw[index] as string;
    const value = raw[index + 1] as string;
    headers[name] = value;
    (multiValueHeaders[name] ??= []).push(value);
  }
  return { headers, multiValueHeaders };
}

function queryMaps(url: URL): {
  queryStringParameters: Record<string, string> | null;
  multiValueQueryStringParameters: Record<string, string[]> | null;
} {
  const names = [...new Set(url.searchParams.keys())];
  if (names.length === 0)
    return { queryStringParameters: null, multiValueQueryStringParameters: null };
  return {
    // Like API Gateway, the single-value map carries the last value of a repeated parameter.
    queryStringParameters: Object.fromEntries(
      names.map((name) => [name, url.searchParams.getAll(name).at(-1) as string]),
    ),
    multiValueQueryStringParameters: Object.fromEntries(
      names.map((name) => [name, url.searchParams.getAll(name)]),
    ),
  };
}

export function toProxyEvent(options: {
  request: IncomingMessage;
  url: URL;
  route: RouteSpec;
  pathParameters: Record<string, string>;
  body: string;
  claims: Record<string, string>;
  /** The gateway's id of this request: the handler quotes it, the gateway sends it as x-amzn-RequestId. */
  requestId: string;
}): APIGatewayProxyEvent {
  const { request, url, route, requestId } = options;
  const now = new Date();
  return {
    resource: route.path,
    path: url.pathname,
    httpMethod: route.method,
    ...headerMaps(request),
    ...queryMaps(url),
    pathParameters: Object.keys(options.pathParameters).length > 0 ? options.pathParameters : null,
    stageVariables: null,
    body: options.body.length > 0 ? options.body : null,
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      protocol: `HTTP/${request.httpVersion}`,
      httpMethod: route.method,
      path: `/local${url.pathname}`,
      stage: 'local',
      requestId,
      requestTimeEpoch: now.getTime(),
      resourceId: 'local',
      resourcePath: route.path,
      authorizer: { claims: options.claims },
      identity: {
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: request.headers['user-agent'] ?? null,
        accessKey: null,
        accountId: null,
        apiKey: null,
        apiKeyId: null,
        caller: null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        user: null,
        userArn: null,
      },
    },
  };
}
