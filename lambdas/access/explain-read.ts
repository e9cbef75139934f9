/**
 * What the explainer reads: the person's policies and the named units exactly as the authorization
 * reads them for a call of that person (readCallerAndUnits, with the `sub` their profile stores, so
 * a profile of an earlier account holds nothing), with the units of their policies in the same
 * BatchGet, for names. About someone else, their profile is read alongside the authorization.
 */
import { keys } from '../domain/data-keys';
import type { Caller } from '../domain/identity';
import { type Policy, SYSTEM_POLICY_OUID } from '../domain/policies';
import type { OrgunitRecord, ProfileRecord } from '../domain/records';
import { readCallerAndUnits } from '../shared/repositories/authorization-read';
import { policiesFromCopy } from '../shared/repositories/memberships';
import { batchGetItems, getOrgunitRecords } from '../shared/repositories/orgunit-records';

export type StoredProfile = (ProfileRecord & { policies?: unknown }) | undefined;

export async function readProfile(username: string): Promise<StoredProfile> {
  const [profile] = await batchGetItems([keys.profile(username)]);
  return profile as StoredProfile;
}

const unitIdsOf = (policies: readonly Policy[]) =>
  policies.map((policy) => policy.ouid).filter((ouid) => ouid !== SYSTEM_POLICY_OUID);

export interface PersonRead {
  policies: Policy[];
  /** The named units and the units of the person's policies, each marked deleted as authorize marks it. */
  units: Map<string, OrgunitRecord>;
}

/**
 * The person as the authorization sees them: `asker` (whose policies the authorization just read)
 * when they ask about themselves, else the account their stored profile names.
 */
export async function readPerson(
  about:
    | { self: true; asker: Caller; policies: readonly Policy[] }
    | { self: false; username: string; profile: StoredProfile },
  unitIds: readonly string[],
): Promise<PersonRead> {
  const person: Caller = about.self
    ? about.asker
    : {
        username: about.username,
        sub: typeof about.profile?.sub === 'string' ? about.profile.sub : '',
      };
  const copy = about.self
    ? about.policies
    : policiesFromCopy(
        Array.isArray(about.profile?.policies) ? (about.profile.policies as string[]) : [],
      );
  const read = await readCallerAndUnits(person, [...unitIds, ...unitIdsOf(copy)]);
  // A profile without the policy copy: its memberships were read, their units not yet.
  const unread = unitIdsOf(read.policies).filter((id) => !read.units.has(id));
  if (unread.length > 0)
    for (const [id, unit] of await getOrgunitRecords(unread)) read.units.set(id, unit);
  return { policies: read.policies, units: read.units };
}
