/**
 * The descendants of a unit: paged Queries on GSI2 (TREE#{topId}, chain prefix `{chain}/`),
 * reading only the identifier and chain of each unit. Never a Scan, never one call per node.
 */
import { paginateQuery } from '@aws-sdk/lib-dynamodb';

import { INDEXES, keys } from '../domain/data-keys';
import { chainIds, OUID_CHAIN_SEPARATOR, type UnitPlacement } from '../domain/units';
import { documentClient, tableName } from '../shared/dynamo-client';
import type { PlanUnit } from './plan-tree';

export async function* descendantsOf(unit: UnitPlacement): AsyncGenerator<PlanUnit> {
  const topId = chainIds(unit.ouidChain)[0] ?? unit.id;
  const pages = paginateQuery(
    { client: documentClient },
    {
      TableName: tableName(),
      IndexName: INDEXES.byTree.name,
      // The separator keeps `ou-a/ou-b` from matching a sibling such as `ou-a/ou-bc`.
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      ProjectionExpression: 'identifier, ouidChain',
      ExpressionAttributeNames: { '#pk': INDEXES.byTree.partition, '#sk': INDEXES.byTree.sort },
      ExpressionAttributeValues: {
        ':pk': keys.orgunitTree(topId),
        ':prefix': `${unit.ouidChain}${OUID_CHAIN_SEPARATOR}`,
      },
    },
  );
  for await (const page of pages) yield* (page.Items ?? []) as PlanUnit[];
}
