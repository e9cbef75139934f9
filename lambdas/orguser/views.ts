/** The org user shapes (spec §3): roles are policy strings of the units the caller may see. */
import { formatPolicy } from '../domain/policies';
import type { AppMembershipRecord, MembershipRecord, UserDisplayFields } from '../domain/records';
import type { StoredProfile } from '../shared/repositories/profiles';

/** `display` is the profile, or a membership's copy of its display fields (the unit's list). */
export function orgUserItem(
  username: string,
  display: Partial<UserDisplayFields> | undefined,
  memberships: readonly Pick<MembershipRecord, 'ouid' | 'roles'>[],
) {
  return {
    name: display?.name ?? '',
    username,
    email: display?.email ?? '',
    phone_number: display?.phone_number ?? '',
    roles: memberships.map((m) => formatPolicy(m)).sort(),
  };
}

/** `canEditDetails`: whether the caller may change the person's name and phone. */
export function orgUserDetail(
  username: string,
  profile: StoredProfile | undefined,
  memberships: readonly Pick<MembershipRecord, 'ouid' | 'roles'>[],
  appMemberships: readonly Pick<AppMembershipRecord, 'ouid' | 'appId' | 'roles'>[],
  access: { canEditDetails: boolean },
) {
  return {
    ...orgUserItem(username, profile, memberships),
    appRoles: appMemberships.map((a) => ({ ouid: a.ouid, appId: a.appId, roles: a.roles })),
    version: profile?.version ?? 0,
    canEditDetails: access.canEditDetails,
  };
}
