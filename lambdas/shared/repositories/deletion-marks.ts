/**
 * The deletion workflow's conditioned updates of the unit item: marked when deletion is requested,
 * unmarked when it is rejected, flagged as the top of a soft-deleted subtree (`deletedTop`) when
 * it is approved, and brought back when it is restored. Each is guarded by the version the caller
 * read; a failed guard answers `conflict` (markForDeletion: API_MESSAGES.concurrentChange).
 */
import { keys } from '../../domain/data-keys';
import { nameOrderKey } from '../../domain/name-words';
import type { OrgunitRecord } from '../../domain/records';
import type { GuardedWrite } from '../change';
import { tableName } from '../dynamo-client';
import { API_MESSAGES } from '../messages';

type StoredUnit = Pick<OrgunitRecord, 'identifier' | 'version'>;

/**
 * Marks the unit for deletion unless it already is (a concurrent request won), recording who
 * asked and when; the workqueue's request item is written beside it (deletion-items.ts).
 */
export function markForDeletion(
  id: string,
  storedVersion: number,
  now: string,
  requestedBy: string,
): GuardedWrite {
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: keys.orgunit(id),
        UpdateExpression:
          'SET markedForDeletion = :true, deletionRequestedBy = :by, deletionRequestedAt = :now, ' +
          'lastModifiedDate = :now, version = :next',
        ConditionExpression:
          'attribute_exists(PK) AND markedForDeletion = :false AND version = :expected ' +
          'AND attribute_not_exists(deletedTop)',
        ExpressionAttributeValues: {
          ':true': true,
          ':false': false,
          ':by': requestedBy,
          ':now': now,
          ':expected': storedVersion,
          ':next': storedVersion + 1,
        },
      },
    },
    conflict: API_MESSAGES.concurrentChange,
  };
}

/** Removes the mark and who asked when; the unit must still be marked and not deleted. */
export function unmarkForDeletion(unit: StoredUnit, at: string, conflict: string): GuardedWrite {
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: keys.orgunit(unit.identifier),
        UpdateExpression:
          'SET markedForDeletion = :false, lastModifiedDate = :now, version = :next ' +
          'REMOVE deletionRequestedBy, deletionRequestedAt',
        ConditionExpression:
          'attribute_exists(PK) AND markedForDeletion = :true AND version = :expected ' +
          'AND attribute_not_exists(deletedTop)',
        ExpressionAttributeValues: {
          ':true': true,
          ':false': false,
          ':now': at,
          ':expected': unit.version,
          ':next': unit.version + 1,
        },
      },
    },
    conflict,
  };
}

/**
 * Flags the marked unit as the top of its soft-deleted subtree and takes it out of its parent's
 * children (its GSI1 entry removed).
 */
export function flagDeletedTop(
  unit: StoredUnit,
  deletedAt: string,
  conflict: string,
): GuardedWrite {
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: keys.orgunit(unit.identifier),
        UpdateExpression:
          'SET deletedTop = :id, deletedAt = :now, lastModifiedDate = :now, version = :next ' +
          'REMOVE GSI1PK, GSI1SK',
        ConditionExpression:
          'attribute_exists(PK) AND markedForDeletion = :true AND version = :expected ' +
          'AND attribute_not_exists(deletedTop)',
        ExpressionAttributeValues: {
          ':id': unit.identifier,
          ':now': deletedAt,
          ':true': true,
          ':expected': unit.version,
          ':next': unit.version + 1,
        },
      },
    },
    conflict,
  };
}

/**
 * Lists a soft-deleted subtree's top under its parent again (in name order), no longer flagged,
 * marked or requested.
 */
export function restoreDeletedTop(
  unit: StoredUnit & Pick<OrgunitRecord, 'name' | 'parentOuId'>,
  at: string,
  conflict: string,
): GuardedWrite {
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: keys.orgunit(unit.identifier),
        UpdateExpression:
          'SET GSI1PK = :children, GSI1SK = :order, markedForDeletion = :false, ' +
          'lastModifiedDate = :now, version = :next ' +
          'REMOVE deletedTop, deletedAt, deletionRequestedBy, deletionRequestedAt',
        ConditionExpression: 'deletedTop = :id AND version = :expected',
        ExpressionAttributeValues: {
          ':children': keys.orgunitChildren(unit.parentOuId ?? ''),
          ':order': nameOrderKey(unit.name, unit.identifier),
          ':false': false,
          ':id': unit.identifier,
          ':now': at,
          ':expected': unit.version,
          ':next': unit.version + 1,
        },
      },
    },
    conflict,
  };
}
