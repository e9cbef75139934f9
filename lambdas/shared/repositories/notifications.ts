/**
 * A unit's notifications: its audit records about one entity (one Query of GSI2, which holds only
 * the matching records), and the caller's seen marker with the count of records after it.
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

import { INDEXES, keys, TABLE_KEYS } from '../../domain/data-keys';
import type { ApiEntity, AuditRecord, SeenMarkerRecord } from '../../domain/records';
import { type SeenRecord, type SeenState, UNSEEN_CAP } from '../../domain/schemas/notifications';
import { documentClient, tableName } from '../dynamo-client';
import { decodePageToken, encodePageToken } from '../page-token';
import { toActivity } from './activities';
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

/**
 * The marker and how many of the unit's records follow it, at most UNSEEN_CAP. The marker's read
 * cannot bound the count Query without a second round trip, so both run side by side: the Query
 * reads the newest UNSEEN_CAP keys of the partition and the records after the marker are counted
 * here (a poll costs at most UNSEEN_CAP small items, whatever the partition's size).
 */
export async function seenState(username: string, ouid: string): Promise<SeenState> {
  const [marker, newest] = await Promise.all([
    documentClient.send(
      new GetCommand({ TableName: tableName(), Key: keys.seenMarker(username, ouid) }),
    ),
    documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: `${TABLE_KEYS.partition} = :pk`,
        ExpressionAttributeValues: { ':pk': keys.auditOfUnit(ouid) },
        ProjectionExpression: TABLE_KEYS.sort,
        ScanIndexForward: false,
        Limit: UNSEEN_CAP,
      }),
    ),
  ]);
  const seen = (marker.Item as SeenMarkerRecord | undefined)?.seen;
  const sortKeys = (newest.Items ?? []).map((item) => String(item[TABLE_KEYS.sort]));
  const unseen = sortKeys.filter((sortKey) => seen === undefined || sortKey > seen).length;
  const seenRecord = seenRecordOf(seen);
  return {
    unseen,
    capped: unseen === UNSEEN_CAP && newest.LastEvaluatedKey !== undefined,
    ...(seenRecord ? { seen: seenRecord } : {}),
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
