/**
 * Which org and application roles a unit accepts and which applications it lists, from its configs
 * in force (config-in-force.ts: the platform defaults and the chain merged key by key); roles
 * default to admin/user when no config in force defines them (spec §3, §6). One BatchGet (per 100
 * keys) serves any number of units.
 */
import type { CeilingInForce } from '../../domain/grant-ceiling';
import type { UnitPlacement } from '../../domain/units';
import { configsInForceOfUnits } from '../config-in-force';
import { ceilingOfState } from '../grant-ceiling-read';

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

export interface RolesAndCeilings {
  /** Keyed by `${unitId}|${identifier}`. */
  roles: Map<string, readonly string[]>;
  /** Per unit id, the grant ceiling its core config in force sets (when core was read). */
  ceilings: Map<string, CeilingInForce | undefined>;
}

/** `allowedRoles` and, from the same read, each unit's grant ceiling (grant-ceiling.ts). */
export async function allowedRolesAndCeilings(
  requests: readonly { unit: UnitPlacement; identifier: string }[],
): Promise<RolesAndCeilings> {
  const answer: RolesAndCeilings = { roles: new Map(), ceilings: new Map() };
  if (requests.length === 0) return answer;
  const units = new Map(requests.map(({ unit }) => [unit.id, unit]));
  const identifiers = [...new Set(requests.map(({ identifier }) => identifier))];
  const states = await configsInForceOfUnits([...units.values()], identifiers);
  for (const [unitId, unitStates] of states) {
    for (const state of unitStates) {
      answer.roles.set(`${unitId}|${state.identifier}`, roleValuesOf(state.inForce.config));
      const unit = units.get(unitId);
      if (state.identifier === CORE_IDENTIFIER && unit) {
        answer.ceilings.set(unitId, ceilingOfState(state, unit));
      }
    }
  }
  return answer;
}

/**
 * For each requested (unit, config identifier): the role values of that identifier's config in
 * force on the unit, else the defaults. Keyed by `${unitId}|${identifier}`.
 */
export async function allowedRoles(
  requests: readonly { unit: UnitPlacement; identifier: string }[],
): Promise<Map<string, readonly string[]>> {
  return (await allowedRolesAndCeilings(requests)).roles;
}

export interface ApplicationsInForce {
  /** The applications the unit's core config in force lists. */
  listed: string[];
  /** The roles of the application asked about, or undefined when no config in force defines it. */
  roles?: readonly string[];
  /** The grant ceiling the unit's core config in force sets (grant-ceiling.ts). */
  ceiling?: CeilingInForce;
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
  const ceiling = ceilingOfState(core, unit);
  const read = { listed, ...(ceiling ? { ceiling } : {}) };
  if (appId === CORE_IDENTIFIER) return read;
  if (!app?.nearest && !listed.includes(appId)) return read;
  return { ...read, roles: roleValuesOf(app?.inForce.config ?? {}) };
}
