/**
 * The reads behind the config in force (config-in-force.ts): the unit records along the chains
 * (names, soft-deletion flags) and, per unit, its active configs and lock records (`CONFIG#{id}`,
 * `CONFIG#{id}#LOCKS`). For named identifiers every item has a known key, so one BatchGet (per
 * 100 keys) reads units and configs together; for every identifier (GET /config) the units'
 * `CONFIG#` ranges are read with one PartiQL statement per 50 partitions (an IN on the partition
 * key, so DynamoDB reads those partitions only, never a Scan) beside the BatchGet of the units.
 * Reads only: the config routes write these items. Eventually consistent, unless a reader asks
 * for what every committed write says (`consistentRead`: the MFA rule, mfa-requirement-read.ts).
 */
import { ExecuteStatementCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../domain/data-keys';
import type { ActiveConfigRecord, ConfigLocksRecord, OrgunitRecord } from '../../domain/records';
import { documentClient, tableName } from '../dynamo-client';
import { batchGetItems, unitsById } from './orgunit-records';

/** PartiQL takes at most 50 partition key values in one IN list. */
const MAX_IN_VALUES = 50;
/** BatchGetItem reads at most 100 keys. */
const BATCH_GET_LIMIT = 100;

type Item = Record<string, unknown>;

export interface LayerItems {
  /** Unit records by id (ids naming no unit are absent). */
  units: Map<string, OrgunitRecord>;
  /** Active configs by `${ouid}|${identifier}`. */
  configs: Map<string, ActiveConfigRecord>;
  /** Lock records by `${ouid}|${identifier}`. */
  locks: Map<string, ConfigLocksRecord>;
}

export const configItemKey = (ouid: string, identifier: string) => `${ouid}|${identifier}`;

function slices<T>(list: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < list.length; start += size)
    parts.push(list.slice(start, start + size));
  return parts;
}

async function batchGet(itemKeys: readonly Item[], consistentRead: boolean): Promise<Item[]> {
  const read = await Promise.all(
    slices(itemKeys, BATCH_GET_LIMIT).map((part) => batchGetItems(part, consistentRead)),
  );
  return read.flat();
}

async function configRangesOf(
  partitions: readonly string[],
  consistentRead: boolean,
): Promise<Item[]> {
  const items: Item[] = [];
  let nextToken: string | undefined;
  do {
    const page = await documentClient.send(
      new ExecuteStatementCommand({
        Statement: `SELECT * FROM "${tableName()}" WHERE PK IN [${partitions.map(() => '?').join(', ')}] AND begins_with(SK, ?)`,
        Parameters: [...partitions, keys.activeConfigPrefix],
        NextToken: nextToken,
        ...(consistentRead ? { ConsistentRead: true } : {}),
      }),
    );
    items.push(...(page.Items ?? []));
    nextToken = page.NextToken;
  } while (nextToken);
  return items;
}

function sorted(items: readonly Item[], identifiers?: readonly string[]): LayerItems {
  const wanted = identifiers ? new Set(identifiers) : undefined;
  const read: LayerItems = { units: unitsById(items), configs: new Map(), locks: new Map() };
  for (const item of items) {
    const { entity, ouid, identifier } = item;
    if (typeof ouid !== 'string' || typeof identifier !== 'string') continue;
    if (wanted && !wanted.has(identifier)) continue;
    const at = configItemKey(ouid, identifier);
    if (entity === 'config') read.configs.set(at, item as unknown as ActiveConfigRecord);
    else if (entity === 'configlocks') read.locks.set(at, item as unknown as ConfigLocksRecord);
  }
  return read;
}

/**
 * The units' records (unless `withUnits` is false) and their active configs and lock records: of
 * `identifiers` when given (by key, one BatchGet per 100 keys), else of every identifier.
 */
export async function readLayerItems(
  ouids: Iterable<string>,
  identifiers: readonly string[] | undefined,
  withUnits = true,
  consistentRead = false,
): Promise<LayerItems> {
  const ids = [...new Set(ouids)];
  const unitKeys = withUnits ? ids.map((id) => keys.orgunit(id)) : [];
  if (identifiers) {
    const configKeys = ids.flatMap((id) =>
      [...new Set(identifiers)].flatMap((identifier) => [
        keys.activeConfig(id, identifier),
        keys.configLocks(id, identifier),
      ]),
    );
    return sorted(await batchGet([...unitKeys, ...configKeys], consistentRead), identifiers);
  }
  const partitions = ids.map((id) => keys.orgunit(id).PK);
  const [units, ...ranges] = await Promise.all([
    batchGet(unitKeys, consistentRead),
    ...slices(partitions, MAX_IN_VALUES).map((part) => configRangesOf(part, consistentRead)),
  ]);
  return sorted([...units, ...ranges.flat()]);
}

/** The unit records of these ids (ids naming no unit are absent), one BatchGet per 100. */
export async function readUnits(
  ids: Iterable<string>,
  consistentRead = false,
): Promise<Map<string, OrgunitRecord>> {
  return (await readLayerItems(ids, [], true, consistentRead)).units;
}
