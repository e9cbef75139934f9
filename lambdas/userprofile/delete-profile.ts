/**
 * DELETE /userprofile/{username} (system admins): the profile, its memberships, its app and team
 * memberships go in one transaction (two when a user filled to every bound holds more than one
 * transaction can carry: the app roles go first), so the next token carries no roles. The sign-in
 * account whose `sub` the profile stores is then disabled, not deleted: sign-in stops at once and
 * an operator can still restore or inspect it; an account that took the name later is never touched.
 */
import { sameUsername } from '../domain/usernames';
import { commitChange, type TransactItem } from '../shared/change';
import { disableSignInAccount } from '../shared/cognito-accounts';
import { BadRequestError, NotFoundError } from '../shared/errors';
import { publishRequested } from '../shared/events';
import type { Logger } from '../shared/logger';
import { ok, type Operation } from '../shared/operation';
import {
  deleteAppMembershipWrite,
  deleteMembershipWrite,
} from '../shared/repositories/memberships';
import {
  deleteProfileWrite,
  loadUser,
  policyStrings,
  updateProfileWrite,
} from '../shared/repositories/profiles';
import { countMemberWrite, deleteTeamMembershipWrite } from '../shared/repositories/teams';
import { USER_MESSAGES } from './messages';
import { MAX_TRANSACTION_WRITES } from './update-profile';

export const deleteProfileOperation: Operation = {
  run: async ({ pathParameters, auth, query, log, actingUnitId }) => {
    const requested = pathParameters.username ?? '';
    if (sameUsername(requested, auth.username))
      throw new BadRequestError(USER_MESSAGES.cannotDeleteSelf);
    const holdings = await loadUser(requested);
    const profile = holdings.profile;
    if (!profile) throw new NotFoundError(USER_MESSAGES.userNotFound);
    const username = profile.username;
    const facts = {
      entity: 'userprofile' as const,
      id: username,
      ouid: auth.actingUnit?.id ?? actingUnitId ?? '',
      actor: auth.username,
    };
    // Application and team roles (each team's member count follows): at most 50 + 2 × 20 writes.
    const appDeletes = [
      ...holdings.appMemberships.map(
        (a) => deleteAppMembershipWrite(username, a.ouid, a.appId) as TransactItem,
      ),
      ...(holdings.teamMemberships ?? []).flatMap((t) => [
        deleteTeamMembershipWrite(username, t.teamId) as TransactItem,
        countMemberWrite(t, -1, USER_MESSAGES.staleVersion).item,
      ]),
    ];
    const memberDeletes = holdings.memberships.map((m) => deleteMembershipWrite(username, m.ouid));
    const answered = (accountDisabled: boolean) =>
      ok({ data: { username, deleted: true, accountDisabled } });
    let version = profile.version;
    const inOne = appDeletes.length + memberDeletes.length <= MAX_TRANSACTION_WRITES;
    if (!inOne) {
      const bump = updateProfileWrite(
        {
          username,
          expectedVersion: version,
          at: new Date().toISOString(),
          policies: policyStrings(holdings.memberships),
        },
        USER_MESSAGES.staleVersion,
      );
      await commitChange(
        [bump, ...appDeletes],
        {
          ...facts,
          action: 'update',
          summary: `Removed the application and team roles of ${username} before deleting the profile`,
        },
        { publish: false, log },
      );
      version += 1;
    }
    await commitChange(
      [
        deleteProfileWrite(username, version, USER_MESSAGES.staleVersion),
        ...(inOne ? appDeletes : []),
        ...memberDeletes,
      ],
      { ...facts, action: 'delete', summary: `Deleted the profile of ${username}` },
      // Until the account is disabled: the answer a retry gets if this request is cut off.
      { publish: publishRequested(query), log, answer: answered(false) },
    );
    return answered(await disableAccountOf(profile.sub, username, log));
  },
};

async function disableAccountOf(
  sub: string | undefined,
  username: string,
  log: Logger,
): Promise<boolean> {
  if (!sub) {
    log.error('Profile without an account sub: no account disabled', { username });
    return false;
  }
  return disableSignInAccount(sub).catch((error: unknown) => {
    log.error('Sign-in account not disabled', { username, sub, error: String(error) });
    return false;
  });
}
