/**
 * Whether a person already belongs to the organisation (tenant) of a unit: one of their
 * memberships sits in the tree under the same top unit. An admin may add such a person by
 * username alone and see their name; anyone else must prove they know the account (its e-mail).
 */
import type { MembershipRecord } from '../domain/records';
import { chainIds, type UnitPlacement } from '../domain/units';

function topUnitOf(ouidChain: string): string | undefined {
  return chainIds(ouidChain)[0];
}

export function inOrganisationOf(
  memberships: readonly Pick<MembershipRecord, 'ouidChain'>[],
  unit: UnitPlacement,
): boolean {
  const top = topUnitOf(unit.ouidChain);
  return memberships.some((membership) => topUnitOf(membership.ouidChain) === top);
}
