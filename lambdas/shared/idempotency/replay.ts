/** The answer a request gets from the stored outcome of its `Idempotency-Key`. */
import type { APIGatewayProxyResult } from 'aws-lambda';

import { IDEMPOTENT_REPLAYED_HEADER } from '../../domain/schemas/idempotency';
import { ServiceUnavailableError, UnprocessableContentError } from '../errors';
import { API_MESSAGES } from '../messages';
import { jsonResponse } from '../responses';
import type { Outcome } from './outcomes';
import type { IdempotentRequest } from './request-key';

/** A request with an outcome whose answer is missing: wait, then ask again. */
const RETRY_AFTER_SECONDS = 1;

export function replay(
  outcome: Outcome | undefined,
  request: IdempotentRequest,
  errorAnswer: (error: unknown) => APIGatewayProxyResult,
): APIGatewayProxyResult {
  if (outcome && outcome.fingerprint !== request.fingerprint) {
    return errorAnswer(new UnprocessableContentError(API_MESSAGES.idempotencyKeyReused));
  }
  // Every outcome is written with its answer; one without (written by hand, or gone between a
  // cancelled claim and its read) must not run the operation again.
  if (!outcome?.answer) {
    return errorAnswer(
      new ServiceUnavailableError(API_MESSAGES.serviceUnavailable, RETRY_AFTER_SECONDS),
    );
  }
  const { statusCode, body } = outcome.answer;
  const response = jsonResponse(statusCode, null);
  return {
    ...response,
    headers: { ...response.headers, [IDEMPOTENT_REPLAYED_HEADER]: 'true' },
    body,
  };
}
