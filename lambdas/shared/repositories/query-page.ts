/**
 * One page of one partition, of the table, GSI1 or GSI2: a single Query, with the opaque page token
 * checked to belong to that partition (a forged token is a 400, never a read of another one).
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

import { INDEXES, TABLE_KEYS } from '../../domain/data-keys';
import { documentClient, tableName } from '../dynamo-client';
import { BadRequestError } from '../errors';
import { API_MESSAGES } from '../messages';
import { decodePageToken, encodePageToken, type PageKey } from '../page-token';

export interface Page<T> {
  items: T[];
  nextToken?: string;
}

export interface PageRequest {
  partition: string;
  /** Query GSI1 (`GSI1PK`) instead of the table (`PK`); `'byTree'`: GSI2 (`GSI2PK`). */
  byIndex?: boolean | 'byTree';
  newestFirst?: boolean;
  /** Only the items whose sort key (`SK`, or `GSI1SK` on the index) begins with this. */
  sortKeyPrefix?: string;
  limit: number;
  nextToken?: string;
}

const TABLE_KEY_ATTRIBUTES = [TABLE_KEYS.partition, TABLE_KEYS.sort];
const INDEX_KEY_ATTRIBUTES = [
  ...TABLE_KEY_ATTRIBUTES,
  INDEXES.byParent.partition,
  INDEXES.byParent.sort,
];
const TREE_INDEX_KEY_ATTRIBUTES = [
  ...TABLE_KEY_ATTRIBUTES,
  INDEXES.byTree.partition,
  INDEXES.byTree.sort,
];

function indexOf(request: PageRequest) {
  if (request.byIndex === 'byTree') {
    return { index: INDEXES.byTree, attributes: TREE_INDEX_KEY_ATTRIBUTES };
  }
  if (request.byIndex) return { index: INDEXES.byParent, attributes: INDEX_KEY_ATTRIBUTES };
  return undefined;
}

/** A token of a prefix query must lie inside the prefix, or DynamoDB would refuse the query. */
function startKey(request: PageRequest, partitionAttribute: string, sortAttribute: string) {
  const key: PageKey | undefined = decodePageToken(
    request.nextToken,
    indexOf(request)?.attributes ?? TABLE_KEY_ATTRIBUTES,
    { [partitionAttribute]: request.partition },
  );
  const prefix = request.sortKeyPrefix;
  if (key && prefix !== undefined && !(key[sortAttribute] ?? '').startsWith(prefix)) {
    throw new BadRequestError(API_MESSAGES.invalidPageToken);
  }
  return key;
}

export async function queryPage<T>(request: PageRequest): Promise<Page<T>> {
  const index = indexOf(request)?.index;
  const partitionAttribute = index ? index.partition : TABLE_KEYS.partition;
  const sortAttribute = index ? index.sort : TABLE_KEYS.sort;
  const prefix = request.sortKeyPrefix;
  const { Items, LastEvaluatedKey } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      ...(index ? { IndexName: index.name } : {}),
      KeyConditionExpression:
        prefix === undefined
          ? `${partitionAttribute} = :pk`
          : `${partitionAttribute} = :pk AND begins_with(${sortAttribute}, :prefix)`,
      ExpressionAttributeValues: {
        ':pk': request.partition,
        ...(prefix === undefined ? {} : { ':prefix': prefix }),
      },
      ScanIndexForward: !request.newestFirst,
      Limit: request.limit,
      ExclusiveStartKey: startKey(request, partitionAttribute, sortAttribute),
    }),
  );
  const nextToken = encodePageToken(LastEvaluatedKey);
  return { items: (Items ?? []) as T[], ...(nextToken ? { nextToken } : {}) };
}
