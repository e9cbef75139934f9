/**
 * A write sent with an `Idempotency-Key` (docs/idempotency.md). Its stored outcome is read
 * alongside the authorization; when found, its answer is repeated and the operation does not run.
 * Otherwise the operation runs with the key's claim pending: `commitChange` commits the claim,
 * with the answer, in the change's own transaction, so an outcome exists exactly when its change
 * does. A request that committed nothing stores its answer afterwards. 5xx answers are never
 * stored, so a retry runs again.
 */
import type { APIGatewayProxyResult } from 'aws-lambda';

import type { Logger } from '../logger';
import type { OperationInput } from '../operation';
import {
  type Outcome,
  readOutcome,
  replaceAnswer,
  type StoredAnswer,
  storeOutcome,
} from './outcomes';
import { IdempotencyKeyTaken, type PendingClaim, withPendingClaim } from './pending-claim';
import { replay } from './replay';
import { type IdempotentRequest, idempotentRequestOf } from './request-key';

export type ErrorAnswer = (error: unknown) => APIGatewayProxyResult;

export interface IdempotentCall {
  /** The stored answer of the key, or `run`'s (errors answered by `errorAnswer`), stored. */
  respond(
    run: () => Promise<APIGatewayProxyResult>,
    errorAnswer: ErrorAnswer,
  ): Promise<APIGatewayProxyResult>;
}

function sameAnswer(a: StoredAnswer, b: StoredAnswer): boolean {
  return a.statusCode === b.statusCode && a.body === b.body;
}

async function storedOutcome(existing: Outcome | undefined, request: IdempotentRequest) {
  return existing ?? (await readOutcome(request));
}

/** Keeps the answer of a request whose own run settled, so its retries get the same. */
async function keep(
  claim: PendingClaim,
  response: APIGatewayProxyResult,
  errorAnswer: ErrorAnswer,
  log: Logger,
): Promise<APIGatewayProxyResult> {
  const { request, committed } = claim;
  const answer = { statusCode: response.statusCode, body: response.body };
  try {
    if (committed) {
      // The operation did more after its commit (e.g. flagged a subtree): keep its final answer.
      if (!sameAnswer(committed, answer)) await replaceAnswer(request, answer);
      return response;
    }
    const result = await storeOutcome(request, answer);
    if (result.stored) return response;
    // A concurrent request with the same key won: its outcome is this request's too.
    return replay(await storedOutcome(result.existing, request), request, errorAnswer);
  } catch (error) {
    // The answer stands; a retry gets the one committed with the change, or runs again.
    log.warn('Idempotency-Key outcome not stored', { error: String(error) });
    return response;
  }
}

async function respondOnce(
  request: IdempotentRequest,
  lookup: Promise<Outcome | undefined>,
  run: () => Promise<APIGatewayProxyResult>,
  errorAnswer: ErrorAnswer,
  log: Logger,
): Promise<APIGatewayProxyResult> {
  const found = await lookup;
  if (found) {
    log.info('Idempotency-Key replayed', { statusCode: found.answer?.statusCode });
    return replay(found, request, errorAnswer);
  }
  const claim: PendingClaim = { request };
  let response: APIGatewayProxyResult;
  try {
    response = await withPendingClaim(claim, run);
  } catch (error) {
    if (error instanceof IdempotencyKeyTaken) {
      return replay(await storedOutcome(error.existing, request), request, errorAnswer);
    }
    response = errorAnswer(error);
  }
  if (response.statusCode >= 500) return response;
  return keep(claim, response, errorAnswer, log);
}

/**
 * Starts reading the key's outcome at once, so it runs alongside the authorization. A refused
 * request never awaits it: its failure is observed here and surfaces only through `respond`.
 * Undefined for a read or a write without a key; a malformed key is a 400.
 */
export function startIdempotentCall(input: OperationInput): IdempotentCall | undefined {
  const request = idempotentRequestOf(input);
  if (!request) return undefined;
  const lookup = readOutcome(request);
  lookup.catch(() => undefined);
  return {
    respond: (run, errorAnswer) => respondOnce(request, lookup, run, errorAnswer, input.log),
  };
}
