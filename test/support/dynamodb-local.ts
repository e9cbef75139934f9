/**
 * Starts DynamoDB Local (the official jar, in memory) on a free port in 8100-8199, creates the
 * single table exactly as the handlers expect it, and stops it again. For tests only.
 */
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

import {
  CreateTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { spawnDynamoDbLocal } from '../../local/dynamodb-process';

import { createTableInput, timeToLiveInput } from '../../lambdas/shared/table-definition';

const PORT_RANGE = { first: 8100, last: 8199 } as const;
const STARTUP_TIMEOUT_MS = 30_000;
export const TEST_REGION = 'ap-south-1';
/** DynamoDB Local accepts any credentials; these only satisfy the SDK's signer. */
const TEST_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

export interface DynamoDbLocal {
  endpoint: string;
  tableName: string;
  documentClient: DynamoDBDocumentClient;
  /** Points the handlers' unchanged SDK clients (env-configured) at this instance. */
  applyHandlerEnv(): void;
  stop(): Promise<void>;
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () =>
      server.close(() => resolve(true)),
    );
  });
}

async function freePort(): Promise<number> {
  const size = PORT_RANGE.last - PORT_RANGE.first + 1;
  const start = Math.floor(Math.random() * size);
  for (let step = 0; step < size; step += 1) {
    const port = PORT_RANGE.first + ((start + step) % size);
    if (await isPortFree(port)) return port;
  }
  throw new Error(`No free port in ${PORT_RANGE.first}-${PORT_RANGE.last} for DynamoDB Local`);
}

async function waitUntilReady(client: DynamoDBClient, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`DynamoDB Local exited with ${child.exitCode}: ${output()}`);
    }
    try {
      await client.send(new ListTablesCommand({}));
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`DynamoDB Local did not answer within ${STARTUP_TIMEOUT_MS} ms: ${output()}`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function startDynamoDbLocal(tableName = 'orgconsole-test'): Promise<DynamoDbLocal> {
  const port = await freePort();
  const { child } = spawnDynamoDbLocal({ port, detached: false });
  let output = '';
  child.stdout?.on(
    'data',
    (chunk: Buffer) => (output = (output + chunk.toString()).slice(-10_000)),
  );
  child.stderr?.on(
    'data',
    (chunk: Buffer) => (output = (output + chunk.toString()).slice(-10_000)),
  );

  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: TEST_REGION,
    credentials: TEST_CREDENTIALS,
  });
  try {
    await waitUntilReady(client, child, () => output);
    await client.send(new CreateTableCommand(createTableInput(tableName)));
    await client.send(new UpdateTimeToLiveCommand(timeToLiveInput(tableName)));
  } catch (error) {
    client.destroy();
    await stopProcess(child);
    throw error;
  }

  return {
    endpoint,
    tableName,
    documentClient: DynamoDBDocumentClient.from(client),
    applyHandlerEnv() {
      process.env.AWS_ENDPOINT_URL_DYNAMODB = endpoint;
      process.env.AWS_REGION = TEST_REGION;
      process.env.AWS_ACCESS_KEY_ID = TEST_CREDENTIALS.accessKeyId;
      process.env.AWS_SECRET_ACCESS_KEY = TEST_CREDENTIALS.secretAccessKey;
      process.env.TABLE_NAME = tableName;
    },
    async stop() {
      client.destroy();
      await stopProcess(child);
    },
  };
}
