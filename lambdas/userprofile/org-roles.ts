/**
 * Checks org policies (`ouid=role`) before they become memberships: well formed, one role per
 * unit, each unit exists and accepts the role (its core config in force, else admin/user).
 */
import { isAdminRole, parsePolicy, type Policy, SYSTEM_POLICY_OUID } from '../domain/policies';
import { roleValueSchema } from '../domain/schemas/identifiers';
import { unitIdSchema } from '../domain/schemas/orgunit';
import type { UnitPlacement } from '../domain/units';
import { USER_MESSAGES } from './messages';
import { BadRequestError } from '../shared/errors';
import { allowedRolesAndCeilings, CORE_IDENTIFIER } from '../shared/repositories/configs-read';
import { assertGrantable, type Granter } from './grant-check';
import { getPlacements } from '../shared/repositories/orgunits';

export interface CheckedPolicies {
  policies: Policy[];
  units: Map<string, UnitPlacement>;
}

/** One `ouid=role` whose unit id and role are well formed (no separators hidden inside). */
function parseOrgPolicy(text: string, allowSystem: boolean): Policy {
  const policy = parsePolicy(text);
  const wellFormed =
    policy !== undefined &&
    (policy.ouid === SYSTEM_POLICY_OUID || unitIdSchema.safeParse(policy.ouid).success) &&
    policy.roles.every((role) => roleValueSchema.safeParse(role).success);
  if (!policy || !wellFormed) throw new BadRequestError(USER_MESSAGES.invalidPolicy(text));
  if (policy.roles.length !== 1)
    throw new BadRequestError(USER_MESSAGES.oneRolePerUnit(policy.ouid));
  if (policy.ouid === SYSTEM_POLICY_OUID) {
    const role = policy.roles[0] ?? '';
    if (!allowSystem || role !== 'admin' || !isAdminRole(role)) {
      throw new BadRequestError(USER_MESSAGES.systemPolicy);
    }
  }
  return policy;
}

/**
 * Role values each unit accepts, then a 400 on the first policy whose role is not among them; with
 * a `granter`, from the same read, a 403 on a grant they may not make (grant-check.ts).
 */
export async function assertRolesExist(
  policies: readonly Policy[],
  units: Map<string, UnitPlacement>,
  granter?: Granter,
): Promise<void> {
  const requests = policies.flatMap((policy) => {
    const unit = units.get(policy.ouid);
    return unit ? [{ unit, identifier: CORE_IDENTIFIER }] : [];
  });
  const { roles: allowed, ceilings } = await allowedRolesAndCeilings(requests);
  for (const policy of policies) {
    if (policy.ouid === SYSTEM_POLICY_OUID) continue;
    const values = allowed.get(`${policy.ouid}|${CORE_IDENTIFIER}`) ?? [];
    for (const role of policy.roles) {
      if (!values.includes(role))
        throw new BadRequestError(USER_MESSAGES.invalidRole(role, policy.ouid, values));
    }
  }
  if (!granter) return;
  for (const policy of policies) {
    const unit = units.get(policy.ouid);
    if (!unit) continue;
    const grants = policy.roles.map((role) => ({ kind: 'org' as const, role }));
    assertGrantable(granter, unit, ceilings.get(policy.ouid), grants);
  }
}

/** Parses and checks a whole policy list (system admins editing a profile). */
export async function checkOrgPolicies(
  texts: readonly string[],
  allowSystem: boolean,
): Promise<CheckedPolicies> {
  const policies = texts.map((text) => parseOrgPolicy(text, allowSystem));
  const seen = new Set<string>();
  for (const { ouid } of policies) {
    if (seen.has(ouid)) throw new BadRequestError(USER_MESSAGES.duplicateUnit(ouid));
    seen.add(ouid);
  }
  const unitIds = [...seen].filter((ouid) => ouid !== SYSTEM_POLICY_OUID);
  const units =
    unitIds.length > 0 ? await getPlacements(unitIds) : new Map<string, UnitPlacement>();
  const unknown = unitIds.find((ouid) => !units.has(ouid));
  if (unknown) throw new BadRequestError(USER_MESSAGES.unknownUnit(unknown));
  await assertRolesExist(policies, units);
  return { policies, units };
}

export { parseOrgPolicy };
