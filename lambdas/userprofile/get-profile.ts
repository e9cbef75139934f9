/**
 * GET /userprofile/{username}: the user themself, an admin covering one of the user's units, or a
 * system admin; anyone else gets the same 403 whether the user exists or not. Admins see only
 * the memberships of units they cover. The account's status is read from Cognito, and the copy
 * on the profile (which the lists show) is corrected when it differs.
 */
import { ForbiddenError, NotFoundError } from '../shared/errors';
import type { Logger } from '../shared/logger';
import { ok, type Operation } from '../shared/operation';
import { loadUser, recordCognitoStatus, type StoredProfile } from '../shared/repositories/profiles';
import {
  administersUser,
  callerRoleOn,
  type HeldUnit,
  isOwnProfile,
  personDetailsEditable,
} from '../shared/user-scope';
import { cognitoStatus } from '../shared/cognito-accounts';
import { USER_MESSAGES } from './messages';
import { profileView } from './views';
import { sameUsername } from '../domain/usernames';

export const getProfileOperation: Operation = {
  run: async ({ pathParameters, auth, log }) => {
    const username = pathParameters.username ?? '';
    // An account that took a deleted account's username starts afresh: no profile of its own.
    if (sameUsername(username, auth.username) && !auth.ownProfile) {
      throw new NotFoundError(USER_MESSAGES.userNotFound);
    }
    const holdings = await loadUser(username);
    const self = isOwnProfile(auth, username);
    let { memberships, appMemberships } = holdings;
    if (!self && !auth.systemAdmin) {
      if (!administersUser(auth, holdings)) throw new ForbiddenError();
      const covered = (held: HeldUnit) => callerRoleOn(auth, held) !== undefined;
      memberships = memberships.filter(covered);
      appMemberships = appMemberships.filter(covered);
    }
    const profile = holdings.profile;
    if (!profile) throw new NotFoundError(USER_MESSAGES.userNotFound);
    const status = await cognitoStatus(profile.sub ?? profile.username);
    if (status !== undefined && status !== profile.cognitoStatus) {
      await repairStoredStatus(profile, status, log);
    }
    return ok({
      data: {
        ...profileView({ ...profile, cognitoStatus: status }, memberships, appMemberships),
        canEditDetails: await personDetailsEditable(auth, profile.username, holdings),
      },
    });
  },
};

/** A failed repair only leaves the list's copy stale: the details still show the live status. */
async function repairStoredStatus(profile: StoredProfile, status: string, log: Logger) {
  try {
    await recordCognitoStatus(profile.username, status, profile.sub);
  } catch (error) {
    log.error('Stored account status not corrected', {
      username: profile.username,
      error: String(error),
    });
  }
}
