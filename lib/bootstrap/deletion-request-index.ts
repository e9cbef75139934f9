/**
 * Lists deletion requests filed before the system admins' workqueue existed in it (GSI2
 * `DELETIONREQUESTS`, data-keys.ts), once per table: a `MIGRATIONS` item records that the rewrite
 * finished. Each tenant's requests are one Query of its GSI1 `DELETIONS#{topId}` partition; only
 * requests without the entry are written, and a run cut short is finished by the next.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, paginateQuery, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

import { INDEXES, keys } from '../../lambdas/domain/data-keys';
import type { DeletionRequestRecord } from '../../lambdas/domain/deletion-records';
import { topUnitIds } from './every-unit';
import type { Step } from './steps';
import type { BootstrapTarget } from './target';

export const DELETION_REQUEST_MIGRATION = 'deletion-request-index';

type UnlistedRequest = Pick<DeletionRequestRecord, 'PK' | 'SK' | 'identifier' | 'requestedAt'>;

async function listRequest(target: BootstrapTarget, request: UnlistedRequest): Promise<boolean> {
  try {
    await target.documents.send(
      new UpdateCommand({
        TableName: target.tableName,
        Key: { PK: request.PK, SK: request.SK },
        UpdateExpression: 'SET GSI2PK = :pk, GSI2SK = :sk',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(GSI2PK)',
        ExpressionAttributeValues: {
          ':pk': keys.allDeletionRequests,
          ':sk': `${request.requestedAt}#${request.identifier}`,
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

async function listTenantRequests(target: BootstrapTarget, topId: string): Promise<number> {
  let listed = 0;
  const pages = paginateQuery(
    { client: target.documents },
    {
      TableName: target.tableName,
      IndexName: INDEXES.byParent.name,
      KeyConditionExpression: '#pk = :pk',
      FilterExpression: 'attribute_not_exists(GSI2PK)',
      ProjectionExpression: 'PK, SK, identifier, requestedAt',
      ExpressionAttributeNames: { '#pk': INDEXES.byParent.partition },
      ExpressionAttributeValues: { ':pk': keys.deletionRequests(topId) },
    },
  );
  for await (const page of pages) {
    for (const request of (page.Items ?? []) as UnlistedRequest[]) {
      if (await listRequest(target, request)) listed += 1;
    }
  }
  return listed;
}

/** Undefined when an earlier run finished the rewrite; else how many requests it listed. */
export async function indexDeletionRequests(target: BootstrapTarget): Promise<number | undefined> {
  const marker = keys.migration(DELETION_REQUEST_MIGRATION);
  const { Item } = await target.documents.send(
    new GetCommand({ TableName: target.tableName, Key: marker, ConsistentRead: true }),
  );
  if (Item) return undefined;
  let listed = 0;
  for (const topId of await topUnitIds(target)) listed += await listTenantRequests(target, topId);
  await target.documents.send(
    new PutCommand({
      TableName: target.tableName,
      Item: { ...marker, entity: 'migration', completedAt: new Date().toISOString(), listed },
    }),
  );
  return listed;
}

export async function deletionRequestIndexStep(target: BootstrapTarget): Promise<Step> {
  const listed = await indexDeletionRequests(target);
  const subject = "system admins' list of deletion requests";
  if (listed === undefined) return { outcome: 'unchanged', subject };
  return { outcome: 'updated', subject, note: `${listed} listed` };
}
