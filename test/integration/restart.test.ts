/**
 * A second start on the same data folder keeps everything and seeds nothing twice; stopping the
 * platform leaves no service answering. Runs its own platform beside the shared one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

import { configArtifactKey, CORE_CONFIG_IDENTIFIER } from '../../lambdas/domain/config-schema';
import { INDEXES, keys } from '../../lambdas/domain/data-keys';
import { ROOT_UNIT_ID, SEED_UNITS } from '../../local/seed-data';
import { LOCAL_CREDENTIALS, LOCAL_REGION, LOCAL_RESOURCES } from '../../local/settings';
import { addMembership, claimsOf, createUser, signIn, tableClient } from './support/accounts';
import { launchPlatform, type PlatformFacts, stopPlatform } from './support/platform-process';

jest.setTimeout(180_000);

/** Outside the 8100-8199 range the handler tests pick DynamoDB Local ports from. */
const PORT_OFFSET = 250;

async function rootTreeIds(facts: PlatformFacts): Promise<string[]> {
  const table = tableClient(facts);
  try {
    const answer = await table.send(
      new QueryCommand({
        TableName: LOCAL_RESOURCES.tableName,
        IndexName: INDEXES.byTree.name,
        KeyConditionExpression: '#pk = :tree',
        ExpressionAttributeNames: { '#pk': INDEXES.byTree.partition },
        ExpressionAttributeValues: { ':tree': keys.orgunitTree(ROOT_UNIT_ID) },
      }),
    );
    return (answer.Items ?? []).map((item) => String(item.identifier)).sort();
  } finally {
    table.destroy();
  }
}

async function coreArtifactETag(facts: PlatformFacts): Promise<string | undefined> {
  const s3 = new S3Client({
    endpoint: facts.urls.s3,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    forcePathStyle: true,
  });
  try {
    const head = await s3.send(
      new HeadObjectCommand({
        Bucket: LOCAL_RESOURCES.configBucket,
        Key: configArtifactKey(ROOT_UNIT_ID, CORE_CONFIG_IDENTIFIER),
      }),
    );
    return head.ETag;
  } finally {
    s3.destroy();
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

describe('restarting the local platform on the same data folder', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'orgconsole-restart-'));
  let pid: number | undefined;

  afterAll(async () => {
    if (pid !== undefined) await stopPlatform(pid);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps pool, users, memberships and seed, and stops without leaving services behind', async () => {
    const first = await launchPlatform({ portOffset: PORT_OFFSET, dataDir });
    pid = first.pid;
    const seededIds = SEED_UNITS.filter((unit) => unit.ouidChain.startsWith(ROOT_UNIT_ID))
      .map((unit) => unit.id)
      .sort();
    expect(await rootTreeIds(first.facts)).toEqual(seededIds);
    const eTag = await coreArtifactETag(first.facts);
    expect(eTag).toBeTruthy();
    await createUser(first.facts, 'survivor', 'Survivor#Pass1');
    await addMembership(first.facts, 'survivor', 'ou-sales-north', ['user']);

    await stopPlatform(first.pid);
    pid = undefined;
    for (const url of Object.values(first.facts.urls)) expect(await answers(url)).toBe(false);

    const second = await launchPlatform({ portOffset: PORT_OFFSET, dataDir });
    pid = second.pid;
    expect(second.facts.userPool).toEqual(first.facts.userPool);
    expect(await rootTreeIds(second.facts)).toEqual(seededIds);
    expect(await coreArtifactETag(second.facts)).toBe(eTag);

    const survivor = await signIn(second.facts, 'survivor', 'Survivor#Pass1');
    expect(claimsOf(survivor.idToken).policies).toBe('ou-sales-north=user');
    const admin = await signIn(
      second.facts,
      second.facts.adminUsername,
      second.facts.adminPassword,
    );
    expect(claimsOf(admin.idToken).policies).toBe('ou-root=admin;ou-system=admin;system=admin');
  });
});
