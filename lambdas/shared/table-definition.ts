/**
 * The single table's key schema and GSIs (data-keys.ts) as a CreateTable input, and its TTL, so
 * the local platform, the tests and the CDK table are exactly the table the handlers use.
 */
import type {
  CreateTableCommandInput,
  UpdateTimeToLiveCommandInput,
} from '@aws-sdk/client-dynamodb';

import { INDEXES, TABLE_KEYS } from '../domain/data-keys';

function keySchema(partition: string, sort: string) {
  return [
    { AttributeName: partition, KeyType: 'HASH' as const },
    { AttributeName: sort, KeyType: 'RANGE' as const },
  ];
}

export function createTableInput(tableName: string): CreateTableCommandInput {
  const indexes = Object.values(INDEXES);
  const attributeNames = [
    TABLE_KEYS.partition,
    TABLE_KEYS.sort,
    ...indexes.flatMap((index) => [index.partition, index.sort]),
  ];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: attributeNames.map((name) => ({
      AttributeName: name,
      AttributeType: 'S',
    })),
    KeySchema: keySchema(TABLE_KEYS.partition, TABLE_KEYS.sort),
    GlobalSecondaryIndexes: indexes.map((index) => ({
      IndexName: index.name,
      KeySchema: keySchema(index.partition, index.sort),
      Projection: { ProjectionType: 'ALL' },
    })),
  };
}

/** Epoch seconds after which DynamoDB deletes an item (idempotency outcomes carry it). */
export const TABLE_TIME_TO_LIVE_ATTRIBUTE = 'expiresAt';

/** CreateTable cannot set a TTL: this follows it (and is refused once TTL is on). */
export function timeToLiveInput(tableName: string): UpdateTimeToLiveCommandInput {
  return {
    TableName: tableName,
    TimeToLiveSpecification: { AttributeName: TABLE_TIME_TO_LIVE_ATTRIBUTE, Enabled: true },
  };
}
