/** Units, artifacts and direct reads of the table, the buckets and the event log for config tests. */
import { randomUUID } from 'node:crypto';

import { HeadObjectCommand, NotFound, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../../lambdas/domain/data-keys';
import type { ActiveConfigRecord, AuditRecord } from '../../../lambdas/domain/records';
import { ROOT_UNIT_ID } from '../../../local/seed-data';
import { LOCAL_CREDENTIALS, LOCAL_REGION, LOCAL_RESOURCES } from '../../../local/settings';
import type { RecordedEvent } from '../../../local/event-log';
import { tableClient } from './accounts';
import { type ApiAnswer, callApi } from './api';
import { createUnit } from './orgunit-api';
import type { PlatformFacts } from './platform-process';

export const VALID_APP_CONFIG = { roles: [{ value: 'agent', name: 'Agent' }] };
export const VALID_CORE_CONFIG = {
  home: 'orgunits',
  roles: [
    { value: 'admin', name: 'Admin' },
    { value: 'user', name: 'User' },
  ],
  applications: [{ id: 'ticketapp', name: 'Issue Tracker' }],
  entityRules: [{ entity: 'orgunit', publishToApiTopic: { actions: ['C'] } }],
};

export function s3Client(facts: PlatformFacts): S3Client {
  return new S3Client({
    endpoint: facts.urls.s3,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
}

/** Deploys an artifact (JSON, or raw text as given) and returns its ETag. */
export async function deployArtifact(
  facts: PlatformFacts,
  key: string,
  content: unknown,
  bucket: string = LOCAL_RESOURCES.configBucket,
): Promise<string> {
  const s3 = s3Client(facts);
  try {
    const put = await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: typeof content === 'string' ? content : JSON.stringify(content),
        ContentType: 'application/json',
      }),
    );
    return put.ETag ?? '';
  } finally {
    s3.destroy();
  }
}

/** The object's size, or undefined when there is none. */
export async function objectSize(
  facts: PlatformFacts,
  bucket: string,
  key: string,
): Promise<number | undefined> {
  const s3 = s3Client(facts);
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return head.ContentLength;
  } catch (error) {
    if (error instanceof NotFound) return undefined;
    throw error;
  } finally {
    s3.destroy();
  }
}

/** A new unit under ROOT (or under `parent`), made through the API by the admin. */
export async function newUnit(
  facts: PlatformFacts,
  adminToken: string,
  parent: { id: string; chain: string } = { id: ROOT_UNIT_ID, chain: ROOT_UNIT_ID },
): Promise<{ id: string; chain: string }> {
  const answer = await createUnit(facts, adminToken, parent, {
    name: `Config test ${randomUUID().slice(0, 8)}`,
    description: 'made by the config tests',
  });
  if (answer.status !== 201) throw new Error(`Unit not created: ${JSON.stringify(answer.body)}`);
  const data = (answer.body as { data: { data: { identifier: string; ouidChain: string } } }).data
    .data;
  return { id: data.identifier, chain: data.ouidChain };
}

export function activate(
  facts: PlatformFacts,
  token: string,
  ouid: string,
  identifier: string,
  body: unknown,
  query = '?createArtifact=true',
): Promise<ApiAnswer> {
  return callApi(facts, `/config/${encodeURIComponent(identifier)}${query}`, {
    method: 'PUT',
    token,
    headers: { 'x-ouid': ouid },
    body,
  });
}

export async function activeConfig(
  facts: PlatformFacts,
  ouid: string,
  identifier: string,
): Promise<ActiveConfigRecord | undefined> {
  const table = tableClient(facts);
  try {
    const { Item } = await table.send(
      new GetCommand({
        TableName: LOCAL_RESOURCES.tableName,
        Key: keys.activeConfig(ouid, identifier),
        ConsistentRead: true,
      }),
    );
    return Item as ActiveConfigRecord | undefined;
  } finally {
    table.destroy();
  }
}

export async function auditRecordsOf(facts: PlatformFacts, ouid: string): Promise<AuditRecord[]> {
  const table = tableClient(facts);
  try {
    const { Items } = await table.send(
      new QueryCommand({
        TableName: LOCAL_RESOURCES.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.auditOfUnit(ouid) },
        ConsistentRead: true,
      }),
    );
    return (Items ?? []) as AuditRecord[];
  } finally {
    table.destroy();
  }
}

export async function recordedEvents(facts: PlatformFacts): Promise<RecordedEvent[]> {
  const response = await fetch(`${facts.urls.events}?limit=1000`);
  return ((await response.json()) as { items: RecordedEvent[] }).items;
}
