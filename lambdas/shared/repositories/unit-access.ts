/**
 * Who has access to a unit: the memberships of the unit and of every unit above it, read one
 * members partition (GSI1 MEMBERS#{ouid}, in username order) after the other, nearest unit first,
 * as pages of at most `limit` rows that may end inside a partition or between two.
 *
 * Bounded work per page: without a search each Query asks for just the rows still missing, so a
 * page reads at most `limit` items plus one Query per unit of the chain (at most MAX_UNIT_DEPTH).
 * A search (words beginning words of the name, or a prefix of the username; any case) cannot be a
 * key condition (names are not keys, and DynamoDB compares case-sensitively), so the rows are
 * matched here: a page reads at most MAX_SEARCH_READS items, then ends, possibly with fewer rows
 * than asked for (or none) and a token to go on from where it stopped.
 */
import { nameWords, wordsMatch } from '../../domain/name-words';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

import { INDEXES, keys } from '../../domain/data-keys';
import type { MembershipRecord } from '../../domain/records';
import { documentClient, tableName } from '../dynamo-client';
import {
  type AccessList,
  type ChainPosition,
  decodeAccessToken,
  encodeAccessToken,
  memberStartKey,
} from '../unit-access-token';

/** Items a searching page reads at most, over every partition it reaches. */
export const MAX_SEARCH_READS = 1000;
/** Items a searching Query asks for at once (or the page size, when larger). */
const SEARCH_BATCH = 100;

export interface AccessPageRequest {
  /** The unit and the units above it, nearest first: the partitions in reading order. */
  chain: readonly string[];
  limit: number;
  search?: string;
  nextToken?: string;
}

export interface AccessPage {
  rows: MembershipRecord[];
  nextToken?: string;
}

/**
 * True when the username begins with the (lower-case) search, or each word of the search begins a
 * word of the name, as the units' name search matches ("smi" and "ann sm" find "Ann Smith").
 */
export function matchesSearch(row: Pick<MembershipRecord, 'name' | 'username'>, search: string) {
  if (row.username.toLowerCase().startsWith(search)) return true;
  const searchWords = nameWords(search);
  return searchWords.length > 0 && wordsMatch(nameWords(row.name ?? ''), searchWords);
}

async function queryMembers(position: ChainPosition, limit: number) {
  const startKey = memberStartKey(position);
  const { Items, LastEvaluatedKey } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: INDEXES.byParent.name,
      KeyConditionExpression: `${INDEXES.byParent.partition} = :pk`,
      ExpressionAttributeValues: { ':pk': keys.unitMembers(position.unitId) },
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  return { items: (Items ?? []) as MembershipRecord[], more: LastEvaluatedKey !== undefined };
}

/** Where a partition's reading stopped: after the last item taken (or where it started). */
function after(lastTaken: MembershipRecord | undefined, position: ChainPosition) {
  const key = lastTaken ? lastTaken.GSI1SK.slice(keys.user('').length) : position.after;
  return key === undefined ? {} : { after: key };
}

export async function listPeopleWithAccess(request: AccessPageRequest): Promise<AccessPage> {
  const { chain, limit } = request;
  const search = request.search?.toLowerCase();
  const list: AccessList = { targetUnitId: chain[0] ?? '', ...(search ? { search } : {}) };
  const start = decodeAccessToken(request.nextToken, list, chain);
  const rows: MembershipRecord[] = [];
  let reads = 0;
  let unitIndex = start ? chain.indexOf(start.unitId) : 0;
  let position: ChainPosition | undefined = start ?? { unitId: chain[0] ?? '' };

  while (position) {
    const wanted = search
      ? Math.min(MAX_SEARCH_READS - reads, Math.max(limit, SEARCH_BATCH))
      : limit - rows.length;
    const { items, more } = await queryMembers(position, wanted);
    reads += items.length;
    let taken = 0;
    for (const item of items) {
      taken += 1;
      if (!search || matchesSearch(item, search)) rows.push(item);
      if (rows.length === limit) break;
    }
    const endOfPartition = !more && taken === items.length;
    const next: ChainPosition | undefined = !endOfPartition
      ? { unitId: position.unitId, ...after(items[taken - 1], position) }
      : unitIndex + 1 < chain.length
        ? { unitId: chain[unitIndex + 1] as string }
        : undefined;
    if (endOfPartition) unitIndex += 1;
    position = next;
    if (rows.length === limit || (search && reads >= MAX_SEARCH_READS)) break;
  }
  return {
    rows,
    ...(position ? { nextToken: encodeAccessToken(list, position) } : {}),
  };
}
