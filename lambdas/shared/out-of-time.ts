/**
 * What a caller sees when an AWS service did not answer within the request's time budget: 503 with
 * `Retry-After`, never the bare 502 of a function cut off at its timeout.
 */
import { ServiceUnavailableError } from './errors';
import { API_MESSAGES } from './messages';
import { currentTimeBudget } from './time-budget';

/** Long enough for a stalled service to recover, short enough that a person retrying waits little. */
export const RETRY_AFTER_SECONDS = 3;

export class OutOfTimeError extends ServiceUnavailableError {
  constructor(options?: { cause?: unknown }) {
    super(API_MESSAGES.serviceUnavailable, RETRY_AFTER_SECONDS);
    this.name = 'OutOfTimeError';
    if (options && 'cause' in options) this.cause = options.cause;
  }
}

/** Names the SDK's HTTP handler gives a request that timed out or was aborted. */
const TIMEOUT_ERROR_NAMES = new Set(['TimeoutError', 'AbortError']);

/**
 * An AWS call's failure as the caller should see it: an attempt that timed out (after the SDK's
 * retries) or a call aborted because the budget ran out becomes an OutOfTimeError.
 */
export function outOfTimeOr(error: unknown): unknown {
  if (error instanceof ServiceUnavailableError) return error;
  const name = error instanceof Error ? error.name : undefined;
  const timedOut = name !== undefined && TIMEOUT_ERROR_NAMES.has(name);
  if (timedOut || currentTimeBudget()?.signal.aborted) return new OutOfTimeError({ cause: error });
  return error;
}
