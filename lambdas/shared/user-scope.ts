/**
 * Which users a caller may reach. A route's target unit cannot say "any unit the user belongs
 * to", so user routes check here, after `authorize`: the user must belong to a unit inside the
 * acting unit's subtree (which the caller covers, or authorize would have refused). The units'
 * chains are copied onto the memberships, so the one Query of the user's partition decides it.
 * Every refusal is the same ForbiddenError, whether or not the user exists.
 */
import { roleClassOn, type RoleClass } from '../domain/permissions';
import { SYSTEM_POLICY_OUID } from '../domain/policies';
import type { MembershipRecord } from '../domain/records';
import { isWithin } from '../domain/units';
import { sameUsername } from '../domain/usernames';
import type { AuthContext } from './authorize';
import { ForbiddenError } from './errors';
import { deletedTopOf, readChainFlags } from './repositories/deleted-ancestors';
import type { UserHoldings } from './repositories/profiles';

/** An org or app membership: the unit it names and that unit's chain. */
export type HeldUnit = Pick<MembershipRecord, 'ouid' | 'ouidChain'>;

/** A real unit with its chain (not the `system` pseudo-unit, nor an item written without one). */
function isPlacedUnit(held: HeldUnit): boolean {
  return held.ouid !== SYSTEM_POLICY_OUID && typeof held.ouidChain === 'string';
}

/** True when the held unit lies in the acting unit's subtree (a system admin reaches every unit). */
export function inActingScope(auth: AuthContext, held: HeldUnit): boolean {
  if (auth.systemAdmin) return true;
  return auth.actingUnit !== undefined && isPlacedUnit(held) && isWithin(auth.actingUnit.id, held);
}

/** Refuses unless the user belongs to a unit in the acting unit's subtree. */
export function requireUserInActingScope(auth: AuthContext, holdings: UserHoldings): void {
  if (auth.systemAdmin) return;
  if (!holdings.memberships.some((m) => inActingScope(auth, m))) throw new ForbiddenError();
}

/** The strongest role class the caller's policies grant on the held unit. */
export function callerRoleOn(auth: AuthContext, held: HeldUnit): RoleClass | undefined {
  return isPlacedUnit(held) ? roleClassOn(auth.policies, held) : undefined;
}

/** True when the caller holds an admin role covering one of the user's units. */
export function administersUser(auth: AuthContext, holdings: UserHoldings): boolean {
  return holdings.memberships.some((membership) => callerRoleOn(auth, membership) === 'admin');
}

/**
 * True when the username's profile is the caller's own: the same username (any case) and a
 * profile bound to the caller's `sub`. An account that took the name of a deleted one is not the
 * owner of what that one left behind (identity.ts).
 */
export function isOwnProfile(auth: AuthContext, username: string): boolean {
  return auth.ownProfile && sameUsername(username, auth.username);
}

/**
 * Person-level fields (name, phone) belong to the person: only the user themself, a system admin,
 * or an admin covering every unit the user belongs to may change them (DESIGN.md §3).
 */
export function mayChangePersonDetails(
  auth: AuthContext,
  username: string,
  holdings: UserHoldings,
): boolean {
  if (auth.systemAdmin || isOwnProfile(auth, username)) return true;
  return (
    holdings.memberships.length > 0 &&
    holdings.memberships.every((membership) => callerRoleOn(auth, membership) === 'admin')
  );
}

/**
 * `mayChangePersonDetails` as the units are now: a membership of a soft-deleted unit, or of a unit
 * under one (also before the flag batches after the approval reach it), does not keep the caller
 * out. Only when memberships outside the caller's admin cover are left are their units' flags read
 * (one BatchGet along their chains), so the usual answer costs no read.
 */
export async function personDetailsEditable(
  auth: AuthContext,
  username: string,
  holdings: UserHoldings,
): Promise<boolean> {
  if (mayChangePersonDetails(auth, username, holdings)) return true;
  const uncovered = holdings.memberships.filter((held) => callerRoleOn(auth, held) !== 'admin');
  const covered = holdings.memberships.length - uncovered.length;
  if (covered === 0 || !uncovered.every(isPlacedUnit)) return false;
  const flags = await readChainFlags(uncovered.map((held) => held.ouidChain));
  return uncovered.every((held) => deletedTopOf(held.ouidChain, flags) !== undefined);
}
