/**
 * The purge's reads and deletes of one unit's items (lambdas/orgunit/purge-deleted.ts): everything
 * that belongs to the unit is found by key, never by a Scan, and removed in BatchWriteItem calls.
 */
import { BatchWriteCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';

import { INDEXES, keys } from '../../domain/data-keys';
import { documentClient, tableName } from '../dynamo-client';

const BATCH_WRITE_LIMIT = 25;

export type ItemKey = { PK: string; SK: string };

export interface UnitHoldings {
  /** The unit item and its DELETED item. */
  unitKeys: ItemKey[];
  /**
   * Every other item of the unit: its partition's (name words, configs, documents, teams,
   * requests), its memberships and application memberships, its teams' memberships and the
   * sibling names its children hold.
   */
  otherKeys: ItemKey[];
  /** The users whose memberships of the unit are among `otherKeys`, each once. */
  members: string[];
}

async function queryAll(
  input: Omit<QueryCommandInput, 'TableName'>,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: startKey }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

function byPartition(pk: string): Promise<Record<string, unknown>[]> {
  return queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': pk },
    ProjectionExpression: 'PK, SK, username',
  });
}

function byIndexPartition(partition: string): Promise<Record<string, unknown>[]> {
  return queryAll({
    IndexName: INDEXES.byParent.name,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': INDEXES.byParent.partition },
    ExpressionAttributeValues: { ':pk': partition },
    ProjectionExpression: 'PK, SK, username',
  });
}

function keyOf(item: Record<string, unknown>): ItemKey {
  return { PK: String(item.PK), SK: String(item.SK) };
}

const TEAM_PREFIX = keys.team('', '').SK;

function isUnitItem(key: ItemKey): boolean {
  return key.SK === keys.orgunit('').SK || key.SK === keys.deletedUnit('').SK;
}

/** The keys of every item of the unit: four Queries side by side, then one per team. */
export async function readUnitHoldings(id: string): Promise<UnitHoldings> {
  const [own, members, appMembers, childNames] = await Promise.all([
    byPartition(keys.orgunit(id).PK),
    byIndexPartition(keys.unitMembers(id)),
    byIndexPartition(keys.unitAppMembers(id)),
    byPartition(keys.siblingName(id, '').PK),
  ]);
  const teamIds = own
    .map((item) => String(item.SK))
    .filter((sk) => sk.startsWith(TEAM_PREFIX))
    .map((sk) => sk.slice(TEAM_PREFIX.length));
  const teamMembers = (
    await Promise.all(teamIds.map((teamId) => byIndexPartition(keys.teamMembers(teamId))))
  ).flat();
  return {
    unitKeys: own.map(keyOf).filter(isUnitItem),
    otherKeys: [
      ...own.map(keyOf).filter((key) => !isUnitItem(key)),
      ...members.map(keyOf),
      ...appMembers.map(keyOf),
      ...teamMembers.map(keyOf),
      ...childNames.map(keyOf),
    ],
    members: [...new Set(members.map((item) => String(item.username)))],
  };
}

/** Deletes the items, 25 a call; unprocessed ones are sent again after a growing pause. */
export async function deleteItems(itemKeys: readonly ItemKey[]): Promise<void> {
  const table = tableName();
  for (let start = 0; start < itemKeys.length; start += BATCH_WRITE_LIMIT) {
    let requests: Record<string, unknown>[] = itemKeys
      .slice(start, start + BATCH_WRITE_LIMIT)
      .map((key) => ({ DeleteRequest: { Key: key } }));
    for (let attempt = 0; requests.length > 0; attempt += 1) {
      const { UnprocessedItems } = await documentClient.send(
        new BatchWriteCommand({ RequestItems: { [table]: requests } }),
      );
      requests = (UnprocessedItems?.[table] ?? []) as Record<string, unknown>[];
      if (requests.length > 0)
        await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  }
}
