/** JSON responses with the CORS headers of the console's origin (never `*`). */
import type { APIGatewayProxyResult } from 'aws-lambda';

import { HANDLER_ENV } from '../domain/data-keys';
import { IDEMPOTENT_REPLAYED_HEADER } from '../domain/schemas/idempotency';

const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'x-ouid',
  'x-ouidchain',
  'x-appid',
  'Idempotency-Key',
];
const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'];
/** Response headers a browser may read besides the safelisted ones. */
export const EXPOSED_RESPONSE_HEADERS = [
  'Retry-After',
  'x-amzn-RequestId',
  IDEMPOTENT_REPLAYED_HEADER,
];

/**
 * The body of every error answer, whoever makes it: a handler, the local gateway, or API Gateway
 * itself through its gateway response templates (lib/constructs/api-gateway-responses.ts).
 */
export interface ErrorBody {
  error: string;
  /** API Gateway's request id, the one it also sends as `x-amzn-RequestId`. */
  requestId: string;
  /** Only on the refusals the console acts on (e.g. `MfaRequired`). */
  code?: string;
}

export function corsHeaders(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const origin = env[HANDLER_ENV.allowedOrigin];
  if (!origin || origin === '*') return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Headers': ALLOWED_HEADERS.join(','),
    'Access-Control-Allow-Methods': ALLOWED_METHODS.join(','),
    'Access-Control-Expose-Headers': EXPOSED_RESPONSE_HEADERS.join(','),
    Vary: 'Origin',
  };
}

export function jsonResponse(statusCode: number, body: unknown): APIGatewayProxyResult {
  return {
    statusCode,
    headers: { 'Content-Type': 'application/json', ...corsHeaders() },
    body: JSON.stringify(body),
  };
}

export function errorBody(message: string, requestId: string, code?: string): ErrorBody {
  return code ? { error: message, requestId, code } : { error: message, requestId };
}
