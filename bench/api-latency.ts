/**
 * Part 3 of `npm run bench`: GET /orgunit/ou-root through the local API (gateway, token check,
 * orgunit handler, DynamoDB Local) at 20 concurrent clients, next to a raw GetItem of the same
 * item on the same DynamoDB Local at the same concurrency. Everything listens on 127.0.0.1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../lambdas/domain/data-keys';
import { type RunningPlatform, startPlatform } from '../local/platform';
import { ROOT_UNIT_ID } from '../local/seed-data';
import {
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  LOCAL_RESOURCES,
  loadLocalSettings,
} from '../local/settings';
import { freePortOffset } from './free-offset';
import { type LoadResult, runLoad } from './load';
import { ms, percentile, ratio } from './stats';

const LOAD = { total: 2_000, warmUp: 100, concurrency: 20, deadlineMs: 120_000 } as const;

async function signInAdmin(platform: RunningPlatform): Promise<string> {
  const client = new CognitoIdentityProviderClient({
    endpoint: platform.urls.cognito,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    const answer = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: platform.userPool.userPoolClientId,
        AuthParameters: { USERNAME: platform.adminUsername, PASSWORD: platform.adminPassword },
      }),
    );
    const idToken = answer.AuthenticationResult?.IdToken;
    if (!idToken) throw new Error('The admin sign-in returned no ID token');
    return idToken;
  } finally {
    client.destroy();
  }
}

function apiCall(platform: RunningPlatform, idToken: string): () => Promise<void> {
  const url = `${platform.urls.api}/orgunit/${ROOT_UNIT_ID}`;
  return async () => {
    const response = await fetch(url, { headers: { Authorization: idToken } });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${body.slice(0, 120)}`);
  };
}

function getItemCall(client: DynamoDBDocumentClient): () => Promise<void> {
  return async () => {
    const answer = await client.send(
      new GetCommand({ TableName: LOCAL_RESOURCES.tableName, Key: keys.orgunit(ROOT_UNIT_ID) }),
    );
    if (!answer.Item) throw new Error(`${ROOT_UNIT_ID} is not in the table`);
  };
}

async function measure(call: () => Promise<void>): Promise<LoadResult> {
  const { concurrency, deadlineMs } = LOAD;
  await runLoad({ total: LOAD.warmUp, concurrency, deadlineMs, call });
  return runLoad({ total: LOAD.total, concurrency, deadlineMs, call });
}

function printLine(label: string, result: LoadResult, base?: LoadResult): void {
  const p50 = percentile(result.latencies, 0.5);
  const p99 = percentile(result.latencies, 0.99);
  const perSecond = (result.latencies.length / result.elapsedMs) * 1000;
  const versus = base
    ? `  (p50 ${ratio(p50, percentile(base.latencies, 0.5))}, p99 ${ratio(p99, percentile(base.latencies, 0.99))} the raw GetItem)`
    : '';
  const failures = result.failures > 0 ? `, ${result.failures} FAILED: ${result.firstFailure}` : '';
  console.log(
    `  ${label.padEnd(34)} p50 ${ms(p50).padStart(9)}  p99 ${ms(p99).padStart(9)}  ` +
      `${perSecond.toFixed(0).padStart(5)}/s  (${result.latencies.length} ok${failures})${versus}`,
  );
}

export async function reportApiLatency(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  const offset = await freePortOffset();
  const settings = loadLocalSettings({
    ...process.env,
    LOCAL_PORT_OFFSET: String(offset),
    LOCAL_DATA_DIR: dataDir,
    LOCAL_SERVE_CONSOLE: 'false',
  });
  let platform: RunningPlatform | undefined;
  let dynamo: DynamoDBClient | undefined;
  try {
    platform = await startPlatform(settings);
    const idToken = await signInAdmin(platform);
    const api = await measure(apiCall(platform, idToken));
    dynamo = new DynamoDBClient({
      endpoint: platform.urls.dynamodb,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
    const raw = await measure(getItemCall(DynamoDBDocumentClient.from(dynamo)));
    console.log(
      `\nLocal API at ${LOAD.concurrency} concurrent clients (${LOAD.total} requests after ` +
        `${LOAD.warmUp} warm-up; port offset ${offset}; client, gateway and handlers share one node process)`,
    );
    printLine(`GET /orgunit/${ROOT_UNIT_ID} (local API)`, api, raw);
    printLine('raw GetItem on DynamoDB Local', raw);
  } finally {
    dynamo?.destroy();
    await platform?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
