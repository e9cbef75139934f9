/**
 * The authorization's one read (DESIGN.md §3): the caller's profile, whose `policies` copy of their
 * memberships every membership change rewrites in its own transaction, and the units the request
 * names, in one BatchGet. A profile without that copy has its memberships read instead, a second
 * round trip. What the username holds counts only when the profile stores the token's `sub`
 * (identity.ts): a caller without a profile, or whose username's profile belongs to an earlier
 * account (or to none), holds nothing.
 *
 * A named unit under a soft-deleted ancestor is answered as deleted (its `deletedTop` the highest
 * flagged unit's), also before the batches after the approving commit have flagged it. Units never
 * move, so their chains are kept per instance (known-chains.ts) and the ancestors of a unit seen
 * before are read in the same BatchGet; those of a unit not seen yet are read in a second one.
 *
 * Asked to (`withMfaMarker`: the caller's token says MFA is off), the same BatchGet reads the MFA
 * marker (mfa-requirement-marker.ts), which tells the MFA rule whether an answer it kept still holds.
 */
import { keys } from '../../domain/data-keys';
import { type Caller, isBoundTo } from '../../domain/identity';
import type { Policy } from '../../domain/policies';
import type { OrgunitRecord, ProfileRecord } from '../../domain/records';
import { policiesFromCopy, policiesOf } from './memberships';
import {
  ancestorIds,
  type DeletionFlags,
  deletedTopOf,
  flagsOf,
  readDeletionFlags,
} from './deleted-ancestors';
import { knownChain, rememberChains } from './known-chains';
import { markerAmong, type MfaRequirementMarker } from './mfa-requirement-marker';
import { batchGetItems, unitsById } from './orgunit-records';

export interface CallerAndUnits {
  policies: Policy[];
  /** The named units that exist, by id. */
  units: Map<string, OrgunitRecord>;
  /** True when the profile under the caller's username stores the caller's `sub`. */
  ownProfile: boolean;
  /** The MFA marker, when asked for. */
  mfaMarker?: MfaRequirementMarker;
}

export interface CallerAndUnitsOptions {
  /** Read the MFA marker too (in the same BatchGet). */
  withMfaMarker?: boolean;
}

export async function readCallerAndUnits(
  caller: Caller,
  unitIds: readonly string[],
  options: CallerAndUnitsOptions = {},
): Promise<CallerAndUnits> {
  const profileKey = keys.profile(caller.username);
  const named = new Set(unitIds);
  const known = [...named].flatMap((id) => ancestorIds(knownChain(id) ?? ''));
  const items = await batchGetItems([
    profileKey,
    ...[...new Set([...named, ...known])].map((id) => keys.orgunit(id)),
    ...(options.withMfaMarker ? [keys.mfaRequirementMarker] : []),
  ]);
  const mfaMarker = options.withMfaMarker ? { mfaMarker: markerAmong(items) } : {};
  const profile = items.find((item) => item.SK === profileKey.SK) as ProfileRecord | undefined;
  const read = unitsById(items);
  const units = await withDeletedAncestors(
    new Map([...read].filter(([id]) => named.has(id))),
    flagsOf(read.values()),
  );
  if (!isBoundTo(profile, caller.sub))
    return { policies: [], units, ownProfile: false, ...mfaMarker };
  const copy = profile?.policies;
  const policies = Array.isArray(copy) ? policiesFromCopy(copy) : await policiesOf(caller.username);
  return { policies, units, ownProfile: true, ...mfaMarker };
}

/** The units, each marked deleted when a unit above it is (reading the ancestors not yet read). */
async function withDeletedAncestors(
  units: Map<string, OrgunitRecord>,
  readFlags: DeletionFlags,
): Promise<Map<string, OrgunitRecord>> {
  rememberChains(units.values());
  const unread = [...units.values()]
    .flatMap((unit) => ancestorIds(unit.ouidChain))
    .filter((id) => !readFlags.has(id));
  const more = unread.length === 0 ? new Map() : await readDeletionFlags(unread);
  const flags = new Map([...readFlags, ...more]);
  for (const [id, unit] of units) {
    const top = deletedTopOf(unit.ouidChain, flags);
    if (top !== undefined && top !== unit.deletedTop) units.set(id, { ...unit, deletedTop: top });
  }
  return units;
}
