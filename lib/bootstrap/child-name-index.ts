/**
 * Puts child units into their parent's name order and name search (data-keys.ts), from the names
 * stored now: units written directly (the local seed) and units written before the index existed.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../lambdas/domain/data-keys';
import { nameOrderKey } from '../../lambdas/domain/name-words';
import { nameWordRecords } from '../../lambdas/domain/record-builders';
import type { OrgunitRecord } from '../../lambdas/domain/records';
import { putIfMissing } from './put-if-missing';
import { everyUnit } from './every-unit';
import type { BootstrapTarget } from './target';

type IndexedFields = Pick<
  OrgunitRecord,
  'identifier' | 'parentOuId' | 'name' | 'GSI1SK' | 'deletedTop'
>;

/** True when the unit's order key or name words had to be written. */
async function indexUnit(target: BootstrapTarget, unit: IndexedFields): Promise<boolean> {
  if (!unit.parentOuId) return false;
  const order = nameOrderKey(unit.name, unit.identifier);
  if (unit.GSI1SK !== order) {
    try {
      await target.documents.send(
        new UpdateCommand({
          TableName: target.tableName,
          Key: keys.orgunit(unit.identifier),
          UpdateExpression: 'SET GSI1SK = :order',
          // A rename in between writes the key and the words itself.
          ConditionExpression: '#name = :name',
          ExpressionAttributeNames: { '#name': 'name' },
          ExpressionAttributeValues: { ':order': order, ':name': unit.name },
        }),
      );
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }
  let written = unit.GSI1SK !== order;
  const words = nameWordRecords({
    identifier: unit.identifier,
    parentOuId: unit.parentOuId,
    name: unit.name,
  });
  for (const word of words) written = (await putIfMissing(target, word)) || written;
  return written;
}

/** One unit, by id (a unit that does not exist or has no parent is left alone). */
export async function ensureChildNameIndex(target: BootstrapTarget, id: string): Promise<void> {
  const { Item } = await target.documents.send(
    new GetCommand({ TableName: target.tableName, Key: keys.orgunit(id), ConsistentRead: true }),
  );
  if (Item) await indexUnit(target, Item as OrgunitRecord);
}

/**
 * Every child unit whose order key is not the one its name gives (one written before the index),
 * except soft-deleted ones, read tree by tree (every-unit.ts). Returns how many were indexed.
 */
export async function indexStaleChildren(target: BootstrapTarget): Promise<number> {
  let indexed = 0;
  const fields = ['identifier', 'parentOuId', 'name', 'GSI1SK', 'deletedTop'] as const;
  for await (const units of everyUnit(target, fields)) {
    for (const unit of units) {
      // A soft-deleted unit left the list and the search on purpose (its restore brings it back).
      const stale =
        unit.parentOuId &&
        unit.deletedTop === undefined &&
        unit.GSI1SK !== nameOrderKey(unit.name, unit.identifier);
      if (stale && (await indexUnit(target, unit))) indexed += 1;
    }
  }
  return indexed;
}
