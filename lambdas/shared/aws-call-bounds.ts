/**
 * Bounds on every AWS SDK call the handlers make. Clients are created once per container; the
 * bound comes per call, from the time budget of the work the call belongs to (time-budget.ts):
 * - each attempt may wait for its share of the time left (what is left over the attempts left),
 *   and no attempt starts with less than MIN_ATTEMPT_MS left;
 * - a call still waiting when the budget ends is aborted (its socket closed);
 * - a call that ran out of time fails with OutOfTimeError (503 with Retry-After).
 * A call made outside any budget (Cognito triggers, the scheduled purge) gets one of its own.
 */
import { NodeHttpHandler } from '@smithy/node-http-handler';
import type {
  InitializeHandlerArguments,
  InitializeHandlerOutput,
  InitializeMiddleware,
  MiddlewareStack,
} from '@smithy/types';

import { outOfTimeOr } from './out-of-time';
import { currentTimeBudget, remainingMs, runWithinTimeBudget } from './time-budget';

/** Attempts of one call at most (the SDK's standard mode would allow DynamoDB 4). */
export const MAX_ATTEMPTS = 3;
/** An attempt with less time than this left could not get an answer; it is not started. */
export const MIN_ATTEMPT_MS = 100;
/** Opening a connection to an AWS endpoint takes milliseconds; one that hangs is given up early. */
export const CONNECTION_TIMEOUT_MS = 1_000;
/**
 * The budget of a call made outside any request: Cognito waits 5 s for a trigger, so a trigger's
 * read must end well before; the purge and the scripts have no tighter need.
 */
export const DEFAULT_CALL_BUDGET_MS = 4_000;

/** The retry middleware numbers each attempt in this header: `attempt=2; max=3`. */
const ATTEMPT_HEADER = 'amz-sdk-request';

function attemptsLeft(headers: Readonly<Record<string, string>>): number {
  const match = /attempt=(\d+);\s*max=(\d+)/.exec(headers[ATTEMPT_HEADER] ?? '');
  if (!match) return 1;
  return Math.max(1, Number(match[2]) - Number(match[1]) + 1);
}

/** The time one attempt may wait: its share of what is left, the whole rest for the last one. */
export function attemptTimeoutMs(remaining: number, attemptsRemaining: number): number {
  return Math.max(MIN_ATTEMPT_MS, Math.floor(remaining / Math.max(1, attemptsRemaining)));
}

function notEnoughTimeError(): Error {
  // Named as the SDK names an aborted request, which its retry strategy never retries.
  return Object.assign(new Error('Not enough time left for another attempt'), {
    name: 'AbortError',
  });
}

type HandleArguments = Parameters<NodeHttpHandler['handle']>;

/** The SDK's Node.js HTTP handler, each attempt bounded by the time budget it runs in. */
export class TimeBoundHttpHandler extends NodeHttpHandler {
  override handle(
    request: HandleArguments[0],
    options: HandleArguments[1] = {},
  ): ReturnType<NodeHttpHandler['handle']> {
    const budget = currentTimeBudget();
    if (!budget) return super.handle(request, options);
    const remaining = remainingMs(budget);
    if (remaining < MIN_ATTEMPT_MS) return Promise.reject(notEnoughTimeError());
    const signals = [budget.signal, ...(options.abortSignal ? [options.abortSignal] : [])];
    return super.handle(request, {
      ...options,
      requestTimeout: attemptTimeoutMs(remaining, attemptsLeft(request.headers)),
      abortSignal: AbortSignal.any(signals as AbortSignal[]),
    });
  }
}

function callBoundsMiddleware<Input extends object, Output extends object>(): InitializeMiddleware<
  Input,
  Output
> {
  return (next) =>
    async (args: InitializeHandlerArguments<Input>): Promise<InitializeHandlerOutput<Output>> => {
      const call = () =>
        next(args).catch((error: unknown) => {
          throw outOfTimeOr(error);
        });
      return currentTimeBudget() ? call() : runWithinTimeBudget(DEFAULT_CALL_BUDGET_MS, call);
    };
}

/** The client settings the bounds need; spread into a client's configuration. */
export function callBoundsConfig(): { maxAttempts: number; requestHandler: NodeHttpHandler } {
  return {
    maxAttempts: MAX_ATTEMPTS,
    requestHandler: new TimeBoundHttpHandler({
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      // Without it a request past its timeout only logs a warning and goes on waiting.
      throwOnRequestTimeout: true,
    }),
  };
}

/**
 * A client whose every call is bounded: `create` receives the settings to spread into the
 * client's configuration, and the client gets the middleware that gives each call its budget.
 */
export function timeBoundClient<Input extends object, Output extends object, Client>(
  create: (bounds: ReturnType<typeof callBoundsConfig>) => Client & {
    middlewareStack: MiddlewareStack<Input, Output>;
  },
): Client {
  const client = create(callBoundsConfig());
  client.middlewareStack.add(callBoundsMiddleware<Input, Output>(), {
    step: 'initialize',
    name: 'timeBudgetMiddleware',
    priority: 'high',
  });
  return client;
}
