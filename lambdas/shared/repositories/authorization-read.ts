/**
 * The authorization's one read (DESIGN.md §3): the caller's profile, whose `policies` copy of their
 * memberships every membership change rewrites in its own transaction, and the units the request
 * names, in one BatchGet. A caller without a profile or without that copy has their memberships
 * read instead, a second round trip.
 */
import { keys } from '../../domain/data-keys';
import type { Policy } from '../../domain/policies';
import type { OrgunitRecord, ProfileRecord } from '../../domain/records';
import { policiesFromCopy, policiesOf } from './memberships';
import { batchGetItems, unitsById } from './orgunit-records';

export interface CallerAndUnits {
  policies: Policy[];
  /** The named units that exist, by id. */
  units: Map<string, OrgunitRecord>;
}

export async function readCallerAndUnits(
  username: string,
  unitIds: readonly string[],
): Promise<CallerAndUnits> {
  const profileKey = keys.profile(username);
  const items = await batchGetItems([
    profileKey,
    ...[...new Set(unitIds)].map((id) => keys.orgunit(id)),
  ]);
  const profile = items.find((item) => item.SK === profileKey.SK) as ProfileRecord | undefined;
  const copy = profile?.policies;
  const policies = Array.isArray(copy) ? policiesFromCopy(copy) : await policiesOf(username);
  return { policies, units: unitsById(items) };
}
