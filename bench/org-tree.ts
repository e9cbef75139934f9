/**
 * A synthetic org tree for the org plan bench: the ROOT unit with 9 children, then 10 children
 * per unit for three more levels: 1 + 9 + 90 + 900 + 9,000 = 10,000 units, written in batches.
 */
import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { orgunitRecord } from '../lambdas/domain/record-builders';
import type { OrgunitRecord } from '../lambdas/domain/records';
import { childChain } from '../lambdas/domain/units';

export const TREE_ROOT_ID = 'ou-root';
const ROOT_CHILDREN = 9;
const BRANCHING = 10;
const DEPTH_BELOW_ROOT = 4;
const BATCH_SIZE = 25;
const WRITERS = 4;
const CREATED = '2026-11-21T00:00:00.000Z';

function unit(id: string, ouidChain: string, type: OrgunitRecord['type']): OrgunitRecord {
  return orgunitRecord({
    identifier: id,
    ouidChain,
    type,
    name: `Unit ${id}`,
    description: `Benchmark unit ${id}`,
    emailId: `${id}@example.com`,
    mobile: '+919000000000',
    markedForDeletion: false,
    createdBy: 'bench',
    createdDate: CREATED,
    lastModifiedDate: CREATED,
    version: 1,
  });
}

export function buildOrgTree(): OrgunitRecord[] {
  const units = [unit(TREE_ROOT_ID, TREE_ROOT_ID, 'ROOT')];
  let level = [{ id: TREE_ROOT_ID, chain: TREE_ROOT_ID, suffix: '' }];
  for (let depth = 1; depth <= DEPTH_BELOW_ROOT; depth += 1) {
    const children = depth === 1 ? ROOT_CHILDREN : BRANCHING;
    level = level.flatMap((parent) =>
      Array.from({ length: children }, (_, index) => {
        const suffix = `${parent.suffix}-${index}`;
        const id = `ou${suffix}`;
        return { id, chain: childChain(parent.chain, id), suffix };
      }),
    );
    units.push(...level.map((child) => unit(child.id, child.chain, 'ORGUNIT')));
  }
  return units;
}

async function writeBatch(
  client: DynamoDBDocumentClient,
  tableName: string,
  items: readonly object[],
): Promise<void> {
  let requests = items.map((Item) => ({ PutRequest: { Item } }));
  while (requests.length > 0) {
    const answer = await client.send(
      new BatchWriteCommand({ RequestItems: { [tableName]: requests } }),
    );
    requests = (answer.UnprocessedItems?.[tableName] ?? []) as typeof requests;
  }
}

/** Writes `items` in batches of 25 with a few writers side by side. */
export async function writeItems(
  client: DynamoDBDocumentClient,
  tableName: string,
  items: readonly object[],
): Promise<void> {
  const batches: object[][] = [];
  for (let start = 0; start < items.length; start += BATCH_SIZE) {
    batches.push(items.slice(start, start + BATCH_SIZE));
  }
  const writer = async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift()) {
      await writeBatch(client, tableName, batch);
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
}
