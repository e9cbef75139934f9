/**
 * Every stored unit, tree by tree: the SYSTEM unit and the tenants (GSI1 `TENANTS`), then each
 * tree's units (GSI2 `TREE#{topId}`), a Query per page and never a Scan.
 */
import { paginateQuery } from '@aws-sdk/lib-dynamodb';

import { INDEXES, keys } from '../../lambdas/domain/data-keys';
import type { OrgunitRecord } from '../../lambdas/domain/records';
import { SYSTEM_UNIT_ID } from './system-unit';
import type { BootstrapTarget } from './target';

/** The SYSTEM unit and every tenant (ROOT unit). */
export async function topUnitIds(target: BootstrapTarget): Promise<string[]> {
  const ids = [SYSTEM_UNIT_ID];
  const pages = paginateQuery(
    { client: target.documents },
    {
      TableName: target.tableName,
      IndexName: INDEXES.byParent.name,
      KeyConditionExpression: '#pk = :pk',
      ProjectionExpression: 'identifier',
      ExpressionAttributeNames: { '#pk': INDEXES.byParent.partition },
      ExpressionAttributeValues: { ':pk': keys.tenantsIndex },
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) ids.push((item as OrgunitRecord).identifier);
  }
  return ids;
}

/** Pages of units with the named attributes (names go through expression attribute names). */
export async function* everyUnit<Fields extends keyof OrgunitRecord>(
  target: BootstrapTarget,
  attributes: readonly Fields[],
): AsyncGenerator<Pick<OrgunitRecord, Fields>[]> {
  const names = Object.fromEntries(attributes.map((name, index) => [`#a${index}`, name]));
  for (const topId of await topUnitIds(target)) {
    const pages = paginateQuery(
      { client: target.documents },
      {
        TableName: target.tableName,
        IndexName: INDEXES.byTree.name,
        KeyConditionExpression: '#pk = :pk',
        ProjectionExpression: Object.keys(names).join(', '),
        ExpressionAttributeNames: { '#pk': INDEXES.byTree.partition, ...names },
        ExpressionAttributeValues: { ':pk': keys.orgunitTree(topId) },
      },
    );
    for await (const page of pages) yield (page.Items ?? []) as Pick<OrgunitRecord, Fields>[];
  }
}
