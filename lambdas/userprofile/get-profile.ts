/**
 * GET /userprofile/{username}: the user themself, an admin covering one of the user's units, or a
 * system admin; anyone else gets the same 403 whether the user exists or not. Admins see only
 * the memberships of units they cover.
 */
import { ForbiddenError, NotFoundError } from '../shared/errors';
import { ok, type Operation } from '../shared/operation';
import { loadUser } from '../shared/repositories/profiles';
import {
  administersUser,
  callerRoleOn,
  type HeldUnit,
  mayChangePersonDetails,
} from '../shared/user-scope';
import { cognitoStatus } from '../shared/cognito-accounts';
import { USER_MESSAGES } from './messages';
import { profileView } from './views';
import { sameUsername } from '../domain/usernames';

export const getProfileOperation: Operation = {
  run: async ({ pathParameters, auth }) => {
    const username = pathParameters.username ?? '';
    const holdings = await loadUser(username);
    const self = sameUsername(username, auth.username);
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
    return ok({
      data: {
        ...profileView(profile, memberships, appMemberships, status),
        canEditDetails: mayChangePersonDetails(auth, profile.username, holdings),
      },
    });
  },
};
