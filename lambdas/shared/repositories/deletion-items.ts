/**
 * The deletion workflow's own items (domain/deletion-records.ts): a unit's pending request and the
 * record of a soft-deleted subtree's top, which also queues it for the purge. Reads, and the
 * conditioned writes the workflow commits with the unit's (deletion-marks.ts).
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

import { INDEXES, keys } from '../../domain/data-keys';
import {
  type DeletedUnitRecord,
  deletedUnitRecord,
  deletionRequestRecord,
  type DeletionRequestRecord,
} from '../../domain/deletion-records';
import type { OrgunitRecord } from '../../domain/records';
import type { GuardedWrite } from '../change';
import { documentClient, tableName } from '../dynamo-client';
import { API_MESSAGES } from '../messages';
import { deleteExisting, putNew } from './guarded-writes';

export interface DeletionItems {
  request?: DeletionRequestRecord;
  deleted?: DeletedUnitRecord;
}

/**
 * A unit's pending request and deleted-top record, in one Query (SK `DELETION` and `DELETED`,
 * both `DELET…`).
 */
export async function deletionItems(id: string): Promise<DeletionItems> {
  const { Items } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.orgunit(id).PK, ':prefix': 'DELET' },
    }),
  );
  const items = (Items ?? []) as (DeletionRequestRecord | DeletedUnitRecord)[];
  return {
    request: items.find((item): item is DeletionRequestRecord => item.SK === 'DELETION'),
    deleted: items.find((item): item is DeletedUnitRecord => item.SK === 'DELETED'),
  };
}

/**
 * The tops deleted before `cutoff`, oldest first: one page of at most `limit` of the purge queue
 * (GSI2 `PURGE` partition).
 */
export async function deletedTopsBefore(
  cutoff: string,
  limit: number,
): Promise<DeletedUnitRecord[]> {
  const { Items } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: INDEXES.byTree.name,
      KeyConditionExpression: '#pk = :pk AND #sk < :cutoff',
      ExpressionAttributeNames: { '#pk': INDEXES.byTree.partition, '#sk': INDEXES.byTree.sort },
      ExpressionAttributeValues: { ':pk': keys.purgeQueue, ':cutoff': cutoff },
      Limit: limit,
    }),
  );
  return (Items ?? []) as DeletedUnitRecord[];
}

/** The workqueue's item of a new deletion request (written with markForDeletion). */
export function putDeletionRequest(
  unit: OrgunitRecord,
  requestedBy: string,
  at: string,
): GuardedWrite {
  return putNew(deletionRequestRecord(unit, requestedBy, at), API_MESSAGES.concurrentChange);
}

/** Removes the unit's pending request; `conflict` when it has none. */
export function deleteDeletionRequest(id: string, conflict: string): GuardedWrite {
  return deleteExisting(keys.deletionRequest(id), conflict);
}

/** The record of a newly deleted top, which lists it as restorable and queues it for the purge. */
export function putDeletedUnit(
  unit: OrgunitRecord,
  facts: { requestedBy: string; deletedBy: string; deletedAt: string },
): GuardedWrite {
  return putNew(deletedUnitRecord(unit, facts), API_MESSAGES.concurrentChange);
}

/** Removes a restored top's record (off the restorable list and the purge queue). */
export function deleteDeletedUnit(id: string): GuardedWrite {
  return deleteExisting(keys.deletedUnit(id), API_MESSAGES.concurrentChange);
}
