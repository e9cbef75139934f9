/**
 * POST /userprofile: a new profile for an existing sign-in account (404 without one, 409 when its
 * e-mail differs), or with `invite` for a new account made first with a temporary password that
 * must be changed at first sign-in (person-account.ts). The profile is stored under the account's
 * own username, bound to its `sub` and with its status as read; of concurrent creates of one
 * username (in any case) exactly one wins.
 */
import { commitChange } from '../shared/change';
import { publishRequested } from '../shared/events';
import { created, type RouteOperation } from '../shared/operation';
import { ConflictError } from '../shared/errors';
import {
  createProfileWrite,
  loadUser,
  profileRecord,
  type StoredProfile,
} from '../shared/repositories/profiles';
import { USER_MESSAGES } from './messages';
import { checkPersonAccount, confirmPersonAccount } from './person-account';
import { profileView } from './views';

export const createProfileOperation: RouteOperation<'POST /userprofile'> = {
  run: async ({ body, auth, query, log, actingUnitId }) => {
    const candidate = await checkPersonAccount(body);
    if (candidate.kind === 'invite' && (await loadUser(body.username)).profile) {
      throw new ConflictError(USER_MESSAGES.userExists);
    }
    const account = await confirmPersonAccount(candidate);
    const profile: StoredProfile = {
      ...profileRecord(
        {
          name: body.name,
          email: body.email,
          username: account.username,
          sub: account.sub,
          phone_number: body.phone_number ?? '',
        },
        [],
        new Date().toISOString(),
      ),
      cognitoStatus: account.status,
    };
    const answer = created({ data: profileView(profile, [], []) });
    await commitChange(
      [createProfileWrite(profile, USER_MESSAGES.userExists)],
      {
        entity: 'userprofile',
        action: 'create',
        id: profile.username,
        ouid: auth.actingUnit?.id ?? actingUnitId ?? '',
        actor: auth.username,
        summary: `Created the profile of ${profile.username}`,
      },
      { publish: publishRequested(query), log, answer },
    );
    return answer;
  },
};
