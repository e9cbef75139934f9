/**
 * The claim of a request's `Idempotency-Key`, carried from the router to `commitChange` through
 * the request's async context, so the outcome commits in the change's own transaction without
 * every operation passing it along.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

import type { CancellationReason } from '@aws-sdk/client-dynamodb';

import type { TransactItem } from '../change';
import type { OperationResult } from '../operation';
import { claimWrite, type Outcome, outcomeOf, type StoredAnswer } from './outcomes';
import type { IdempotentRequest } from './request-key';

export interface PendingClaim {
  request: IdempotentRequest;
  /** The answer that committed with the change, once its transaction has committed. */
  committed?: StoredAnswer;
}

/** The change was not made: a duplicate with the same key committed first, with this outcome. */
export class IdempotencyKeyTaken extends Error {
  constructor(readonly existing: Outcome | undefined) {
    super('The Idempotency-Key was claimed by a concurrent request');
  }
}

export interface ClaimInChange {
  item: TransactItem;
  /** To call once the transaction has committed. */
  committed(): void;
  /** The error to throw when the claim's own condition cancelled the transaction. */
  takenBy(reason: CancellationReason | undefined): IdempotencyKeyTaken | undefined;
}

const pendingClaims = new AsyncLocalStorage<PendingClaim>();

export function withPendingClaim<T>(claim: PendingClaim, run: () => Promise<T>): Promise<T> {
  return pendingClaims.run(claim, run);
}

/** Serialized as the router's `jsonResponse` serializes it, so the two can be compared. */
export function storedAnswerOf(result: OperationResult): StoredAnswer {
  return { statusCode: result.statusCode, body: JSON.stringify(result.body) };
}

/**
 * The claim to add to a change's transaction: only in a request with an open claim, only once,
 * and only with the answer the operation will give if the change commits.
 */
export function claimForChange(answer: OperationResult | undefined): ClaimInChange | undefined {
  const claim = pendingClaims.getStore();
  if (!claim || claim.committed || !answer) return undefined;
  const stored = storedAnswerOf(answer);
  return {
    item: claimWrite(claim.request, stored),
    committed: () => {
      claim.committed = stored;
    },
    takenBy: (reason) =>
      reason?.Code === 'ConditionalCheckFailed'
        ? new IdempotencyKeyTaken(outcomeOf(reason.Item))
        : undefined,
  };
}
