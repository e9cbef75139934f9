/** Whole items by key in one BatchGet, for the authorization's one read of a request's units. */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../domain/data-keys';
import type { OrgunitRecord } from '../../domain/records';
import { documentClient, tableName } from '../dynamo-client';

type ItemKey = Record<string, unknown>;

/**
 * Up to 100 items in one BatchGet (unprocessed keys retried); keys that name no item are absent.
 * `consistentRead`: every write committed before the call is seen (twice the read capacity).
 */
export async function batchGetItems(
  itemKeys: readonly ItemKey[],
  consistentRead = false,
): Promise<ItemKey[]> {
  const items: ItemKey[] = [];
  const table = tableName();
  let keysToRead = [...itemKeys];
  while (keysToRead.length > 0) {
    const { Responses, UnprocessedKeys } = await documentClient.send(
      new BatchGetCommand({
        RequestItems: {
          [table]: { Keys: keysToRead, ...(consistentRead ? { ConsistentRead: true } : {}) },
        },
      }),
    );
    items.push(...(Responses?.[table] ?? []));
    keysToRead = UnprocessedKeys?.[table]?.Keys ?? [];
  }
  return items;
}

/** The orgunit items among `items` (by their sort key), by unit id. */
export function unitsById(items: readonly ItemKey[]): Map<string, OrgunitRecord> {
  const records = new Map<string, OrgunitRecord>();
  for (const item of items) {
    if (item.SK === keys.orgunit('').SK) {
      const record = item as unknown as OrgunitRecord;
      records.set(record.identifier, record);
    }
  }
  return records;
}

/** Up to 100 units in one BatchGet; ids that name no unit are absent. */
export async function getOrgunitRecords(
  ids: readonly string[],
): Promise<Map<string, OrgunitRecord>> {
  return unitsById(await batchGetItems([...new Set(ids)].map((id) => keys.orgunit(id))));
}
