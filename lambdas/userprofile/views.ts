/** The API shapes of profiles (spec §3 user profile item). */
import { formatAppPolicy, formatPolicy } from '../domain/policies';
import type { AppMembershipRecord, MembershipRecord } from '../domain/records';
import type { StoredProfile } from '../shared/repositories/profiles';

export function profileListItem(profile: StoredProfile) {
  return {
    name: profile.name,
    username: profile.username,
    email: profile.email,
    phone_number: profile.phone_number,
    policies: profile.policies ?? [],
    createdDate: profile.createdDate,
    lastModifiedDate: profile.lastModifiedDate,
    version: profile.version,
    ...(profile.cognitoStatus ? { cognitoStatus: profile.cognitoStatus } : {}),
  };
}

/** Details: `policies` come from the memberships themselves, the source of truth. */
export function profileView(
  profile: StoredProfile,
  memberships: readonly Pick<MembershipRecord, 'ouid' | 'roles'>[],
  appMemberships: readonly Pick<AppMembershipRecord, 'ouid' | 'appId' | 'roles'>[],
) {
  return {
    ...profileListItem(profile),
    policies: memberships.map((m) => formatPolicy(m)).sort(),
    roles: memberships.map((m) => ({ ouid: m.ouid, roles: m.roles })),
    appRoles: appMemberships.map((m) => ({ ouid: m.ouid, appId: m.appId, roles: m.roles })),
    appPolicies: appMemberships.map((m) => formatAppPolicy(m)).sort(),
  };
}
