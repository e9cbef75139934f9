/**
 * The conditioned writes of the deletion workflow, each committed with its audit record
 * (change.ts). Approving flags only the subtree's top unit here; its descendants are flagged in
 * bounded batches afterwards (subtree-flags.ts).
 */
import { keys } from '../domain/data-keys';
import { nameOrderKey } from '../domain/name-words';
import { nameWordRecords } from '../domain/record-builders';
import type { OrgunitRecord } from '../domain/records';
import type { GuardedWrite, TransactItem } from '../shared/change';
import { tableName } from '../shared/dynamo-client';
import { API_MESSAGES } from '../shared/messages';
import { deletedUnitRecord, deletionRequestRecord } from './deletion-records';
import { DELETION_MESSAGES } from './deletion-messages';
import { ORGUNIT_MESSAGES } from './messages';
import { claimSiblingName, putNameWords, releaseSiblingName } from './orgunit-writes';

/** The workqueue's item of a new deletion request (written with markForDeletion). */
export function putDeletionRequest(unit: OrgunitRecord, requestedBy: string, at: string) {
  return {
    item: {
      Put: {
        TableName: tableName(),
        Item: deletionRequestRecord(unit, requestedBy, at),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    conflict: API_MESSAGES.concurrentChange,
  } satisfies GuardedWrite;
}

function deleteRequestItem(id: string): GuardedWrite {
  return {
    item: {
      Delete: {
        TableName: tableName(),
        Key: keys.deletionRequest(id),
        ConditionExpression: 'attribute_exists(PK)',
      },
    },
    conflict: DELETION_MESSAGES.noRequest,
  };
}

function removeNameWords(unit: OrgunitRecord): TransactItem[] {
  return nameWordRecords({
    identifier: unit.identifier,
    parentOuId: unit.parentOuId ?? '',
    name: unit.name,
  }).map((record) => ({
    Delete: { TableName: tableName(), Key: { PK: record.PK, SK: record.SK } },
  }));
}

/**
 * Soft-deletes the top unit of the subtree: flagged, taken out of its parent's children (GSI1
 * entry removed) and out of name search (name words deleted), its sibling name released so a new
 * sibling may take it (the unit keeps `name` for a restore), its request replaced by the DELETED
 * item that lists it as restorable and queues it for the purge.
 */
export function approveWrites(
  unit: OrgunitRecord,
  facts: { requestedBy: string; deletedBy: string; deletedAt: string },
): (TransactItem | GuardedWrite)[] {
  const parentId = unit.parentOuId ?? '';
  return [
    {
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
            ':now': facts.deletedAt,
            ':true': true,
            ':expected': unit.version,
            ':next': unit.version + 1,
          },
        },
      },
      conflict: ORGUNIT_MESSAGES.staleVersion,
    },
    deleteRequestItem(unit.identifier),
    {
      item: {
        Put: {
          TableName: tableName(),
          Item: deletedUnitRecord(unit, facts),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      conflict: API_MESSAGES.concurrentChange,
    },
    releaseSiblingName(parentId, unit.identifier, unit.name),
    ...removeNameWords(unit),
  ];
}

/** Removes the mark and the request; the reason lives in the audit record's summary. */
export function rejectWrites(unit: OrgunitRecord, at: string): GuardedWrite[] {
  return [
    {
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
      conflict: ORGUNIT_MESSAGES.staleVersion,
    },
    deleteRequestItem(unit.identifier),
  ];
}

/**
 * Brings the top unit back: listed under its parent again, searchable, holding its sibling name
 * (409 when a sibling took it meanwhile), no longer flagged or queued for the purge.
 */
export function restoreWrites(unit: OrgunitRecord, at: string): (TransactItem | GuardedWrite)[] {
  const parentId = unit.parentOuId ?? '';
  return [
    {
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
            ':children': keys.orgunitChildren(parentId),
            ':order': nameOrderKey(unit.name, unit.identifier),
            ':false': false,
            ':id': unit.identifier,
            ':now': at,
            ':expected': unit.version,
            ':next': unit.version + 1,
          },
        },
      },
      conflict: ORGUNIT_MESSAGES.staleVersion,
    },
    {
      ...claimSiblingName(parentId, unit.identifier, unit.name),
      conflict: DELETION_MESSAGES.nameTaken(unit.name),
    },
    ...putNameWords({ identifier: unit.identifier, parentOuId: parentId, name: unit.name }),
    {
      item: {
        Delete: {
          TableName: tableName(),
          Key: keys.deletedUnit(unit.identifier),
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
      conflict: API_MESSAGES.concurrentChange,
    },
  ];
}
