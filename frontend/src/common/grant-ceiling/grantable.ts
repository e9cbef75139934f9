/**
 * What the signed-in admin may grant on the active unit (issue 39 §3): the roles offered there,
 * less what the grant ceiling in force keeps from them. The same function the API weighs every
 * grant with (domain/grant-ceiling.ts), over the config in force and the person's policies; the
 * server still decides.
 */
import { CORE_CONFIG_IDENTIFIER } from '@domain/config-schema';
import {
  type CeilingInForce,
  ceilingFromConfig,
  grantableRoles,
  isBoundByCeiling,
} from '@domain/grant-ceiling';
import type { Policy } from '@domain/policies';
import type { UnitPlacement } from '@domain/units';

import type { ActiveConfig, RoleOption } from '../../api/config';
import { configObject, keysInForce } from '../../api/config-in-force';

/** The ceiling the unit's core config in force sets, as GET /config told it. */
export function ceilingOfConfigs(
  configs: readonly ActiveConfig[] | undefined,
  placement: Pick<UnitPlacement, 'ouidChain'> | undefined,
): CeilingInForce | undefined {
  const core = configs?.find((config) => config.identifier === CORE_CONFIG_IDENTIFIER);
  if (!core || !placement) return undefined;
  return ceilingFromConfig(configObject(core.config), keysInForce(core).sources, placement);
}

export interface GrantOptions {
  /** The unit whose ceiling limits this admin, when one does. */
  limitedBy?: { id: string; name: string };
  orgRoles: (offered: readonly RoleOption[]) => RoleOption[];
  appRoles: (appId: string, offered: readonly RoleOption[]) => RoleOption[];
}

export function grantOptions(
  policies: readonly Policy[],
  ceiling: CeilingInForce | undefined,
): GrantOptions {
  const keep = (offered: readonly RoleOption[], allowed: readonly string[]) =>
    offered.filter((option) => allowed.includes(option.value));
  const values = (offered: readonly RoleOption[]) => offered.map((option) => option.value);
  const bound = isBoundByCeiling(policies, ceiling);
  return {
    ...(bound && ceiling ? { limitedBy: { id: ceiling.setOn.id, name: ceiling.setOn.name } } : {}),
    orgRoles: (offered) =>
      keep(offered, grantableRoles(policies, ceiling, values(offered), { kind: 'org' })),
    appRoles: (appId, offered) =>
      keep(offered, grantableRoles(policies, ceiling, values(offered), { kind: 'app', appId })),
  };
}
