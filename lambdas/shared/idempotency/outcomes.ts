/**
 * The stored outcome of a write sent with an `Idempotency-Key`: one item per caller and key, with
 * the request's fingerprint, the answer (status and body text) and `expiresAt`, the table's TTL
 * attribute. DynamoDB deletes expired items late, so every read and condition here treats an
 * expired item as absent.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

import { IDEMPOTENCY_KEY_LIFETIME_SECONDS } from '../../domain/schemas/idempotency';
import type { TransactItem } from '../change';
import { documentClient, tableName } from '../dynamo-client';
import { TABLE_TIME_TO_LIVE_ATTRIBUTE } from '../table-definition';
import type { IdempotentRequest } from './request-key';

export interface StoredAnswer {
  statusCode: number;
  /** The response body exactly as first sent. */
  body: string;
}

export interface Outcome {
  fingerprint: string;
  /** Absent only on an item written by hand or by an older version: see `replay.ts`. */
  answer?: StoredAnswer;
}

const NEW_OR_EXPIRED = 'attribute_not_exists(PK) OR #expiresAt <= :now';

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function outcomeItem(request: IdempotentRequest, answer: StoredAnswer): Record<string, unknown> {
  return {
    ...request.key,
    entity: 'idempotency',
    fingerprint: request.fingerprint,
    answerStatus: answer.statusCode,
    answerBody: answer.body,
    [TABLE_TIME_TO_LIVE_ATTRIBUTE]: nowSeconds() + IDEMPOTENCY_KEY_LIFETIME_SECONDS,
  };
}

/** Reads an item in the document client's form or in DynamoDB's own (a failed condition's). */
function attribute(item: Record<string, unknown>, name: string): unknown {
  const value = item[name];
  if (value === null || typeof value !== 'object') return value;
  const raw = value as AttributeValue;
  if (raw.S !== undefined) return raw.S;
  if (raw.N !== undefined) return Number(raw.N);
  return undefined;
}

/** The outcome an item holds, or undefined when there is none or it has expired. */
export function outcomeOf(item: Record<string, unknown> | undefined): Outcome | undefined {
  if (!item) return undefined;
  const expiresAt = attribute(item, TABLE_TIME_TO_LIVE_ATTRIBUTE);
  const fingerprint = attribute(item, 'fingerprint');
  if (typeof expiresAt !== 'number' || expiresAt <= nowSeconds()) return undefined;
  if (typeof fingerprint !== 'string') return undefined;
  const statusCode = attribute(item, 'answerStatus');
  const body = attribute(item, 'answerBody');
  const answer =
    typeof statusCode === 'number' && typeof body === 'string' ? { statusCode, body } : undefined;
  return { fingerprint, answer };
}

export async function readOutcome(request: IdempotentRequest): Promise<Outcome | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: request.key, ConsistentRead: true }),
  );
  return outcomeOf(Item);
}

/**
 * The outcome as one write of the change's own transaction: it commits exactly when the change
 * does, and its condition cancels the transaction of a concurrent duplicate.
 */
export function claimWrite(request: IdempotentRequest, answer: StoredAnswer): TransactItem {
  return { Put: guardedOutcomePut(request, answer) };
}

/** Puts the outcome unless an unexpired one exists; a failed condition returns that one. */
function guardedOutcomePut(request: IdempotentRequest, answer: StoredAnswer) {
  return {
    TableName: tableName(),
    Item: outcomeItem(request, answer),
    ConditionExpression: NEW_OR_EXPIRED,
    ExpressionAttributeNames: { '#expiresAt': TABLE_TIME_TO_LIVE_ATTRIBUTE },
    ExpressionAttributeValues: { ':now': nowSeconds() },
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
  };
}

/**
 * Stores the outcome of a request that committed no change of its own (a refusal, or a write
 * outside `commitChange`). Returns the outcome already stored when another request got there first.
 */
export async function storeOutcome(
  request: IdempotentRequest,
  answer: StoredAnswer,
): Promise<{ stored: true } | { stored: false; existing: Outcome | undefined }> {
  try {
    await documentClient.send(new PutCommand(guardedOutcomePut(request, answer)));
    return { stored: true };
  } catch (error) {
    const failed = error as { name?: string; Item?: Record<string, unknown> };
    if (failed.name !== 'ConditionalCheckFailedException') throw error;
    // The document client leaves the item of a failed condition in DynamoDB's own format.
    return { stored: false, existing: outcomeOf(failed.Item) };
  }
}

/** Replaces the answer committed with the change by the one the operation gave in the end. */
export async function replaceAnswer(
  request: IdempotentRequest,
  answer: StoredAnswer,
): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: request.key,
      UpdateExpression: 'SET answerStatus = :status, answerBody = :body',
      ConditionExpression: 'fingerprint = :fingerprint',
      ExpressionAttributeValues: {
        ':status': answer.statusCode,
        ':body': answer.body,
        ':fingerprint': request.fingerprint,
      },
    }),
  );
}
