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
import { getPlacement } from './repositories/orgunits';
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
  /** Undefined for a system admin (nothing is loaded) or for routes that name no unit. */
  actingUnit?: UnitPlacement;
  targetUnit?: UnitPlacement;
}

async function loadUnit(id: string | undefined): Promise<UnitPlacement | undefined> {
  if (id === undefined) return undefined;
  const unit = await getPlacement(id);
  if (!unit) throw new ForbiddenError();
  return unit;
}

export async function authorize(request: AuthorizationRequest): Promise<AuthContext> {
  const { username, permission, targetUnitId } = request;
  const policies = await policiesOf(username);
  if (isSystemAdmin(policies)) return { username, policies, systemAdmin: true };

  const actingUnitId = request.actingUnitId ?? targetUnitId;
  const actingUnit = await loadUnit(actingUnitId);
  if (!isAllowed(permission, policies, actingUnit)) throw new ForbiddenError();

  const targetUnit = targetUnitId === actingUnitId ? actingUnit : await loadUnit(targetUnitId);
  if (targetUnit) {
    const covered = roleClassOn(policies, targetUnit) !== undefined;
    const insideActing = actingUnit !== undefined && isWithin(actingUnit.id, targetUnit);
    if (!covered || !insideActing) throw new ForbiddenError();
  }
  return { username, policies, systemAdmin: false, actingUnit, targetUnit };
}
