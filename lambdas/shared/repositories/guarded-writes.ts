/**
 * The shapes of a conditioned write in a change's transaction (change.ts): the item or key, the
 * condition with its attribute names and values, and the 409 message its failure answers.
 */
import type { GuardedWrite, TransactItem } from '../change';
import { tableName } from '../dynamo-client';

type Item = NonNullable<TransactItem['Put']>['Item'];
type Key = NonNullable<TransactItem['Delete']>['Key'];

/** A write's condition and the attribute names and values it (and an update) refers to. */
export interface Guard {
  condition: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/** No item with the key yet. */
export const MUST_BE_NEW: Guard = { condition: 'attribute_not_exists(PK)' };

/** The item with the key is there. */
export const MUST_EXIST: Guard = { condition: 'attribute_exists(PK)' };

function conditionOf(guard: Guard) {
  return {
    ConditionExpression: guard.condition,
    ...(guard.names ? { ExpressionAttributeNames: guard.names } : {}),
    ...(guard.values ? { ExpressionAttributeValues: guard.values } : {}),
  };
}

export function guardedPut(item: Item, guard: Guard, conflict: string): GuardedWrite {
  return { item: { Put: { TableName: tableName(), Item: item, ...conditionOf(guard) } }, conflict };
}

/** Puts an item that must be new; `conflict` when one with its key exists. */
export function putNew(item: Item, conflict: string): GuardedWrite {
  return guardedPut(item, MUST_BE_NEW, conflict);
}

export function guardedDelete(key: Key, guard: Guard, conflict: string): GuardedWrite {
  return {
    item: { Delete: { TableName: tableName(), Key: key, ...conditionOf(guard) } },
    conflict,
  };
}

/** Deletes an item that must be there; `conflict` when it is gone. */
export function deleteExisting(key: Key, conflict: string): GuardedWrite {
  return guardedDelete(key, MUST_EXIST, conflict);
}

/** Fails the transaction with `conflict` unless the guard holds; writes nothing. */
export function guardedCheck(key: Key, guard: Guard, conflict: string): GuardedWrite {
  return {
    item: { ConditionCheck: { TableName: tableName(), Key: key, ...conditionOf(guard) } },
    conflict,
  };
}

/** Applies `update` (an UpdateExpression) when the guard holds. */
export function guardedUpdate(
  key: Key,
  update: string,
  guard: Guard,
  conflict: string,
): GuardedWrite {
  return {
    item: {
      Update: { TableName: tableName(), Key: key, UpdateExpression: update, ...conditionOf(guard) },
    },
    conflict,
  };
}
