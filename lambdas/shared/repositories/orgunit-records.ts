/** Whole orgunit items by id, for the authorization's one read of the units a request names. */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../domain/data-keys';
import type { OrgunitRecord } from '../../domain/records';
import { documentClient, tableName } from '../dynamo-client';

/** Up to 100 units in one BatchGet (unprocessed keys retried); ids that name no unit are absent. */
export async function getOrgunitRecords(
  ids: readonly string[],
): Promise<Map<string, OrgunitRecord>> {
  const records = new Map<string, OrgunitRecord>();
  const table = tableName();
  let keysToRead: Record<string, unknown>[] = [...new Set(ids)].map((id) => keys.orgunit(id));
  while (keysToRead.length > 0) {
    const { Responses, UnprocessedKeys } = await documentClient.send(
      new BatchGetCommand({ RequestItems: { [table]: { Keys: keysToRead } } }),
    );
    for (const item of Responses?.[table] ?? []) {
      const record = item as OrgunitRecord;
      records.set(record.identifier, record);
    }
    keysToRead = UnprocessedKeys?.[table]?.Keys ?? [];
  }
  return records;
}
