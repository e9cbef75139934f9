/**
 * Serves each API request within its time budget: the time the Lambda context says is left,
 * minus the margin it takes to answer. Every AWS call made meanwhile is bounded by that budget
 * (aws-call-bounds.ts), so a stalled service makes the request fail with 503 and Retry-After
 * before the function's timeout, never a bare 502 when Lambda cuts it off.
 */
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';

import { errorResponse } from './error-response';
import { createLogger } from './logger';
import { OutOfTimeError } from './out-of-time';
import { runWithinTimeBudget, type TimeBudget } from './time-budget';

/** Kept free at the end of the function's time: enough to log and return the answer. */
export const ANSWER_MARGIN_MS = 1_000;
/**
 * At the deadline the request's AWS calls are aborted and the handler answers 503 itself; only if
 * it is still busy with something else this long afterwards is the 503 given in its place.
 */
export const LATE_ANSWER_GRACE_MS = 250;

type ProxyHandler = (
  event: APIGatewayProxyEvent,
  context: Context,
) => Promise<APIGatewayProxyResult>;

function lateAnswer(
  budget: TimeBudget,
  event: APIGatewayProxyEvent,
  context: Context,
): { answer: Promise<APIGatewayProxyResult>; cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  const answer = new Promise<APIGatewayProxyResult>((resolve) => {
    timer = setTimeout(
      () => {
        // The request id as the router gives it: API Gateway's, else Lambda's.
        const requestId = event.requestContext?.requestId || context.awsRequestId || 'unknown';
        const log = createLogger({ requestId, awsRequestId: context.awsRequestId });
        log.warn('Request still running at its deadline', { route: event.resource });
        resolve(errorResponse(new OutOfTimeError(), requestId, log));
      },
      Math.max(0, budget.deadline - Date.now()) + LATE_ANSWER_GRACE_MS,
    );
  });
  return { answer, cancel: () => clearTimeout(timer) };
}

export function withinRequestBudget(serve: ProxyHandler): ProxyHandler {
  return async (event, context) => {
    // Stub contexts of unit tests have no clock; their calls get the per-call default budget.
    const remaining = context.getRemainingTimeInMillis?.();
    if (remaining === undefined) return serve(event, context);
    return runWithinTimeBudget(remaining - ANSWER_MARGIN_MS, async (budget) => {
      const late = lateAnswer(budget, event, context);
      try {
        return await Promise.race([serve(event, context), late.answer]);
      } finally {
        late.cancel();
      }
    });
  };
}
