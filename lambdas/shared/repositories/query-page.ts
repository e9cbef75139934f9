/**
 * One page of one partition, of the table or of GSI1: a single Query, with the opaque page token
 * checked to belong to that partition (a forged token is a 400, never a read of another one).
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

import { INDEXES, TABLE_KEYS } from '../../domain/data-keys';
import { documentClient, tableName } from '../dynamo-client';
import { decodePageToken, encodePageToken } from '../page-token';

export interface Page<T> {
  items: T[];
  nextToken?: string;
}

export interface PageRequest {
  partition: string;
  /** Query GSI1 (`GSI1PK`) instead of the table (`PK`). */
  byIndex?: boolean;
  newestFirst?: boolean;
  limit: number;
  nextToken?: string;
}

const TABLE_KEY_ATTRIBUTES = [TABLE_KEYS.partition, TABLE_KEYS.sort];
const INDEX_KEY_ATTRIBUTES = [
  ...TABLE_KEY_ATTRIBUTES,
  INDEXES.byParent.partition,
  INDEXES.byParent.sort,
];

export async function queryPage<T>(request: PageRequest): Promise<Page<T>> {
  const partitionAttribute = request.byIndex ? INDEXES.byParent.partition : TABLE_KEYS.partition;
  const { Items, LastEvaluatedKey } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      ...(request.byIndex ? { IndexName: INDEXES.byParent.name } : {}),
      KeyConditionExpression: `${partitionAttribute} = :pk`,
      ExpressionAttributeValues: { ':pk': request.partition },
      ScanIndexForward: !request.newestFirst,
      Limit: request.limit,
      ExclusiveStartKey: decodePageToken(
        request.nextToken,
        request.byIndex ? INDEX_KEY_ATTRIBUTES : TABLE_KEY_ATTRIBUTES,
        { [partitionAttribute]: request.partition },
      ),
    }),
  );
  const nextToken = encodePageToken(LastEvaluatedKey);
  return { items: (Items ?? []) as T[], ...(nextToken ? { nextToken } : {}) };
}
