/**
 * The one authorization decision of the API (DESIGN.md §3). Policies come from the database,
 * the acting unit from `x-ouid` (or the target when the route names none), and the target must
 * lie inside both the caller's covered units and the acting unit's subtree. Every refusal is
 * the same ForbiddenError, whether or not the units exist.
 *
 * A soft-deleted unit (`deletedTop` set on it or on a unit above it, authorization-read.ts; see
 * lambdas/orgunit/subtree-flags.ts) answers
 * 404 to the callers its policies covered and to system admins, and 403 to everyone else, as a
 * unit they cannot see: no one acts on it or targets it, so memberships there grant nothing
 * (every unit they cover is deleted too). The exceptions (MAY_TARGET_DELETED) target the deleted
 * top itself; the acting unit must still be a live unit covering it, i.e. above the deleted
 * subtree's top, and their operations refuse any other deleted unit.
 */
import type { Caller } from '../domain/identity';
import { type AccessDecision, decideAccess, type DecisionUnit } from '../domain/access-decision';
import { isSystemAdmin, type Policy } from '../domain/policies';
import type { PermissionName } from '../domain/permissions';
import type { UnitPlacement } from '../domain/units';
import { ForbiddenError, NotFoundError } from './errors';
import { API_MESSAGES } from './messages';
import type { OrgunitRecord } from '../domain/records';
import { placementOf } from './repositories/orgunits';
import { type CallerAndUnitsOptions, readCallerAndUnits } from './repositories/authorization-read';
import type { MfaRequirementMarker } from './repositories/mfa-requirement-marker';

export interface AuthorizationRequest {
  username: string;
  /** The token's `sub`: only a profile that stores it gives the caller anything (identity.ts). */
  sub: string;
  permission: PermissionName;
  /** The `x-ouid` header, when sent. */
  actingUnitId?: string;
  /** The unit the call reads or changes, when the operation names one. */
  targetUnitId?: string;
  /** Read the MFA marker with the rest (for a caller whose token says MFA is off). */
  withMfaMarker?: boolean;
}

export interface AuthContext {
  username: string;
  sub: string;
  /**
   * True when the profile under the caller's username stores the caller's `sub`: only then is
   * that profile (and what it holds) the caller's own. False for a caller without a profile and
   * for an account that took the username of an earlier one.
   */
  ownProfile: boolean;
  policies: Policy[];
  systemAdmin: boolean;
  /** Undefined when the route names no unit (or, for a system admin only, when it does not exist). */
  actingUnit?: UnitPlacement;
  targetUnit?: UnitPlacement;
  /**
   * The target unit's whole item, read with the placements, so an operation on the unit needs no
   * second read. Undefined when the route names no target or the unit does not exist.
   */
  targetRecord?: OrgunitRecord;
  /** The MFA marker, read with the policies when asked for (mfa-requirement.ts decides on it). */
  mfaMarker?: MfaRequirementMarker;
}

/** The caller's policies and the acting and target units, in one read (undefined: no such unit). */
async function loadCallerAndUnits(
  caller: Caller,
  actingUnitId: string | undefined,
  targetUnitId: string | undefined,
  options: CallerAndUnitsOptions,
) {
  const ids = [actingUnitId, targetUnitId].filter((id): id is string => id !== undefined);
  const { policies, units, ownProfile, mfaMarker } = await readCallerAndUnits(caller, ids, options);
  const acting = actingUnitId === undefined ? undefined : units.get(actingUnitId);
  const target = targetUnitId === undefined ? undefined : units.get(targetUnitId);
  return {
    policies,
    units,
    ownProfile,
    actingUnit: acting && placementOf(acting),
    targetUnit: target && placementOf(target),
    targetRecord: target,
    ...(mfaMarker ? { mfaMarker } : {}),
  };
}

function decisionUnit(record: OrgunitRecord | undefined): DecisionUnit | undefined {
  return record && { ...placementOf(record), deleted: record.deletedTop !== undefined };
}

export interface DecisionRequest {
  permission: PermissionName;
  actingUnitId?: string;
  targetUnitId?: string;
}

/**
 * The decision on policies and units already read (readCallerAndUnits), the acting unit being the
 * target when none is named: what every request is decided by, and what the explainer shows.
 */
export function decideOnRead(
  read: { policies: readonly Policy[]; units: ReadonlyMap<string, OrgunitRecord> },
  request: DecisionRequest,
): AccessDecision {
  const { permission, targetUnitId } = request;
  const actingUnitId = request.actingUnitId ?? targetUnitId;
  return decideAccess({
    permission,
    policies: read.policies,
    actingUnitId,
    actingUnit: decisionUnit(actingUnitId === undefined ? undefined : read.units.get(actingUnitId)),
    targetUnitId,
    targetUnit: decisionUnit(targetUnitId === undefined ? undefined : read.units.get(targetUnitId)),
  });
}

/** The caller's policies and the named units, read once, and the decision on them. */
export async function decideRequest(request: AuthorizationRequest) {
  const { username, sub, targetUnitId, withMfaMarker } = request;
  const actingUnitId = request.actingUnitId ?? targetUnitId;
  const read = await loadCallerAndUnits({ username, sub }, actingUnitId, targetUnitId, {
    withMfaMarker,
  });
  return { read, decision: decideOnRead(read, request) };
}

function refusalError(decision: AccessDecision): Error {
  if (decision.status === 404) return new NotFoundError(API_MESSAGES.orgunitNotFound);
  if (decision.refusal?.rule === 'systemOnly')
    return new ForbiddenError(API_MESSAGES.systemUnitOnly);
  return new ForbiddenError();
}

export async function authorize(request: AuthorizationRequest): Promise<AuthContext> {
  const { read, decision } = await decideRequest(request);
  if (!decision.allowed) throw refusalError(decision);
  const { policies, ownProfile, actingUnit, targetUnit, targetRecord, mfaMarker } = read;
  return {
    username: request.username,
    sub: request.sub,
    ownProfile,
    policies,
    systemAdmin: isSystemAdmin(policies),
    actingUnit,
    targetUnit,
    targetRecord,
    ...(mfaMarker ? { mfaMarker } : {}),
  };
}
