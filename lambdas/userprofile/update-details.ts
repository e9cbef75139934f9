/**
 * PUT /userprofile/{username}/details: a person's name and phone, changed by the user themself, a
 * system admin, or an admin of every unit the user belongs to (DESIGN.md §3). Any other caller
 * who administers the user learns why they are refused; one who does not gets the plain 403.
 * The memberships' copies of the fields change in the same transaction, on the version read.
 */
import { sameUsername } from '../domain/usernames';
import { commitChange } from '../shared/change';
import { ForbiddenError, NotFoundError } from '../shared/errors';
import { publishRequested } from '../shared/events';
import { ok, type RouteOperation } from '../shared/operation';
import { displayFieldsOf } from '../shared/repositories/memberships';
import { loadUser, policyStrings, updateProfileWrite } from '../shared/repositories/profiles';
import { administersUser, isOwnProfile, personDetailsEditable } from '../shared/user-scope';
import { rewrittenMemberships } from './display-copies';
import { USER_MESSAGES } from './messages';
import { profileView } from './views';

export const updateDetailsOperation: RouteOperation<'PUT /userprofile/{username}/details'> = {
  run: async ({ body, pathParameters, auth, query, log, actingUnitId }) => {
    const requested = pathParameters.username ?? '';
    // An account that took a deleted account's username starts afresh: no profile of its own.
    if (sameUsername(requested, auth.username) && !auth.ownProfile) {
      throw new NotFoundError(USER_MESSAGES.userNotFound);
    }
    const holdings = await loadUser(requested);
    const reaches =
      auth.systemAdmin || isOwnProfile(auth, requested) || administersUser(auth, holdings);
    if (!reaches) throw new ForbiddenError();
    const profile = holdings.profile;
    if (!profile) throw new NotFoundError(USER_MESSAGES.userNotFound);
    const username = profile.username;
    if (!(await personDetailsEditable(auth, username, holdings))) {
      throw new ForbiddenError(USER_MESSAGES.personDetailsLocked);
    }

    const at = new Date().toISOString();
    const changed = {
      ...profile,
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.phone_number === undefined ? {} : { phone_number: body.phone_number }),
    };
    const { writes } = rewrittenMemberships(
      holdings.memberships,
      displayFieldsOf(changed),
      USER_MESSAGES.staleVersion,
    );
    const policies = policyStrings(holdings.memberships);
    const updated = { ...changed, policies, lastModifiedDate: at, version: body.version + 1 };
    const answer = ok({
      data: {
        ...profileView(updated, holdings.memberships, holdings.appMemberships),
        canEditDetails: true,
      },
    });
    await commitChange(
      [
        ...writes,
        updateProfileWrite(
          {
            username,
            expectedVersion: body.version,
            at,
            policies,
            name: body.name,
            phone_number: body.phone_number,
          },
          USER_MESSAGES.staleVersion,
        ),
      ],
      {
        entity: 'userprofile',
        action: 'update',
        id: username,
        ouid: auth.actingUnit?.id ?? actingUnitId ?? '',
        actor: auth.username,
        summary: `Changed the name or phone of ${username}`,
      },
      { publish: publishRequested(query), log, answer },
    );
    return answer;
  },
};
