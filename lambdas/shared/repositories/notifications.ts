/**
 * A unit's notifications: its audit records about one entity (one Query of GSI2, which holds only
 * the matching records), and the caller's seen markers (the unit's and their inbox's) with the
 * count of records after each.
 */
import { BatchGetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

import { INBOX_MARKER_UNIT } from '../../domain/audit-feeds';
import { INDEXES, keys, TABLE_KEYS } from '../../domain/data-keys';
import type { ApiEntity, AuditRecord, SeenMarkerRecord } from '../../domain/records';
import {
  type InboxSeenState,
  type SeenRecord,
  type SeenState,
  UNSEEN_CAP,
} from '../../domain/schemas/notifications';
import { documentClient, tableName } from '../dynamo-client';
import { decodePageToken, encodePageToken } from '../page-token';
import { toActivity } from './activities';
import { memberNewestKeys } from './member-feed';
import type { Page } from './query-page';

const ENTITY_INDEX = INDEXES.byTree;
const ENTITY_INDEX_KEYS = [
  TABLE_KEYS.partition,
  TABLE_KEYS.sort,
  ENTITY_INDEX.partition,
  ENTITY_INDEX.sort,
];

/** One page of a unit's audit records about `entity`, newest first. */
export async function entityActivities(
  ouid: string,
  entity: ApiEntity,
  limit: number,
  nextToken?: string,
): Promise<Page<ReturnType<typeof toActivity>>> {
  const partition = keys.auditOfEntity(ouid, entity);
  const { Items, LastEvaluatedKey } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: ENTITY_INDEX.name,
      KeyConditionExpression: `${ENTITY_INDEX.partition} = :pk`,
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: decodePageToken(nextToken, ENTITY_INDEX_KEYS, {
        [ENTITY_INDEX.partition]: partition,
      }),
    }),
  );
  const token = encodePageToken(LastEvaluatedKey);
  return {
    items: ((Items ?? []) as AuditRecord[]).map(toActivity),
    ...(token ? { nextToken: token } : {}),
  };
}

function seenRecordOf(sortKey: string | undefined): SeenRecord | undefined {
  if (!sortKey) return undefined;
  const split = sortKey.lastIndexOf('#');
  return { at: sortKey.slice(0, split), id: sortKey.slice(split + 1) };
}

/** The caller's markers on the unit and on their inbox: one BatchGet. */
async function readMarkers(username: string, ouid: string): Promise<Map<string, string>> {
  const table = tableName();
  const { Responses } = await documentClient.send(
    new BatchGetCommand({
      RequestItems: {
        [table]: {
          Keys: [keys.seenMarker(username, ouid), keys.seenMarker(username, INBOX_MARKER_UNIT)],
          ProjectionExpression: 'ouid, seen',
        },
      },
    }),
  );
  const markers = new Map<string, string>();
  for (const item of (Responses?.[table] ?? []) as SeenMarkerRecord[]) {
    markers.set(item.ouid, item.seen);
  }
  return markers;
}

interface NewestKeys {
  sortKeys: string[];
  more: boolean;
}

/** The sort keys of a partition's newest UNSEEN_CAP items, and whether more exist. */
async function newestKeys(partition: string): Promise<NewestKeys> {
  const { Items, LastEvaluatedKey } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: `${TABLE_KEYS.partition} = :pk`,
      ExpressionAttributeValues: { ':pk': partition },
      ProjectionExpression: TABLE_KEYS.sort,
      ScanIndexForward: false,
      Limit: UNSEEN_CAP,
    }),
  );
  const sortKeys = (Items ?? []).map((item) => String(item[TABLE_KEYS.sort]));
  return { sortKeys, more: LastEvaluatedKey !== undefined };
}

function countAfter(newest: NewestKeys, seen: string | undefined): InboxSeenState {
  const unseen = newest.sortKeys.filter((sortKey) => seen === undefined || sortKey > seen).length;
  const seenRecord = seenRecordOf(seen);
  return {
    unseen,
    capped: unseen === UNSEEN_CAP && newest.more,
    ...(seenRecord ? { seen: seenRecord } : {}),
  };
}

/** What the bell's count is made of: the caller's markers and the newest keys of each list. */
export interface SeenReads {
  markers: Map<string, string>;
  unit: NewestKeys;
  inbox: NewestKeys;
}

/**
 * The caller's markers and the newest UNSEEN_CAP keys of the unit's records (all of them: an
 * admin's view) and of their own inbox. The markers' read cannot bound the count Queries without
 * a second round trip, so all run side by side (a poll costs a few hundred small items at most).
 */
export async function seenReads(username: string, ouid: string): Promise<SeenReads> {
  const [markers, unit, inbox] = await Promise.all([
    readMarkers(username, ouid),
    newestKeys(keys.auditOfUnit(ouid)),
    newestKeys(keys.inbox(username)),
  ]);
  return { markers, unit, inbox };
}

/** A member counts their view of the unit instead (member-feed.ts). */
export function memberUnitKeys(username: string, ouid: string): Promise<NewestKeys> {
  return memberNewestKeys(ouid, username, UNSEEN_CAP);
}

/**
 * How many records follow each marker, at most UNSEEN_CAP. An inbox copy of a record the unit's
 * count already holds (same `{at}#{id}`: a rejection the requester also sees in the unit) counts
 * once, in the unit.
 */
export function seenStateOf(reads: SeenReads, ouid: string): SeenState {
  const unitSeen = reads.markers.get(ouid);
  const unseenInUnit = new Set(
    reads.unit.sortKeys.filter((sortKey) => unitSeen === undefined || sortKey > unitSeen),
  );
  const inboxOnly = {
    ...reads.inbox,
    sortKeys: reads.inbox.sortKeys.filter((sortKey) => !unseenInUnit.has(sortKey)),
  };
  return {
    ...countAfter(reads.unit, unitSeen),
    inbox: countAfter(inboxOnly, reads.markers.get(INBOX_MARKER_UNIT)),
  };
}

/**
 * Moves the caller's marker forward to `record` (one conditional write). A marker already at or
 * past it stays, so the call is idempotent and an older tab never moves it back; the answer is
 * the marker as stored.
 */
export async function moveSeenMarker(
  username: string,
  ouid: string,
  record: SeenRecord,
): Promise<SeenRecord> {
  const seen = `${record.at}#${record.id}`;
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.seenMarker(username, ouid),
        UpdateExpression: 'SET #entity = :entity, ouid = :ouid, seen = :seen, updatedAt = :now',
        ConditionExpression: 'attribute_not_exists(seen) OR seen < :seen',
        ExpressionAttributeNames: { '#entity': 'entity' },
        ExpressionAttributeValues: {
          ':entity': 'seenmarker' satisfies SeenMarkerRecord['entity'],
          ':ouid': ouid,
          ':seen': seen,
          ':now': new Date().toISOString(),
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return record;
  } catch (error) {
    const failed = error as { name?: string; Item?: { seen?: { S?: string } } };
    if (failed.name !== 'ConditionalCheckFailedException') throw error;
    // The document client leaves the item of a failed condition in DynamoDB's own format.
    const stored = failed.Item?.seen?.S;
    return seenRecordOf(stored) ?? record;
  }
}
