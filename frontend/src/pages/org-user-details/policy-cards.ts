import { parsePolicy } from '@domain/policies';

import type { OrgUserDetail } from '../../api/orguser';

export interface RolePolicyCard {
  ouid: string;
  roles: string;
}

export interface AppPolicyCard {
  key: string;
  ouid: string;
  appId: string;
  /** Spec §2: the card shows the application's first role. */
  role: string;
}

/** One card per `ouid=roles` policy the server returned (the acting unit's view). */
export function rolePolicyCards(user: Pick<OrgUserDetail, 'roles'>): RolePolicyCard[] {
  return user.roles.flatMap((text) => {
    const policy = parsePolicy(text);
    return policy ? [{ ouid: policy.ouid, roles: policy.roles.join(', ') }] : [];
  });
}

export function appPolicyCards(user: Pick<OrgUserDetail, 'appRoles'>): AppPolicyCard[] {
  return user.appRoles.map((app) => ({
    key: `${app.ouid}|${app.appId}`,
    ouid: app.ouid,
    appId: app.appId,
    role: app.roles[0] ?? '',
  }));
}
