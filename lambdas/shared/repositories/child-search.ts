/**
 * A name search among a unit's children (name-words.ts): one begins_with range of the parent's
 * name-word index (data-keys.ts) read for the longest search word, the other words checked on the
 * index items, then one BatchGet per 100 matches for the units themselves. A request reads at most
 * READ_FACTOR × the page size of index items (MAX_INDEX_READ at most), so it returns a page token
 * (possibly with fewer matches, even none) when the range goes on. Results come in index order: by the matching word,
 * then by name, case-insensitively, then by id.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

import { INDEXES, keys } from '../../domain/data-keys';
import { firstIndexedMatch, lookupWord, nameWords, wordsMatch } from '../../domain/name-words';
import type { NameWordRecord, OrgunitRecord } from '../../domain/records';
import { documentClient, tableName } from '../dynamo-client';
import { BadRequestError } from '../errors';
import { API_MESSAGES } from '../messages';
import { decodePageToken, encodePageToken } from '../page-token';
import { getOrgunitRecords } from './orgunit-records';
import { CHILDREN_PAGE_KEY } from './orgunits';

/**
 * Index items a request may read per item of the page it asks for. An index item is about 150
 * bytes, so a page of 24 reads at most about 140 kB in one Query: a full name whose longest word
 * is common (625 of 10,000 siblings) is found in one request instead of several in sequence.
 */
export const READ_FACTOR = 40;
/** The bound for the largest pages (500 items): what 5 per item gave them before. */
export const MAX_INDEX_READ = 2_500;
const BATCH_GET_LIMIT = 100;

export interface SearchPage {
  records: OrgunitRecord[];
  nextToken?: string;
}

interface Matches {
  items: NameWordRecord[];
  lastKey?: Record<string, unknown>;
}

function indexKeyOf(item: NameWordRecord): Record<string, string> {
  return { PK: item.PK, SK: item.SK, GSI1PK: item.GSI1PK, GSI1SK: item.GSI1SK };
}

/** The unit matches every search word, and this item is its first one in the lookup range. */
function accepted(item: NameWordRecord, terms: readonly string[], lookup: string): boolean {
  if (!wordsMatch(item.words, terms)) return false;
  const first = firstIndexedMatch(item.words, lookup);
  return first !== undefined && keys.orgunitNameWord(item.identifier, first).SK === item.SK;
}

function startKey(partition: string, lookup: string, token: string | undefined) {
  const key = decodePageToken(token, CHILDREN_PAGE_KEY, {
    [INDEXES.byParent.partition]: partition,
  });
  if (key && !(key[INDEXES.byParent.sort] ?? '').startsWith(lookup)) {
    throw new BadRequestError(API_MESSAGES.invalidPageToken);
  }
  return key;
}

async function findMatches(
  parentId: string,
  terms: readonly string[],
  lookup: string,
  limit: number,
  token: string | undefined,
): Promise<Matches> {
  const partition = keys.childNameWords(parentId);
  const budget = Math.min(limit * READ_FACTOR, MAX_INDEX_READ);
  const items: NameWordRecord[] = [];
  let exclusiveStartKey: Record<string, unknown> | undefined = startKey(partition, lookup, token);
  let read = 0;
  for (;;) {
    const { Items, LastEvaluatedKey } = await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: INDEXES.byParent.name,
        KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :word)',
        ExpressionAttributeNames: {
          '#pk': INDEXES.byParent.partition,
          '#sk': INDEXES.byParent.sort,
        },
        ExpressionAttributeValues: { ':pk': partition, ':word': lookup },
        Limit: budget - read,
        ExclusiveStartKey: exclusiveStartKey,
      }),
    );
    const page = (Items ?? []) as NameWordRecord[];
    read += page.length;
    for (const [index, item] of page.entries()) {
      if (!accepted(item, terms, lookup)) continue;
      items.push(item);
      if (items.length === limit) {
        const more = index < page.length - 1 || LastEvaluatedKey !== undefined;
        return { items, lastKey: more ? indexKeyOf(item) : undefined };
      }
    }
    if (!LastEvaluatedKey || read >= budget) return { items, lastKey: LastEvaluatedKey };
    exclusiveStartKey = LastEvaluatedKey;
  }
}

/** The matched units in match order; one the index has not caught up with is left out. */
async function unitsOf(
  parentId: string,
  terms: readonly string[],
  matches: readonly NameWordRecord[],
): Promise<OrgunitRecord[]> {
  const ids = matches.map((item) => item.identifier);
  const chunks: string[][] = [];
  for (let start = 0; start < ids.length; start += BATCH_GET_LIMIT) {
    chunks.push(ids.slice(start, start + BATCH_GET_LIMIT));
  }
  const found = new Map<string, OrgunitRecord>();
  for (const records of await Promise.all(chunks.map((chunk) => getOrgunitRecords(chunk)))) {
    for (const [id, record] of records) found.set(id, record);
  }
  return ids
    .map((id) => found.get(id))
    .filter(
      (record): record is OrgunitRecord =>
        record !== undefined &&
        record.parentOuId === parentId &&
        wordsMatch(nameWords(record.name), terms),
    );
}

/** One page of the children of `parentId` whose names match `search`. */
export async function searchChildren(
  parentId: string,
  search: string,
  limit: number,
  token: string | undefined,
): Promise<SearchPage> {
  const terms = nameWords(search);
  const lookup = lookupWord(terms);
  // Punctuation alone has no word to look up, and no name word can match it.
  if (lookup === undefined) return { records: [] };
  const matches = await findMatches(parentId, terms, lookup, limit, token);
  const records = await unitsOf(parentId, terms, matches.items);
  const nextToken = encodePageToken(matches.lastKey);
  return { records, ...(nextToken ? { nextToken } : {}) };
}
