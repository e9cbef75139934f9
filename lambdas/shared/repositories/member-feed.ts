/**
 * What a plain member sees of a unit's notifications (domain/audit-feeds.ts decides which records):
 * the unit's public copies (AUDITPUBLIC#{ouid}) merged with the copies about the member in that
 * unit (GSI1 INBOXOF#{ouid}#{user}), newest first. Each page is one Query of each, both bounded by
 * the page size; the token is the sort key of the last record shown, so pages stay full and no
 * record is skipped or repeated. A record in both (a decision on the member's own request) shows once.
 * Narrowed to one entity, each source filters in its Query and reads on until the page is full.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

import { INDEXES, keys, TABLE_KEYS } from '../../domain/data-keys';
import type { ApiEntity, AuditCopyRecord } from '../../domain/records';
import { documentClient, tableName } from '../dynamo-client';
import { BadRequestError } from '../errors';
import { API_MESSAGES } from '../messages';
import { decodePageToken, encodePageToken } from '../page-token';
import { type Activity, toActivity } from './activities';
import type { Page } from './query-page';

/** Sort keys are `{ISO time}#{id}`. */
const SORT_KEY = /^\d{4}-\d\d-\d\dT[\d:.]+Z#[A-Za-z0-9_-]{1,64}$/;

interface Source {
  partition: string;
  byIndex: boolean;
}

function sourcesOf(ouid: string, username: string): Source[] {
  return [
    { partition: keys.publicAudit(ouid), byIndex: false },
    { partition: keys.inboxOfUnit(username, ouid), byIndex: true },
  ];
}

/** Pages one source may read to fill a page filtered by entity (each at most the page size). */
const MAX_FILTERED_READS = 10;

/**
 * The newest items of one source strictly before `before` (all of them without it); with
 * `entity`, only the records about it (filtered in the Query, read on until the page is full).
 */
async function newest(
  source: Source,
  limit: number,
  before: string | undefined,
  options: { projection?: string; entity?: ApiEntity } = {},
): Promise<{ items: AuditCopyRecord[]; more: boolean }> {
  const partitionKey = source.byIndex ? INDEXES.byParent.partition : TABLE_KEYS.partition;
  const sortKey = source.byIndex ? INDEXES.byParent.sort : TABLE_KEYS.sort;
  const items: AuditCopyRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  for (let reads = 0; reads < MAX_FILTERED_READS; reads += 1) {
    const { Items, LastEvaluatedKey } = await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        ...(source.byIndex ? { IndexName: INDEXES.byParent.name } : {}),
        KeyConditionExpression:
          before === undefined
            ? `${partitionKey} = :pk`
            : `${partitionKey} = :pk AND ${sortKey} < :before`,
        ...(options.entity ? { FilterExpression: 'targetEntity = :entity' } : {}),
        ExpressionAttributeValues: {
          ':pk': source.partition,
          ...(before === undefined ? {} : { ':before': before }),
          ...(options.entity ? { ':entity': options.entity } : {}),
        },
        ...(options.projection ? { ProjectionExpression: options.projection } : {}),
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...((Items ?? []) as AuditCopyRecord[]));
    startKey = LastEvaluatedKey;
    if (items.length >= limit || !startKey) break;
  }
  // Short of `limit` with more to read: only a filtered read that gave up (MAX_FILTERED_READS).
  return { items: items.slice(0, limit), more: items.length < limit && startKey !== undefined };
}

/** Whether a page token is a member's cursor (else it is some other list's, or forged). */
export function isMemberCursor(token: string | undefined): boolean {
  if (token === undefined) return false;
  try {
    return cursorOf(token) !== undefined;
  } catch {
    return false;
  }
}

function cursorOf(token: string | undefined): string | undefined {
  const key = decodePageToken(token, ['before'], {});
  const before = key?.before;
  if (before !== undefined && !SORT_KEY.test(before)) {
    throw new BadRequestError(API_MESSAGES.invalidPageToken);
  }
  return before;
}

/** The newest first, each sort key once. */
function merged(lists: readonly AuditCopyRecord[][]): AuditCopyRecord[] {
  const bySortKey = new Map<string, AuditCopyRecord>();
  for (const item of lists.flat()) bySortKey.set(item.SK, item);
  return [...bySortKey.values()].sort((a, b) => (a.SK < b.SK ? 1 : a.SK > b.SK ? -1 : 0));
}

export async function memberActivities(
  ouid: string,
  username: string,
  limit: number,
  nextToken?: string,
  entity?: ApiEntity,
): Promise<Page<Activity>> {
  const before = cursorOf(nextToken);
  // One more than a page from each: whether another page follows is then known, not guessed.
  const reads = await Promise.all(
    sourcesOf(ouid, username).map((source) => newest(source, limit + 1, before, { entity })),
  );
  const all = merged(reads.map((read) => read.items));
  const shown = all.slice(0, limit);
  const more = all.length > limit || reads.some((read) => read.more);
  const last = shown.at(-1);
  const token = more && last ? encodePageToken({ before: last.SK }) : undefined;
  return { items: shown.map(toActivity), ...(token ? { nextToken: token } : {}) };
}

/**
 * The sort keys of the newest `cap` records a member sees of the unit (the bell's count), and
 * whether more may exist beyond them.
 */
export async function memberNewestKeys(
  ouid: string,
  username: string,
  cap: number,
): Promise<{ sortKeys: string[]; more: boolean }> {
  const reads = await Promise.all(
    sourcesOf(ouid, username).map((source) =>
      newest(source, cap + 1, undefined, { projection: TABLE_KEYS.sort }),
    ),
  );
  const all = merged(reads.map((read) => read.items)).map((item) => item.SK);
  return { sortKeys: all.slice(0, cap), more: all.length > cap };
}
