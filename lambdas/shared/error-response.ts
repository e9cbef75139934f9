/** The one place where errors become HTTP responses: `{error, requestId}` with CORS, 4xx and 5xx alike. */
import type { APIGatewayProxyResult } from 'aws-lambda';

import { HttpError, ServiceUnavailableError } from './errors';
import { errorDetail, type Logger } from './logger';
import { API_MESSAGES } from './messages';
import { errorBody, jsonResponse } from './responses';

export function errorResponse(
  error: unknown,
  requestId: string,
  log: Logger,
): APIGatewayProxyResult {
  if (error instanceof HttpError) {
    log.info('Request refused', { statusCode: error.statusCode, reason: error.message });
    const response = jsonResponse(
      error.statusCode,
      errorBody(error.message, requestId, error.code),
    );
    if (error instanceof ServiceUnavailableError)
      response.headers = { ...response.headers, 'Retry-After': String(error.retryAfterSeconds) };
    return response;
  }
  log.error('Unhandled error', errorDetail(error));
  return jsonResponse(500, errorBody(API_MESSAGES.internal, requestId));
}
