/**
 * Which users a caller may reach. A route's target unit cannot say "any unit the user belongs
 * to", so user routes check here, after `authorize`: the user must belong to a unit inside the
 * acting unit's subtree (which the caller covers, or authorize would have refused). Every
 * refusal is the same ForbiddenError, whether or not the user exists.
 */
import { roleClassOn } from '../domain/permissions';
import { SYSTEM_POLICY_OUID } from '../domain/policies';
import { isWithin, type UnitPlacement } from '../domain/units';
import type { AuthContext } from './authorize';
import { ForbiddenError } from './errors';
import { getPlacements } from './repositories/orgunits';
import type { UserHoldings } from './repositories/profiles';

/** Placements of the units the user holds (org or app) memberships of, in one BatchGet. */
export async function unitsOfUser(holdings: UserHoldings): Promise<Map<string, UnitPlacement>> {
  const ids = [...holdings.memberships, ...holdings.appMemberships]
    .map((membership) => membership.ouid)
    .filter((ouid) => ouid !== SYSTEM_POLICY_OUID);
  return ids.length > 0 ? getPlacements(ids) : new Map();
}

/** True when the unit lies in the acting unit's subtree (a system admin reaches every unit). */
export function inActingScope(auth: AuthContext, ouid: string, units: Map<string, UnitPlacement>) {
  if (auth.systemAdmin) return true;
  const unit = units.get(ouid);
  return unit !== undefined && auth.actingUnit !== undefined && isWithin(auth.actingUnit.id, unit);
}

/** Refuses unless the user belongs to a unit in the acting unit's subtree; returns their units. */
export async function requireUserInActingScope(
  auth: AuthContext,
  holdings: UserHoldings,
): Promise<Map<string, UnitPlacement>> {
  const units = await unitsOfUser(holdings);
  if (auth.systemAdmin) return units;
  const reachable = holdings.memberships.some((m) => inActingScope(auth, m.ouid, units));
  if (!reachable) throw new ForbiddenError();
  return units;
}

/** True when the caller holds an admin role covering one of the user's units. */
export function administersUser(
  auth: AuthContext,
  holdings: UserHoldings,
  units: Map<string, UnitPlacement>,
): boolean {
  return holdings.memberships.some((membership) => {
    const unit = units.get(membership.ouid);
    return unit !== undefined && roleClassOn(auth.policies, unit) === 'admin';
  });
}
