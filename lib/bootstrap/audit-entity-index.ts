/**
 * Gives audit records written before the notifications' entity filter existed their entry in it
 * (GSI2 `AUDITOF#{ouid}#{entity}`, data-keys.ts), once per table: a `MIGRATIONS` item records that
 * the rewrite finished, so later runs read one item. Each unit's audit partition is read page by
 * page, only records without the entry are written, and a run cut short is finished by the next.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, paginateQuery, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../lambdas/domain/data-keys';
import type { AuditRecord } from '../../lambdas/domain/records';
import { everyUnit } from './every-unit';
import type { Step } from './steps';
import type { BootstrapTarget } from './target';

export const AUDIT_ENTITY_MIGRATION = 'audit-entity-index';

type UnindexedRecord = Pick<AuditRecord, 'PK' | 'SK' | 'ouid' | 'targetEntity'>;

async function indexRecord(target: BootstrapTarget, record: UnindexedRecord): Promise<boolean> {
  try {
    await target.documents.send(
      new UpdateCommand({
        TableName: target.tableName,
        Key: { PK: record.PK, SK: record.SK },
        UpdateExpression: 'SET GSI2PK = :pk, GSI2SK = :sk',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(GSI2PK)',
        ExpressionAttributeValues: {
          ':pk': keys.auditOfEntity(record.ouid, record.targetEntity),
          ':sk': record.SK,
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

async function indexUnitRecords(target: BootstrapTarget, ouid: string): Promise<number> {
  let indexed = 0;
  const pages = paginateQuery(
    { client: target.documents },
    {
      TableName: target.tableName,
      KeyConditionExpression: 'PK = :pk',
      FilterExpression: 'attribute_not_exists(GSI2PK)',
      ProjectionExpression: 'PK, SK, ouid, targetEntity',
      ExpressionAttributeValues: { ':pk': keys.auditOfUnit(ouid) },
    },
  );
  for await (const page of pages) {
    for (const record of (page.Items ?? []) as UnindexedRecord[]) {
      if (await indexRecord(target, record)) indexed += 1;
    }
  }
  return indexed;
}

/** Undefined when an earlier run finished the rewrite; else how many records it indexed. */
export async function indexAuditEntities(target: BootstrapTarget): Promise<number | undefined> {
  const marker = keys.migration(AUDIT_ENTITY_MIGRATION);
  const { Item } = await target.documents.send(
    new GetCommand({ TableName: target.tableName, Key: marker, ConsistentRead: true }),
  );
  if (Item) return undefined;
  let indexed = 0;
  for await (const units of everyUnit(target, ['identifier'])) {
    for (const unit of units) indexed += await indexUnitRecords(target, unit.identifier);
  }
  await target.documents.send(
    new PutCommand({
      TableName: target.tableName,
      Item: { ...marker, entity: 'migration', completedAt: new Date().toISOString(), indexed },
    }),
  );
  return indexed;
}

export async function auditEntityIndexStep(target: BootstrapTarget): Promise<Step> {
  const indexed = await indexAuditEntities(target);
  const subject = 'entity index of audit records (notifications filter)';
  if (indexed === undefined) return { outcome: 'unchanged', subject };
  return { outcome: 'updated', subject, note: `${indexed} indexed` };
}
