import { parsePolicy } from '@domain/policies';

import type { AppRole } from '../../api/appuser';
import type { OrgUserDetail } from '../../api/orguser';

/** The user's org role in the unit ('' when they hold none there): the editor holds at most one. */
export function unitRoleOf(user: Pick<OrgUserDetail, 'roles'>, ouid: string): string {
  for (const text of user.roles) {
    const policy = parsePolicy(text);
    if (policy?.ouid === ouid) return policy.roles[0] ?? '';
  }
  return '';
}

/** The application roles the user holds in the unit (the editor changes only these). */
export function savedAppRolesIn(user: Pick<OrgUserDetail, 'appRoles'>, ouid: string): AppRole[] {
  return user.appRoles
    .filter((app) => app.ouid === ouid)
    .map(({ appId, roles }) => ({ appId, roles: [...roles] }));
}

/**
 * The name to send with the update: the trimmed name when the caller may change the person's
 * details, else none (the server answers 403 to a name it does not let the caller change).
 */
export function nameToSend(
  user: Pick<OrgUserDetail, 'canEditDetails'>,
  name: string,
): string | undefined {
  return user.canEditDetails ? name.trim() : undefined;
}

export interface AppRoleChanges {
  /** Applications to leave (DELETE /appuser) before the new roles are set. */
  deletions: string[];
  /** One POST /appuser per application; it replaces the roles of one held before. */
  creations: AppRole[];
}

export function appRoleChanges(
  removedAppIds: readonly string[],
  pending: readonly AppRole[],
): AppRoleChanges {
  const replaced = new Set(pending.map((entry) => entry.appId));
  return {
    deletions: removedAppIds.filter((appId) => !replaced.has(appId)),
    creations: [...pending],
  };
}
