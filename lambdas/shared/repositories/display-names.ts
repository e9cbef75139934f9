/**
 * The names people read in an audit summary, resolved when the record is written: the unit's name
 * and, from the configs in force on the unit (config-in-force.ts, one BatchGet), org role
 * names (core `roles[].value/name`), application names (core `applications[].id/name`) and an
 * application's role names (that application's `roles`). A role without a name reads
 * capitalised; an application id without one shows as it is.
 */
import type { UnitPlacement } from '../../domain/units';
import { configsInForceOfUnits } from '../config-in-force';
import { CORE_IDENTIFIER } from './configs-read';

export interface DisplayNames {
  unit: string;
  role(value: string): string;
  app(id: string): string;
  appRole(value: string): string;
}

/** `list[].{key}` → `list[].name` of a config. */
function namesIn(config: Record<string, unknown>, list: string, key: string): Map<string, string> {
  const names = new Map<string, string>();
  const entries = config[list];
  if (!Array.isArray(entries)) return names;
  for (const entry of entries as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { [key]: id, name } = entry as Record<string, unknown>;
    if (typeof id === 'string' && typeof name === 'string' && name.trim()) names.set(id, name);
  }
  return names;
}

/** A role without a configured name (the defaults admin/user) reads as a word: 'Admin'. */
function capitalised(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

export async function displayNames(unit: UnitPlacement, appId?: string): Promise<DisplayNames> {
  const identifiers = [...new Set([CORE_IDENTIFIER, ...(appId ? [appId] : [])])];
  const states = (await configsInForceOfUnits([unit], identifiers)).get(unit.id) ?? [];
  const inForce = (identifier: string) =>
    states.find((state) => state.identifier === identifier)?.inForce.config ?? {};
  const core = inForce(CORE_IDENTIFIER);
  const roles = namesIn(core, 'roles', 'value');
  const apps = namesIn(core, 'applications', 'id');
  const appRoles = appId ? namesIn(inForce(appId), 'roles', 'value') : new Map<string, string>();
  return {
    unit: states[0]?.unit.name ?? unit.id,
    role: (value) => roles.get(value) ?? capitalised(value),
    app: (id) => apps.get(id) ?? id,
    appRole: (value) => appRoles.get(value) ?? capitalised(value),
  };
}
