/**
 * GET /userprofile/{username}: the user themself, an admin covering one of the user's units, or a
 * system admin; anyone else gets the same 403 whether the user exists or not. Admins see only
 * the memberships of units they cover.
 */
import { ForbiddenError, NotFoundError } from '../shared/errors';
import { ok, type Operation } from '../shared/operation';
import { loadUser } from '../shared/repositories/profiles';
import { administersUser, callerRoleOn, type HeldUnit } from '../shared/user-scope';
import { cognitoStatus } from './cognito';
import { USER_MESSAGES } from './messages';
import { profileView } from './views';

export const getProfileOperation: Operation = {
  run: async ({ pathParameters, auth }) => {
    const username = pathParameters.username ?? '';
    const holdings = await loadUser(username);
    const self = username === auth.username;
    let { memberships, appMemberships } = holdings;
    if (!self && !auth.systemAdmin) {
      if (!administersUser(auth, holdings)) throw new ForbiddenError();
      const covered = (held: HeldUnit) => callerRoleOn(auth, held) !== undefined;
      memberships = memberships.filter(covered);
      appMemberships = appMemberships.filter(covered);
    }
    if (!holdings.profile) throw new NotFoundError(USER_MESSAGES.userNotFound);
    const status = await cognitoStatus(username);
    return ok({ data: profileView(holdings.profile, memberships, appMemberships, status) });
  },
};
