/**
 * DELETE /userprofile/{username} (system admins): the profile, its memberships and its app
 * memberships go in one transaction, so the next token carries no roles. The Cognito account is
 * then disabled, not deleted: sign-in stops at once and an operator can still restore or inspect
 * it (the audit trail names it).
 */
import { commitChange, type TransactItem } from '../shared/change';
import { BadRequestError, NotFoundError } from '../shared/errors';
import { publishRequested } from '../shared/events';
import { ok, type Operation } from '../shared/operation';
import {
  deleteAppMembershipWrite,
  deleteMembershipWrite,
} from '../shared/repositories/memberships';
import { deleteProfileWrite, loadUser } from '../shared/repositories/profiles';
import { disableCognitoUser } from './cognito';
import { USER_MESSAGES } from './messages';
import { MAX_TRANSACTION_WRITES } from './update-profile';

export const deleteProfileOperation: Operation = {
  run: async ({ pathParameters, auth, query, log, actingUnitId }) => {
    const username = pathParameters.username ?? '';
    if (username === auth.username) throw new BadRequestError(USER_MESSAGES.cannotDeleteSelf);
    const holdings = await loadUser(username);
    if (!holdings.profile) throw new NotFoundError(USER_MESSAGES.userNotFound);
    const writes: TransactItem[] = [
      ...holdings.memberships.map((m) => deleteMembershipWrite(username, m.ouid)),
      ...holdings.appMemberships.map(
        (a) => deleteAppMembershipWrite(username, a.ouid, a.appId) as TransactItem,
      ),
    ];
    if (writes.length > MAX_TRANSACTION_WRITES) {
      throw new BadRequestError(USER_MESSAGES.tooManyChanges);
    }
    await commitChange(
      [
        deleteProfileWrite(username, holdings.profile.version, USER_MESSAGES.staleVersion),
        ...writes,
      ],
      {
        entity: 'userprofile',
        action: 'delete',
        id: username,
        ouid: auth.actingUnit?.id ?? actingUnitId ?? '',
        actor: auth.username,
        summary: `Deleted the profile of ${username}`,
      },
      { publish: publishRequested(query), log },
    );
    const disabled = await disableCognitoUser(username).catch((error: unknown) => {
      log.error('Cognito account not disabled', { username, error: String(error) });
      return false;
    });
    return ok({ data: { username, deleted: true, accountDisabled: disabled } });
  },
};
