/** JSON responses with the CORS headers of the console's origin (never `*`). */
import type { APIGatewayProxyResult } from 'aws-lambda';

import { HANDLER_ENV } from '../domain/data-keys';

const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'x-ouid', 'x-ouidchain', 'x-appid'];
const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'];

export function corsHeaders(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const origin = env[HANDLER_ENV.allowedOrigin];
  if (!origin || origin === '*') return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Headers': ALLOWED_HEADERS.join(','),
    'Access-Control-Allow-Methods': ALLOWED_METHODS.join(','),
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

export function errorBody(message: string, extra: Record<string, string> = {}) {
  return { error: message, ...extra };
}
