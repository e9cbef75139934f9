/**
 * The one authorization decision of the API (DESIGN.md §3). Policies come from the database,
 * the acting unit from `x-ouid` (or the target when the route names none), and the target must
 * lie inside both the caller's covered units and the acting unit's subtree. Every refusal is
 * the same ForbiddenError, whether or not the units exist.
 */
import { isAllowed, roleClassOn } from '../domain/permissions';
import { isSystemAdmin, type Policy } from '../domain/policies';
import type { PermissionName } from '../domain/permissions';
import { isWithin, type UnitPlacement } from '../domain/units';
import { ForbiddenError } from './errors';
import type { OrgunitRecord } from '../domain/records';
import { getOrgunitRecords } from './repositories/orgunit-records';
import { placementOf } from './repositories/orgunits';
import { policiesOf } from './repositories/memberships';

export interface AuthorizationRequest {
  username: string;
  permission: PermissionName;
  /** The `x-ouid` header, when sent. */
  actingUnitId?: string;
  /** The unit the call reads or changes, when the operation names one. */
  targetUnitId?: string;
}

export interface AuthContext {
  username: string;
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
}

/** The acting and target units in one read; ids that name no unit come back undefined. */
async function loadUnits(
  actingUnitId: string | undefined,
  targetUnitId: string | undefined,
): Promise<{
  actingUnit?: UnitPlacement;
  targetUnit?: UnitPlacement;
  targetRecord?: OrgunitRecord;
}> {
  const ids = [actingUnitId, targetUnitId].filter((id): id is string => id !== undefined);
  if (ids.length === 0) return {};
  const records = await getOrgunitRecords(ids);
  const acting = actingUnitId === undefined ? undefined : records.get(actingUnitId);
  const target = targetUnitId === undefined ? undefined : records.get(targetUnitId);
  return {
    actingUnit: acting && placementOf(acting),
    targetUnit: target && placementOf(target),
    targetRecord: target,
  };
}

export async function authorize(request: AuthorizationRequest): Promise<AuthContext> {
  const { username, permission, targetUnitId } = request;
  const actingUnitId = request.actingUnitId ?? targetUnitId;
  const [policies, { actingUnit, targetUnit, targetRecord }] = await Promise.all([
    policiesOf(username),
    loadUnits(actingUnitId, targetUnitId),
  ]);
  if (isSystemAdmin(policies)) {
    return { username, policies, systemAdmin: true, actingUnit, targetUnit, targetRecord };
  }

  if (actingUnitId !== undefined && !actingUnit) throw new ForbiddenError();
  if (targetUnitId !== undefined && !targetUnit) throw new ForbiddenError();
  // x-ouid must be covered even by a permission any signed-in user holds (e.g. ViewOwnProfile).
  if (actingUnit && roleClassOn(policies, actingUnit) === undefined) throw new ForbiddenError();
  if (!isAllowed(permission, policies, actingUnit)) throw new ForbiddenError();

  if (targetUnit) {
    const covered = roleClassOn(policies, targetUnit) !== undefined;
    const insideActing = actingUnit !== undefined && isWithin(actingUnit.id, targetUnit);
    if (!covered || !insideActing) throw new ForbiddenError();
  }
  return { username, policies, systemAdmin: false, actingUnit, targetUnit, targetRecord };
}
