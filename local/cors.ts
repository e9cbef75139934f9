/**
 * CORS as the deployed API answers it: only the console's origin is allowed; any other origin
 * gets no CORS headers, so the browser refuses the call.
 */
import type { IncomingMessage } from 'node:http';

import { EXPOSED_RESPONSE_HEADERS } from '../lambdas/shared/responses';

export interface CorsPolicy {
  origin: string;
  methods: readonly string[];
  /** Request headers allowed besides any the browser asks for explicitly in the allow-list. */
  headers: readonly string[];
}

export function isAllowedOrigin(policy: CorsPolicy, request: IncomingMessage): boolean {
  return request.headers.origin === policy.origin;
}

/**
 * The CORS headers of every API answer, whatever the request's origin: API Gateway's gateway
 * responses and the handlers name the console's origin in every answer, and a browser on any
 * other origin refuses to read it.
 */
export function apiCorsHeaders(policy: CorsPolicy): Record<string, string> {
  return {
    'access-control-allow-origin': policy.origin,
    'access-control-expose-headers': EXPOSED_RESPONSE_HEADERS.join(','),
    vary: 'Origin',
  };
}

/** Headers of an actual (non-preflight) response for the request's origin. */
export function corsResponseHeaders(
  policy: CorsPolicy,
  request: IncomingMessage,
): Record<string, string> {
  return isAllowedOrigin(policy, request) ? apiCorsHeaders(policy) : {};
}

/** The answer to a preflight: 204 with the allow-headers for the console, 403 without any for others. */
export function preflightResponse(
  policy: CorsPolicy,
  request: IncomingMessage,
): { status: number; headers: Record<string, string> } {
  if (!isAllowedOrigin(policy, request)) return { status: 403, headers: {} };
  return {
    status: 204,
    headers: {
      'access-control-allow-origin': policy.origin,
      'access-control-allow-methods': policy.methods.join(','),
      'access-control-allow-headers': policy.headers.join(','),
      'access-control-max-age': '600',
      vary: 'Origin',
    },
  };
}
