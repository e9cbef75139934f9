/**
 * Commits one change: its writes and its audit record in a single DynamoDB transaction, then,
 * when asked, the API event. A failed condition becomes a 409 with the message of the write whose
 * condition failed, so a lost update or a duplicate name is reported, never silently applied.
 * In a request sent with an `Idempotency-Key`, the key's outcome (the answer given) commits in
 * the same transaction (idempotency/idempotent-call.ts).
 */
import { randomUUID } from 'node:crypto';

import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';

import { auditCopies, subjectOf } from '../domain/audit-feeds';
import { auditRecord } from '../domain/record-builders';
import type { ApiEntity, AuditAction, AuditEvent } from '../domain/records';
import { documentClient, tableName } from './dynamo-client';
import { ConflictError } from './errors';
import { publishApiEvent } from './events';
import { claimForChange } from './idempotency/pending-claim';
import type { Logger } from './logger';
import { API_MESSAGES } from './messages';
import type { OperationResult } from './operation';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A write with a condition, and what to tell the caller when that condition fails. */
export interface GuardedWrite {
  item: TransactItem;
  conflict: string;
}

export interface ChangeFacts {
  entity: ApiEntity;
  action: AuditAction;
  /** The changed item's identifier (unit id, username, config identifier, …). */
  id: string;
  /** The unit the change belongs to; the audit record and event are filed under it. */
  ouid: string;
  actor: string;
  summary: string;
  /** What happened, where the action says too little (a deletion requested, approved, …). */
  event?: AuditEvent;
  /** The person the change concerns, when not its target (a deletion's requester). */
  subject?: string;
}

export interface CommitOptions {
  publish: boolean;
  log: Logger;
  /**
   * The answer the request gives once this change commits: it commits with the change as the
   * outcome of the request's Idempotency-Key, so a retry whose first answer was lost gets it.
   * Left out only by a commit that a retry may safely make again (its request commits once more).
   */
  answer?: OperationResult;
}

function isGuarded(write: TransactItem | GuardedWrite): write is GuardedWrite {
  return 'conflict' in write;
}

/** Cancelled only because another transaction touched the same items at that moment: safe to retry. */
function isTransientConflict(error: TransactionCanceledException): boolean {
  const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
  return (
    codes.includes('TransactionConflict') &&
    codes.every((code) => code === 'TransactionConflict' || code === 'None')
  );
}

const TRANSIENT_RETRIES = 3;

/** One transaction, tried again (a few times, backing off) when only a transient conflict cancelled it. */
export async function transactWithRetry(input: TransactWriteCommandInput): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await documentClient.send(new TransactWriteCommand(input));
      return;
    } catch (error) {
      const retry =
        error instanceof TransactionCanceledException &&
        isTransientConflict(error) &&
        attempt < TRANSIENT_RETRIES;
      if (!retry) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt * (1 + Math.random())));
    }
  }
}

function conflictFrom(
  error: TransactionCanceledException,
  writes: readonly (TransactItem | GuardedWrite)[],
): ConflictError {
  const reasons = error.CancellationReasons ?? [];
  for (const [index, reason] of reasons.entries()) {
    if (reason.Code !== 'ConditionalCheckFailed') continue;
    const write = writes[index];
    if (write && isGuarded(write)) return new ConflictError(write.conflict);
  }
  return new ConflictError(API_MESSAGES.concurrentChange);
}

export async function commitChange(
  writes: readonly (TransactItem | GuardedWrite)[],
  facts: ChangeFacts,
  options: CommitOptions,
): Promise<{ at: string }> {
  const at = new Date().toISOString();
  const subject = subjectOf(facts);
  const audit = auditRecord({
    id: randomUUID(),
    ouid: facts.ouid,
    actor: facts.actor,
    action: facts.action,
    targetEntity: facts.entity,
    targetId: facts.id,
    at,
    summary: facts.summary,
    ...(facts.event ? { event: facts.event } : {}),
    ...(subject !== undefined ? { subject } : {}),
  });
  const table = tableName();
  const items = writes.map((write) => (isGuarded(write) ? write.item : write));
  const claim = claimForChange(options.answer);
  try {
    await transactWithRetry({
      TransactItems: [
        ...items,
        { Put: { TableName: table, Item: audit } },
        ...(claim ? [claim.item] : []),
        // After the claim, whose place the cancellation reasons are read by.
        ...auditCopies(audit).map((copy) => ({ Put: { TableName: table, Item: copy } })),
      ],
    });
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    throw (
      claim?.takenBy(error.CancellationReasons?.[items.length + 1]) ?? conflictFrom(error, writes)
    );
  }
  claim?.committed();
  if (options.publish) {
    const event = {
      entity: facts.entity,
      action: facts.action,
      id: facts.id,
      ouid: facts.ouid,
      actor: facts.actor,
      at,
    };
    // The change is committed; a failed publish is logged for replay, not reported as a failure.
    await publishApiEvent(event).catch((error: unknown) =>
      options.log.error('API event not published', { event, error: String(error) }),
    );
  }
  return { at };
}
