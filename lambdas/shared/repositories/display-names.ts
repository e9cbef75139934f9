/**
 * The names people read in an audit summary, resolved when the record is written (one BatchGet):
 * the unit's name; org role names from the nearest active core config up the unit's chain that
 * lists roles (`roles[].value/name`); application names from the nearest one that lists
 * applications (`applications[].id/name`); an application's role names from the nearest active
 * config of that application. A role without a name reads capitalised; an application id without
 * one shows as it is.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../domain/data-keys';
import { chainIds, type UnitPlacement } from '../../domain/units';
import { documentClient, tableName } from '../dynamo-client';
import { CORE_IDENTIFIER } from './configs-read';

export interface DisplayNames {
  unit: string;
  role(value: string): string;
  app(id: string): string;
  appRole(value: string): string;
}

const BATCH_GET_LIMIT = 100;

type Item = Record<string, unknown>;

/** `list[].{key}` → `list[].name` of a stored config, or undefined when it has no such list. */
function namesIn(config: unknown, list: string, key: string): Map<string, string> | undefined {
  if (typeof config !== 'object' || config === null) return undefined;
  const entries = (config as Record<string, unknown>)[list];
  if (!Array.isArray(entries)) return undefined;
  const names = new Map<string, string>();
  for (const entry of entries as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { [key]: id, name } = entry as Record<string, unknown>;
    if (typeof id === 'string' && typeof name === 'string' && name.trim()) names.set(id, name);
  }
  return names.size > 0 ? names : undefined;
}

async function readItems(requested: Item[]): Promise<Item[]> {
  const table = tableName();
  const found: Item[] = [];
  for (let start = 0; start < requested.length; start += BATCH_GET_LIMIT) {
    let pending = requested.slice(start, start + BATCH_GET_LIMIT);
    while (pending.length > 0) {
      const { Responses, UnprocessedKeys } = await documentClient.send(
        new BatchGetCommand({
          RequestItems: {
            [table]: {
              Keys: pending,
              ProjectionExpression: 'PK, SK, #name, config',
              ExpressionAttributeNames: { '#name': 'name' },
            },
          },
        }),
      );
      found.push(...((Responses?.[table] ?? []) as Item[]));
      pending = (UnprocessedKeys?.[table]?.Keys ?? []) as Item[];
    }
  }
  return found;
}

function nearest(
  configs: readonly unknown[],
  list: string,
  key: string,
): Map<string, string> | undefined {
  for (const config of configs) {
    const names = namesIn(config, list, key);
    if (names) return names;
  }
  return undefined;
}

/** A role without a configured name (the defaults admin/user) reads as a word: 'Admin'. */
function capitalised(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

export async function displayNames(unit: UnitPlacement, appId?: string): Promise<DisplayNames> {
  const nearestFirst = chainIds(unit.ouidChain).reverse();
  // A BatchGet refuses a key named twice: an application called `core` reads the core config once.
  const identifiers = [...new Set([CORE_IDENTIFIER, ...(appId ? [appId] : [])])];
  const configKeys = nearestFirst.flatMap((ouid) =>
    identifiers.map((identifier) => keys.activeConfig(ouid, identifier)),
  );
  const items = await readItems([keys.orgunit(unit.id), ...configKeys]);
  const byKey = new Map(items.map((item) => [`${String(item.PK)}|${String(item.SK)}`, item]));
  const configsOf = (identifier: string) =>
    nearestFirst.flatMap((ouid) => {
      const { PK, SK } = keys.activeConfig(ouid, identifier);
      const item = byKey.get(`${PK}|${SK}`);
      return item ? [item.config] : [];
    });
  const core = configsOf(CORE_IDENTIFIER);
  const roles = nearest(core, 'roles', 'value');
  const apps = nearest(core, 'applications', 'id');
  const appRoles = appId ? nearest(configsOf(appId), 'roles', 'value') : undefined;
  const unitItem = byKey.get(`${keys.orgunit(unit.id).PK}|${keys.orgunit(unit.id).SK}`);
  const unitName = typeof unitItem?.name === 'string' ? unitItem.name : unit.id;
  return {
    unit: unitName,
    role: (value) => roles?.get(value) ?? capitalised(value),
    app: (id) => apps?.get(id) ?? id,
    appRole: (value) => appRoles?.get(value) ?? capitalised(value),
  };
}
