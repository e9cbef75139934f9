/**
 * The one authorization decision (DESIGN.md §3), as a pure function returning its reasons in the
 * order it weighed them. `authorize` (lambdas/shared/authorize.ts) throws on its refusals; the
 * access explainer (GET /access/explain) shows the same decision to people, so the two cannot
 * disagree.
 */
import {
  meetsRequirement,
  PERMISSIONS,
  roleClassOn,
  type PermissionName,
  type Requirement,
  type RoleClass,
} from './permissions';
import { isSystemAdmin, type Policy, SYSTEM_POLICY_OUID } from './policies';
import { isWithin, type UnitPlacement } from './units';

/** A unit the question names, as read: its placement and whether it (or a unit above) is deleted. */
export interface DecisionUnit extends UnitPlacement {
  deleted: boolean;
}

export interface AccessQuestion {
  permission: PermissionName;
  policies: readonly Policy[];
  /** The acting unit's id (`x-ouid`, or the target when the call names none). */
  actingUnitId?: string;
  /** Undefined while `actingUnitId` is set: no such unit. */
  actingUnit?: DecisionUnit;
  targetUnitId?: string;
  targetUnit?: DecisionUnit;
}

/** The rules that refuse a call, each named in the explainer's answer. */
export const REFUSAL_RULES = [
  'unitDeleted',
  'noPolicyCoversUnit',
  'systemAdminsOnly',
  'roleLacksPermission',
  'rootOnly',
  'systemOnly',
  'targetOutsideActingUnit',
  'grantCeiling',
] as const;
export type RefusalRule = (typeof REFUSAL_RULES)[number];

export interface Refusal {
  rule: RefusalRule;
  /** The unit the rule refused on (absent when the caller may not learn of it). */
  unitId?: string;
  /** For `grantCeiling`: what was asked and what the ceiling allows. */
  detail?: string;
}

export type AccessReason =
  | { kind: 'systemAdmin' }
  | { kind: 'policy'; unitId: string; roles: string[]; coversUnitId: string }
  | { kind: 'roleClass'; unitId: string; roleClass: RoleClass }
  | { kind: 'requirement'; permission: PermissionName; requirement: Requirement }
  | { kind: 'refusal'; refusal: Refusal };

export interface AccessDecision {
  allowed: boolean;
  /** The status a call so refused answers (200 when allowed: the operation may still say more). */
  status: 200 | 403 | 404;
  reasons: AccessReason[];
  refusal?: Refusal;
}

/** The permissions whose target may be a soft-deleted unit (restoring it, finishing an approval). */
export const MAY_TARGET_DELETED: ReadonlySet<PermissionName> = new Set<PermissionName>([
  'RestoreOrgunit',
  'DecideDeletion',
]);

/** Permissions a system admin uses only from a SYSTEM acting unit: tenants belong to the platform. */
export const SYSTEM_UNIT_ONLY: ReadonlySet<PermissionName> = new Set<PermissionName>([
  'ManageTenants',
]);

function coveringPolicies(policies: readonly Policy[], unit: UnitPlacement): AccessReason[] {
  return policies
    .filter((policy) => policy.ouid !== SYSTEM_POLICY_OUID && isWithin(policy.ouid, unit))
    .map((policy) => ({
      kind: 'policy',
      unitId: policy.ouid,
      roles: [...policy.roles],
      coversUnitId: unit.id,
    }));
}

function refused(reasons: AccessReason[], refusal: Refusal, status: 403 | 404 = 403) {
  return {
    allowed: false,
    status,
    reasons: [...reasons, { kind: 'refusal', refusal } as AccessReason],
    refusal,
  } satisfies AccessDecision;
}

function allowed(reasons: AccessReason[]): AccessDecision {
  return { allowed: true, status: 200, reasons };
}

/** Which rule refuses a requirement the policies do not meet on the unit. */
function requirementRefusal(
  requirement: Requirement,
  roleClass: RoleClass | undefined,
  unit: UnitPlacement | undefined,
): Refusal {
  if (requirement === 'systemAdmin') return { rule: 'systemAdminsOnly' };
  if (!unit || roleClass === undefined) return { rule: 'noPolicyCoversUnit', unitId: unit?.id };
  if (requirement === 'rootAdmin' && roleClass === 'admin')
    return { rule: 'rootOnly', unitId: unit.id };
  return { rule: 'roleLacksPermission', unitId: unit.id };
}

export function decideAccess(question: AccessQuestion): AccessDecision {
  const { permission, policies, targetUnitId } = question;
  const actingUnitId = question.actingUnitId ?? targetUnitId;
  const actingUnit =
    question.actingUnitId === undefined ? question.targetUnit : question.actingUnit;
  const targetUnit = question.targetUnit;
  const systemAdmin = isSystemAdmin(policies);
  const requirement = PERMISSIONS[permission];

  const deleted =
    actingUnit?.deleted === true
      ? actingUnit
      : targetUnit?.deleted === true && !MAY_TARGET_DELETED.has(permission)
        ? targetUnit
        : undefined;
  if (deleted) {
    // Gone for whoever knew it; to anyone else it is refused like every unit they cannot see.
    const knewIt = systemAdmin || roleClassOn(policies, deleted) !== undefined;
    return knewIt
      ? refused([], { rule: 'unitDeleted', unitId: deleted.id }, 404)
      : refused([], { rule: 'noPolicyCoversUnit' });
  }

  if (systemAdmin) {
    const reasons: AccessReason[] = [{ kind: 'systemAdmin' }];
    if (SYSTEM_UNIT_ONLY.has(permission) && actingUnit?.type !== 'SYSTEM') {
      return refused(reasons, { rule: 'systemOnly', unitId: actingUnit?.id });
    }
    return allowed(reasons);
  }

  // A unit named but not found is refused as every unit the caller does not cover.
  if (actingUnitId !== undefined && !actingUnit) return refused([], { rule: 'noPolicyCoversUnit' });
  if (targetUnitId !== undefined && !targetUnit) return refused([], { rule: 'noPolicyCoversUnit' });

  const reasons: AccessReason[] = actingUnit ? coveringPolicies(policies, actingUnit) : [];
  const roleClass = actingUnit ? roleClassOn(policies, actingUnit) : undefined;
  // x-ouid must be covered even for a permission any signed-in user holds (e.g. ViewOwnProfile).
  if (actingUnit && roleClass === undefined)
    return refused(reasons, { rule: 'noPolicyCoversUnit' });
  if (actingUnit && roleClass)
    reasons.push({ kind: 'roleClass', unitId: actingUnit.id, roleClass });
  reasons.push({ kind: 'requirement', permission, requirement });
  if (!meetsRequirement(requirement, policies, actingUnit)) {
    return refused(reasons, requirementRefusal(requirement, roleClass, actingUnit));
  }

  if (targetUnit) {
    if (roleClassOn(policies, targetUnit) === undefined) {
      return refused(reasons, { rule: 'noPolicyCoversUnit' });
    }
    if (!actingUnit || !isWithin(actingUnit.id, targetUnit)) {
      return refused(reasons, { rule: 'targetOutsideActingUnit', unitId: targetUnit.id });
    }
    if (targetUnit.id !== actingUnit.id) reasons.push(...coveringPolicies(policies, targetUnit));
  }
  return allowed(reasons);
}
