/**
 * The authorization's one read (DESIGN.md §3): the caller's profile, whose `policies` copy of their
 * memberships every membership change rewrites in its own transaction, and the units the request
 * names, in one BatchGet. A profile without that copy has its memberships read instead, a second
 * round trip. What the username holds counts only when the profile stores the token's `sub`
 * (identity.ts): a caller without a profile, or whose username's profile belongs to an earlier
 * account (or to none), holds nothing.
 */
import { keys } from '../../domain/data-keys';
import { type Caller, isBoundTo } from '../../domain/identity';
import type { Policy } from '../../domain/policies';
import type { OrgunitRecord, ProfileRecord } from '../../domain/records';
import { policiesFromCopy, policiesOf } from './memberships';
import { batchGetItems, unitsById } from './orgunit-records';

export interface CallerAndUnits {
  policies: Policy[];
  /** The named units that exist, by id. */
  units: Map<string, OrgunitRecord>;
  /** True when the profile under the caller's username stores the caller's `sub`. */
  ownProfile: boolean;
}

export async function readCallerAndUnits(
  caller: Caller,
  unitIds: readonly string[],
): Promise<CallerAndUnits> {
  const profileKey = keys.profile(caller.username);
  const items = await batchGetItems([
    profileKey,
    ...[...new Set(unitIds)].map((id) => keys.orgunit(id)),
  ]);
  const profile = items.find((item) => item.SK === profileKey.SK) as ProfileRecord | undefined;
  const units = unitsById(items);
  if (!isBoundTo(profile, caller.sub)) return { policies: [], units, ownProfile: false };
  const copy = profile?.policies;
  const policies = Array.isArray(copy) ? policiesFromCopy(copy) : await policiesOf(caller.username);
  return { policies, units, ownProfile: true };
}
