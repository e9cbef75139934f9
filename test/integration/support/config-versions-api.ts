/** Calls of the config write and history routes (issue 38), and direct reads of what they store. */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../../lambdas/domain/data-keys';
import type { ConfigLocksRecord, ConfigVersionRecord } from '../../../lambdas/domain/records';
import { LOCAL_RESOURCES } from '../../../local/settings';
import { tableClient } from './accounts';
import { type ApiAnswer, callApi } from './api';
import { s3Client } from './config-fixture';
import type { PlatformFacts } from './platform-process';

const configPath = (identifier: string) => `/config/${encodeURIComponent(identifier)}`;

export function saveConfig(
  facts: PlatformFacts,
  token: string,
  ouid: string,
  identifier: string,
  body: unknown,
): Promise<ApiAnswer> {
  return callApi(facts, configPath(identifier), {
    method: 'POST',
    token,
    headers: { 'x-ouid': ouid },
    body,
  });
}

export function configGet(
  facts: PlatformFacts,
  token: string,
  ouid: string,
  path: string,
): Promise<ApiAnswer> {
  return callApi(facts, path, { token, headers: { 'x-ouid': ouid } });
}

export function listVersions(
  facts: PlatformFacts,
  token: string,
  ouid: string,
  identifier: string,
  query = '',
): Promise<ApiAnswer> {
  return configGet(facts, token, ouid, `${configPath(identifier)}/versions${query}`);
}

export function preview(
  facts: PlatformFacts,
  token: string,
  ouid: string,
  identifier: string,
  query: Record<string, string>,
): Promise<ApiAnswer> {
  const search = new URLSearchParams(query).toString();
  return configGet(facts, token, ouid, `${configPath(identifier)}/preview?${search}`);
}

export function rollback(
  facts: PlatformFacts,
  token: string,
  ouid: string,
  identifier: string,
  number: number,
  body: unknown,
): Promise<ApiAnswer> {
  return callApi(facts, `${configPath(identifier)}/versions/${number}/rollback`, {
    method: 'POST',
    token,
    headers: { 'x-ouid': ouid },
    body,
  });
}

export function inheritKey(
  facts: PlatformFacts,
  token: string,
  ouid: string,
  identifier: string,
  key: string,
  body: unknown,
): Promise<ApiAnswer> {
  return callApi(facts, `${configPath(identifier)}/keys/${key}`, {
    method: 'DELETE',
    token,
    headers: { 'x-ouid': ouid },
    body,
  });
}

export function setLock(
  facts: PlatformFacts,
  token: string,
  ouid: string,
  identifier: string,
  key: string,
  locked: boolean,
): Promise<ApiAnswer> {
  return callApi(facts, `${configPath(identifier)}/locks/${key}`, {
    method: locked ? 'PUT' : 'DELETE',
    token,
    headers: { 'x-ouid': ouid },
    ...(locked ? { body: {} } : {}),
  });
}

/** The unit's version records of the identifier, oldest first. */
export async function versionRecords(
  facts: PlatformFacts,
  ouid: string,
  identifier: string,
): Promise<ConfigVersionRecord[]> {
  const table = tableClient(facts);
  try {
    const { Items } = await table.send(
      new QueryCommand({
        TableName: LOCAL_RESOURCES.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: {
          ':pk': keys.orgunit(ouid).PK,
          ':prefix': keys.configVersionPrefix(identifier),
        },
        ConsistentRead: true,
      }),
    );
    return (Items ?? []) as ConfigVersionRecord[];
  } finally {
    table.destroy();
  }
}

export async function lockRecord(
  facts: PlatformFacts,
  ouid: string,
  identifier: string,
): Promise<ConfigLocksRecord | undefined> {
  const table = tableClient(facts);
  try {
    const { Item } = await table.send(
      new GetCommand({
        TableName: LOCAL_RESOURCES.tableName,
        Key: keys.configLocks(ouid, identifier),
        ConsistentRead: true,
      }),
    );
    return Item as ConfigLocksRecord | undefined;
  } finally {
    table.destroy();
  }
}

/** The keys of the config bucket under a prefix. */
export async function objectKeysUnder(facts: PlatformFacts, prefix: string): Promise<string[]> {
  const s3 = s3Client(facts);
  try {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: LOCAL_RESOURCES.configBucket, Prefix: prefix }),
    );
    return (page.Contents ?? []).map((object) => object.Key ?? '');
  } finally {
    s3.destroy();
  }
}
