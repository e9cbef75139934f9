/**
 * The gateway's Lambda proxy integration: invokes the route's function within API Gateway's
 * integration timeout and passes its answer on, or answers as API Gateway does when there is none
 * (502 for a crash or a function timeout, 504 past the integration timeout). Every answer carries
 * the request id in `x-amzn-RequestId`; those made here have the body `{error, requestId}`.
 */
import type { ServerResponse } from 'node:http';

import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';

import type { RouteSpec } from '../lambdas/domain/routes';
import { API_MESSAGES } from '../lambdas/shared/messages';
import { errorBody } from '../lambdas/shared/responses';
import { sendJson } from './http-util';
import {
  INTEGRATION_TIMED_OUT,
  INTEGRATION_TIMEOUT_MS,
  withinIntegrationTimeout,
} from './integration-timeout';
import { FunctionTimeoutError, HandlerMissingError, invokeFunction } from './lambda-invoke';
import type { LogLine } from './log';

export const REQUEST_ID_HEADER = 'x-amzn-RequestId';

/** One API request as the gateway answers it: its id and the headers every answer carries. */
export interface ApiExchange {
  requestId: string;
  headers: Record<string, string>;
  response: ServerResponse;
}

export function refuse(
  exchange: ApiExchange,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  sendJson(exchange.response, status, errorBody(message, exchange.requestId), {
    ...exchange.headers,
    ...headers,
  });
}

function isProxyResult(value: unknown): value is APIGatewayProxyResult {
  const result = value as Partial<APIGatewayProxyResult> | null;
  return typeof result?.statusCode === 'number' && typeof result.body === 'string';
}

function forwardResult(exchange: ApiExchange, result: APIGatewayProxyResult): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {}))
    headers[name] = values.map(String);
  // Passed on as API Gateway does: the function's own headers (CORS included), plus the id.
  exchange.response.writeHead(result.statusCode, {
    ...headers,
    [REQUEST_ID_HEADER]: exchange.requestId,
  });
  exchange.response.end(result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body);
}

export function errorText(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** The proxy integration: the function's answer, or what API Gateway says when there is none. */
export async function integrate(
  options: { log: LogLine; integrationTimeoutMs?: number },
  route: RouteSpec,
  event: APIGatewayProxyEvent,
  exchange: ApiExchange,
): Promise<void> {
  const { log } = options;
  const timeoutMs = options.integrationTimeoutMs ?? INTEGRATION_TIMEOUT_MS;
  const failed = (what: string) => `${route.resource} ${what} (request ${exchange.requestId})`;
  let result: unknown;
  try {
    result = await withinIntegrationTimeout(invokeFunction(route.resource, event), timeoutMs);
  } catch (error) {
    if (error instanceof HandlerMissingError) {
      refuse(exchange, 501, API_MESSAGES.notImplemented(route.method, route.path));
      return;
    }
    // A crash and a function timeout alike: Lambda reports a function error, API Gateway a 502.
    log(
      error instanceof FunctionTimeoutError
        ? failed(`timed out: ${error.message}`)
        : failed(`failed: ${errorText(error)}`),
    );
    refuse(exchange, 502, API_MESSAGES.gateway.internal);
    return;
  }
  if (result === INTEGRATION_TIMED_OUT) {
    log(failed(`gave no answer within the integration timeout of ${timeoutMs} ms`));
    refuse(exchange, 504, API_MESSAGES.gateway.endpointTimedOut);
    return;
  }
  if (!isProxyResult(result)) {
    log(failed('answered something that is no proxy result'));
    refuse(exchange, 502, API_MESSAGES.gateway.internal);
    return;
  }
  forwardResult(exchange, result);
}
