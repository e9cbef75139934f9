/**
 * A unit's config versions (PK=OU#{ouid}, SK=CONFIGVERSION#{identifier}#{number, 10 digits}),
 * written only with an activation (config/activation-writes.ts) and never changed: one version,
 * and pages of them newest first.
 */
import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../domain/data-keys';
import type { ActiveConfigRecord, ConfigVersionRecord } from '../../domain/records';
import { documentClient, tableName } from '../dynamo-client';
import { type Page, queryPage } from './query-page';

export async function readConfigVersion(
  ouid: string,
  identifier: string,
  number: number,
): Promise<ConfigVersionRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: keys.configVersion(ouid, identifier, number) }),
  );
  return Item as ConfigVersionRecord | undefined;
}

/** The unit's own active record of the identifier (not the config in force). */
export async function readOwnActiveConfig(
  ouid: string,
  identifier: string,
): Promise<ActiveConfigRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: keys.activeConfig(ouid, identifier) }),
  );
  return Item?.entity === 'config' ? (Item as ActiveConfigRecord) : undefined;
}

/** One version and the unit's own active record, in one BatchGet. */
export async function readVersionWithActive(
  ouid: string,
  identifier: string,
  number: number,
): Promise<{ version?: ConfigVersionRecord; own?: ActiveConfigRecord }> {
  const table = tableName();
  const found: { version?: ConfigVersionRecord; own?: ActiveConfigRecord } = {};
  let wanted: Record<string, unknown>[] = [
    keys.configVersion(ouid, identifier, number),
    keys.activeConfig(ouid, identifier),
  ];
  while (wanted.length > 0) {
    const { Responses, UnprocessedKeys } = await documentClient.send(
      new BatchGetCommand({ RequestItems: { [table]: { Keys: wanted } } }),
    );
    for (const item of Responses?.[table] ?? []) {
      if (item.entity === 'configversion') found.version = item as ConfigVersionRecord;
      else if (item.entity === 'config') found.own = item as ActiveConfigRecord;
    }
    wanted = UnprocessedKeys?.[table]?.Keys ?? [];
  }
  return found;
}

export function configVersionsPage(
  ouid: string,
  identifier: string,
  limit: number,
  nextToken: string | undefined,
): Promise<Page<ConfigVersionRecord>> {
  return queryPage<ConfigVersionRecord>({
    partition: keys.configVersion(ouid, identifier, 1).PK,
    sortKeyPrefix: keys.configVersionPrefix(identifier),
    newestFirst: true,
    limit,
    ...(nextToken !== undefined ? { nextToken } : {}),
  });
}
