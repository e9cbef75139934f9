/**
 * Which org and application roles a unit accepts and which applications it lists, from its configs
 * in force (config-in-force.ts: the platform defaults and the chain merged key by key); roles
 * default to admin/user when no config in force defines them (spec §3, §6). One BatchGet (per 100
 * keys) serves any number of units.
 */
import type { UnitPlacement } from '../../domain/units';
import { configsInForceOfUnits } from '../config-in-force';

export const CORE_IDENTIFIER = 'core';
export const DEFAULT_ROLE_VALUES: readonly string[] = ['admin', 'user'];

/** Values of a config's list of named entries (`roles[].value`, `applications[].id`). */
function entryValues(config: Record<string, unknown>, list: string, field: string): string[] {
  const entries = config[list];
  if (!Array.isArray(entries)) return [];
  return entries
    .map((entry: unknown) =>
      typeof entry === 'object' && entry !== null
        ? (entry as Record<string, unknown>)[field]
        : undefined,
    )
    .filter((value): value is string => typeof value === 'string' && value.length > 0);
}

function roleValuesOf(config: Record<string, unknown>): readonly string[] {
  const values = entryValues(config, 'roles', 'value');
  return values.length > 0 ? values : DEFAULT_ROLE_VALUES;
}

/**
 * For each requested (unit, config identifier): the role values of that identifier's config in
 * force on the unit, else the defaults. Keyed by `${unitId}|${identifier}`.
 */
export async function allowedRoles(
  requests: readonly { unit: UnitPlacement; identifier: string }[],
): Promise<Map<string, readonly string[]>> {
  const answer = new Map<string, readonly string[]>();
  if (requests.length === 0) return answer;
  const units = new Map(requests.map(({ unit }) => [unit.id, unit]));
  const identifiers = [...new Set(requests.map(({ identifier }) => identifier))];
  const states = await configsInForceOfUnits([...units.values()], identifiers);
  for (const [unitId, unitStates] of states) {
    for (const state of unitStates) {
      answer.set(`${unitId}|${state.identifier}`, roleValuesOf(state.inForce.config));
    }
  }
  return answer;
}

export interface ApplicationsInForce {
  /** The applications the unit's core config in force lists. */
  listed: string[];
  /** The roles of the application asked about, or undefined when no config in force defines it. */
  roles?: readonly string[];
}

/**
 * What the unit's configs in force say about an application: it is defined when the core config
 * lists it or a layer has an active config of its own; its roles are that config's, else
 * admin/user. `core` is never an application.
 */
export async function applicationInForce(
  unit: UnitPlacement,
  appId: string,
): Promise<ApplicationsInForce> {
  const identifiers = appId === CORE_IDENTIFIER ? [CORE_IDENTIFIER] : [CORE_IDENTIFIER, appId];
  const states = (await configsInForceOfUnits([unit], identifiers)).get(unit.id) ?? [];
  const [core, app] = states;
  const listed = core ? entryValues(core.inForce.config, 'applications', 'id') : [];
  if (appId === CORE_IDENTIFIER) return { listed };
  if (!app?.nearest && !listed.includes(appId)) return { listed };
  return { listed, roles: roleValuesOf(app?.inForce.config ?? {}) };
}
