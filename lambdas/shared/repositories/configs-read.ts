/**
 * Reads the ACTIVE config records (never writes them) to learn which org and application roles
 * a unit accepts: the nearest active config up the unit's chain wins, else the defaults
 * admin/user (spec §3, §6). One BatchGet serves any number of units.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../domain/data-keys';
import type { ActiveConfigRecord } from '../../domain/records';
import { chainIds, type UnitPlacement } from '../../domain/units';
import { documentClient, tableName } from '../dynamo-client';

export const CORE_IDENTIFIER = 'core';
const BATCH_GET_LIMIT = 100;
export const DEFAULT_ROLE_VALUES: readonly string[] = ['admin', 'user'];

/** Role values of a stored config (`config.roles[].value`), or undefined when it lists none. */
function roleValuesOf(config: unknown): string[] | undefined {
  if (typeof config !== 'object' || config === null) return undefined;
  const roles = (config as { roles?: unknown }).roles;
  if (!Array.isArray(roles)) return undefined;
  const values = roles
    .map((role: unknown) =>
      typeof role === 'object' && role !== null ? (role as { value?: unknown }).value : undefined,
    )
    .filter((value): value is string => typeof value === 'string' && value.length > 0);
  return values.length > 0 ? values : undefined;
}

async function readConfigs(
  pairs: readonly { ouid: string; identifier: string }[],
): Promise<Map<string, ActiveConfigRecord>> {
  const found = new Map<string, ActiveConfigRecord>();
  const table = tableName();
  const unique = new Map(pairs.map((pair) => [`${pair.ouid}|${pair.identifier}`, pair]));
  const allKeys: Record<string, unknown>[] = [...unique.values()].map((pair) =>
    keys.activeConfig(pair.ouid, pair.identifier),
  );
  for (let start = 0; start < allKeys.length; start += BATCH_GET_LIMIT) {
    await readBatch(allKeys.slice(start, start + BATCH_GET_LIMIT), table, found);
  }
  return found;
}

async function readBatch(
  batch: Record<string, unknown>[],
  table: string,
  found: Map<string, ActiveConfigRecord>,
): Promise<void> {
  let keysToRead = batch;
  while (keysToRead.length > 0) {
    const { Responses, UnprocessedKeys } = await documentClient.send(
      new BatchGetCommand({
        RequestItems: {
          [table]: {
            Keys: keysToRead,
            ProjectionExpression: 'ouid, identifier, config',
          },
        },
      }),
    );
    for (const item of Responses?.[table] ?? []) {
      const record = item as ActiveConfigRecord;
      found.set(`${record.ouid}|${record.identifier}`, record);
    }
    keysToRead = UnprocessedKeys?.[table]?.Keys ?? [];
  }
}

/**
 * For each requested (unit, config identifier): the role values of the nearest active config of
 * that identifier on the unit or above it, else the defaults. Keyed by `${unitId}|${identifier}`.
 */
export async function allowedRoles(
  requests: readonly { unit: UnitPlacement; identifier: string }[],
): Promise<Map<string, readonly string[]>> {
  const pairs = requests.flatMap(({ unit, identifier }) =>
    chainIds(unit.ouidChain).map((ouid) => ({ ouid, identifier })),
  );
  const configs = pairs.length > 0 ? await readConfigs(pairs) : new Map();
  const answer = new Map<string, readonly string[]>();
  for (const { unit, identifier } of requests) {
    const nearestFirst = chainIds(unit.ouidChain).reverse();
    let values: readonly string[] = DEFAULT_ROLE_VALUES;
    for (const ouid of nearestFirst) {
      const record = configs.get(`${ouid}|${identifier}`);
      const found = record ? roleValuesOf(record.config) : undefined;
      if (found) {
        values = found;
        break;
      }
    }
    answer.set(`${unit.id}|${identifier}`, values);
  }
  return answer;
}

/** The application ids a stored core config lists (`config.applications[].id`). */
function applicationIdsOf(config: unknown): string[] {
  if (typeof config !== 'object' || config === null) return [];
  const applications = (config as { applications?: unknown }).applications;
  if (!Array.isArray(applications)) return [];
  return applications
    .map((app: unknown) =>
      typeof app === 'object' && app !== null ? (app as { id?: unknown }).id : undefined,
    )
    .filter((id): id is string => typeof id === 'string' && id.length > 0);
}

export interface ApplicationsInForce {
  /** The applications the unit's core config in force lists. */
  listed: string[];
  /** The roles of the application asked about, or undefined when no active config defines it. */
  roles?: readonly string[];
}

/**
 * What the unit's active configs (own or nearest up the chain) say about an application: it is
 * defined when the core config lists it or an active config of its own exists; its roles are that
 * config's, else admin/user. `core` is never an application.
 */
export async function applicationInForce(
  unit: UnitPlacement,
  appId: string,
): Promise<ApplicationsInForce> {
  const identifiers = appId === CORE_IDENTIFIER ? [CORE_IDENTIFIER] : [CORE_IDENTIFIER, appId];
  const nearestFirst = chainIds(unit.ouidChain).reverse();
  const configs = await readConfigs(
    nearestFirst.flatMap((ouid) => identifiers.map((identifier) => ({ ouid, identifier }))),
  );
  const nearest = (identifier: string) =>
    nearestFirst
      .map((ouid) => configs.get(`${ouid}|${identifier}`))
      .find((record) => record !== undefined);
  const listed = applicationIdsOf(nearest(CORE_IDENTIFIER)?.config);
  if (appId === CORE_IDENTIFIER) return { listed };
  const own = nearest(appId);
  if (!own && !listed.includes(appId)) return { listed };
  return { listed, roles: (own && roleValuesOf(own.config)) ?? DEFAULT_ROLE_VALUES };
}
