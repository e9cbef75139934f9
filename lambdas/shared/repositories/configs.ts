/**
 * Active config items (PK=OU#{ouid}, SK=CONFIG#{identifier}). A unit's effective configs are its
 * own plus, per identifier, the nearest ancestor's: read for the whole ouid chain in one PartiQL
 * statement (an IN on the partition key, so DynamoDB reads those partitions only, never a Scan).
 */
import { ExecuteStatementCommand } from '@aws-sdk/lib-dynamodb';

import { CORE_CONFIG_IDENTIFIER } from '../../domain/config-schema';
import { keys } from '../../domain/data-keys';
import type { ActiveConfigRecord } from '../../domain/records';
import { chainIds } from '../../domain/units';
import { documentClient, tableName } from '../dynamo-client';

/** The active config as the API returns it (spec §3: the console reads `data.identifier`, `data.config`). */
export interface ActiveConfigView {
  identifier: string;
  key: string;
  eTag: string;
  config: unknown;
  /** The unit the config was activated on; an ancestor's when `inherited`. */
  ouid: string;
  inherited: boolean;
  createdBy: string;
  createdDate: string;
  modifiedBy?: string;
  lastModifiedDate?: string;
  version: number;
}

/** PartiQL takes at most 50 partition key values in one IN list. */
const MAX_IN_VALUES = 50;

async function activeConfigsOfPartitions(
  partitions: readonly string[],
): Promise<ActiveConfigRecord[]> {
  const records: ActiveConfigRecord[] = [];
  let nextToken: string | undefined;
  do {
    const page = await documentClient.send(
      new ExecuteStatementCommand({
        Statement: `SELECT * FROM "${tableName()}" WHERE PK IN [${partitions.map(() => '?').join(', ')}] AND begins_with(SK, ?)`,
        Parameters: [...partitions, keys.activeConfigPrefix],
        NextToken: nextToken,
      }),
    );
    records.push(...((page.Items ?? []) as ActiveConfigRecord[]));
    nextToken = page.NextToken;
  } while (nextToken);
  return records;
}

/** One statement (paged) for any chain of up to 50 units, which any real org tree is. */
async function activeConfigsOfUnits(ouids: readonly string[]): Promise<ActiveConfigRecord[]> {
  const partitions = ouids.map((ouid) => keys.activeConfig(ouid, '').PK);
  const records: ActiveConfigRecord[] = [];
  for (let start = 0; start < partitions.length; start += MAX_IN_VALUES) {
    records.push(
      ...(await activeConfigsOfPartitions(partitions.slice(start, start + MAX_IN_VALUES))),
    );
  }
  return records;
}

export function toActiveConfigView(record: ActiveConfigRecord, forUnit: string): ActiveConfigView {
  return {
    identifier: record.identifier,
    key: record.key,
    eTag: record.eTag,
    config: record.config,
    ouid: record.ouid,
    inherited: record.ouid !== forUnit,
    createdBy: record.createdBy,
    createdDate: record.createdDate,
    ...(record.modifiedBy ? { modifiedBy: record.modifiedBy } : {}),
    ...(record.lastModifiedDate ? { lastModifiedDate: record.lastModifiedDate } : {}),
    version: record.version,
  };
}

/**
 * The configs in force on the unit: for each identifier, the one active on the nearest unit of
 * its chain (the unit itself first). Sorted by identifier, `core` first.
 */
export async function effectiveConfigs(unit: {
  id: string;
  ouidChain: string;
}): Promise<ActiveConfigView[]> {
  const chain = chainIds(unit.ouidChain);
  const nearestFirst = (chain.includes(unit.id) ? chain : [...chain, unit.id]).reverse();
  const records = await activeConfigsOfUnits(nearestFirst);
  const distance = (ouid: string) => nearestFirst.indexOf(ouid);
  const chosen = new Map<string, ActiveConfigRecord>();
  for (const record of records) {
    const current = chosen.get(record.identifier);
    if (!current || distance(record.ouid) < distance(current.ouid))
      chosen.set(record.identifier, record);
  }
  return [...chosen.values()]
    .map((record) => toActiveConfigView(record, unit.id))
    .sort((a, b) =>
      a.identifier === CORE_CONFIG_IDENTIFIER
        ? -1
        : b.identifier === CORE_CONFIG_IDENTIFIER
          ? 1
          : a.identifier.localeCompare(b.identifier),
    );
}
