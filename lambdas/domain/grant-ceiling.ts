/**
 * The grant ceiling (core config key `grantable`): what admins below the unit that set it may grant.
 * It binds a granter who is not a system admin and holds no admin policy on that unit or above it.
 * Pure: the grant operations, the access explainer and the console's role options all weigh it here.
 */
import type { Refusal } from './access-decision';
import { isAdminRole, isSystemAdmin, type Policy, SYSTEM_POLICY_OUID } from './policies';
import {
  chainIds,
  isWithin,
  OUID_CHAIN_SEPARATOR,
  PLATFORM_UNIT_ID,
  type UnitPlacement,
} from './units';

export const GRANTABLE_CONFIG_KEY = 'grantable';

/** An absent part sets no ceiling for that part; an empty list lets nothing of it be granted. */
export interface GrantableSetting {
  orgRoles?: string[];
  applications?: { appId: string; roles: string[] }[];
}

export interface CeilingInForce {
  setting: GrantableSetting;
  /** The unit whose config set the key in force (the SYSTEM unit for the platform defaults). */
  setOn: { id: string; ouidChain: string; name: string };
}

export type Grant = { kind: 'org'; role: string } | { kind: 'app'; appId: string; role: string };

/** True when the ceiling applies to this granter ("admins below" the unit that set it). */
export function isBoundByCeiling(
  policies: readonly Policy[],
  ceiling: CeilingInForce | undefined,
): boolean {
  if (!ceiling || isSystemAdmin(policies)) return false;
  return !policies.some(
    (policy) =>
      policy.ouid !== SYSTEM_POLICY_OUID &&
      policy.roles.some(isAdminRole) &&
      isWithin(policy.ouid, ceiling.setOn),
  );
}

/** The roles the ceiling lets be granted for the grant's kind (and application); undefined: any. */
export function ceilingRolesFor(
  setting: GrantableSetting,
  grant: Pick<Grant, 'kind'> & { appId?: string },
): readonly string[] | undefined {
  if (grant.kind === 'org') return setting.orgRoles;
  if (!setting.applications) return undefined;
  return setting.applications.find((entry) => entry.appId === grant.appId)?.roles ?? [];
}

/** The name of a grant as people read it: `user`, or `ticketapp:agent`. */
export function grantLabel(grant: Grant): string {
  return grant.kind === 'org' ? grant.role : `${grant.appId}:${grant.role}`;
}

/** What the ceiling allows for the grant's kind, as a list people read (`user, viewer`). */
export function allowedLabel(allowed: readonly string[]): string {
  return allowed.length === 0 ? 'no role' : allowed.join(', ');
}

/**
 * The refusal of a grant beyond the ceiling (rule `grantCeiling`, on the unit that set it), or
 * undefined when the grant is within it or the granter is not bound by it.
 */
export function ceilingRefusal(
  policies: readonly Policy[],
  ceiling: CeilingInForce | undefined,
  grant: Grant,
): Refusal | undefined {
  if (!ceiling || !isBoundByCeiling(policies, ceiling)) return undefined;
  const allowed = ceilingRolesFor(ceiling.setting, grant);
  if (allowed === undefined || allowed.includes(grant.role)) return undefined;
  return {
    rule: 'grantCeiling',
    unitId: ceiling.setOn.id,
    detail: `"${grantLabel(grant)}" asked; the ceiling allows ${allowedLabel(allowed)}`,
  };
}

/** The first grant of `grants` the ceiling refuses. */
export function firstCeilingRefusal(
  policies: readonly Policy[],
  ceiling: CeilingInForce | undefined,
  grants: readonly Grant[],
): { grant: Grant; refusal: Refusal } | undefined {
  for (const grant of grants) {
    const refusal = ceilingRefusal(policies, ceiling, grant);
    if (refusal) return { grant, refusal };
  }
  return undefined;
}

/** The offered roles this granter may grant (the console's options): the rest are left out. */
export function grantableRoles(
  policies: readonly Policy[],
  ceiling: CeilingInForce | undefined,
  offered: readonly string[],
  kind: { kind: 'org' } | { kind: 'app'; appId: string },
): string[] {
  return offered.filter(
    (role) =>
      ceilingRefusal(
        policies,
        ceiling,
        kind.kind === 'org' ? { kind: 'org', role } : { kind: 'app', appId: kind.appId, role },
      ) === undefined,
  );
}

/** The `grantable` value of a config in force, if it has a usable one (the schema checked it). */
export function grantableSettingOf(
  config: Readonly<Record<string, unknown>>,
): GrantableSetting | undefined {
  const value = config[GRANTABLE_CONFIG_KEY];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const candidate = value as Record<string, unknown>;
  const strings = (list: unknown): list is string[] =>
    Array.isArray(list) && list.every((item) => typeof item === 'string');
  const setting: GrantableSetting = {};
  // A part present but malformed (the schema refuses it on save) lets nothing of it be granted.
  if (candidate.orgRoles !== undefined) {
    setting.orgRoles = strings(candidate.orgRoles) ? candidate.orgRoles : [];
  }
  if (candidate.applications !== undefined) {
    const entries: unknown[] = Array.isArray(candidate.applications) ? candidate.applications : [];
    setting.applications = entries.flatMap((entry: unknown) => {
      if (typeof entry !== 'object' || entry === null) return [];
      const { appId, roles } = entry as Record<string, unknown>;
      return typeof appId === 'string' && strings(roles) ? [{ appId, roles }] : [];
    });
  }
  return setting;
}

/**
 * The ceiling in force on `unit` from its config in force (`config` and per key its `sources`):
 * the setting and the unit that set it, that unit's chain taken from the unit's own chain.
 */
export function ceilingFromConfig(
  config: Readonly<Record<string, unknown>>,
  sources: Readonly<Record<string, { ouid: string; name: string; platform: boolean }>>,
  unit: Pick<UnitPlacement, 'ouidChain'>,
): CeilingInForce | undefined {
  const setting = grantableSettingOf(config);
  const source = sources[GRANTABLE_CONFIG_KEY];
  if (!setting || !source) return undefined;
  if (source.platform) {
    return {
      setting,
      setOn: { id: PLATFORM_UNIT_ID, ouidChain: PLATFORM_UNIT_ID, name: source.name },
    };
  }
  const ids = chainIds(unit.ouidChain);
  const at = ids.indexOf(source.ouid);
  const ouidChain = at < 0 ? source.ouid : ids.slice(0, at + 1).join(OUID_CHAIN_SEPARATOR);
  return { setting, setOn: { id: source.ouid, ouidChain, name: source.name } };
}
