/**
 * POST /orguser: makes a user a member of a unit (the acting unit or one below it) with one org
 * role. The user must have a sign-in account whose e-mail is the one given (404 / 409), so nobody
 * can pull a stranger's account into their unit by guessing a username, nor bind a role to an
 * account made later under that name. A user without a profile gets one (bound to the account's
 * `sub`) in the same transaction. The profile's policies and version change with the membership.
 */
import { MAX_MEMBERSHIPS_PER_USER } from '../domain/records';
import { createOrgUserBodySchema } from '../domain/schemas/orguser';
import { commitChange, type GuardedWrite } from '../shared/change';
import { BadRequestError, ConflictError } from '../shared/errors';
import { publishRequested } from '../shared/events';
import { created, type Operation } from '../shared/operation';
import { displayFieldsOf, putMembershipWrite } from '../shared/repositories/memberships';
import {
  createProfileWrite,
  loadUser,
  policyStrings,
  profileRecord,
  updateProfileWrite,
} from '../shared/repositories/profiles';
import { parseJsonBody } from '../shared/request-body';
import { mayChangePersonDetails } from '../shared/user-scope';
import { membershipRecord } from '../domain/record-builders';
import { requireSameAccount, requireSignInAccount } from '../userprofile/account-binding';
import { assertRolesExist } from '../userprofile/org-roles';
import { assertTokenBudget } from '../userprofile/token-budget';
import { ORGUSER_MESSAGES } from './messages';
import { chooseRole, targetUnitOfBody } from './role-choice';
import { orgUserDetail } from './views';

export const createOrgUserOperation: Operation = {
  targetUnit: targetUnitOfBody,
  run: async ({ event, auth, query, log, actingUnitId }) => {
    const body = parseJsonBody(event, createOrgUserBodySchema);
    const choice = chooseRole(body, actingUnitId ?? '');
    if (!choice) throw new BadRequestError(ORGUSER_MESSAGES.roleRequired);
    const unit = auth.targetUnit;
    if (!unit || unit.id !== choice.ouid) {
      throw new BadRequestError(ORGUSER_MESSAGES.unknownUnit(choice.ouid));
    }
    const policy = { ouid: unit.id, roles: [choice.role] };
    await assertRolesExist([policy], new Map([[unit.id, unit]]));

    const account = await requireSignInAccount(body.username, body.email);
    const username = account.username;
    const holdings = await loadUser(username);
    if (holdings.memberships.length >= MAX_MEMBERSHIPS_PER_USER) {
      throw new ConflictError(ORGUSER_MESSAGES.tooManyMemberships(MAX_MEMBERSHIPS_PER_USER));
    }
    assertTokenBudget(
      [...holdings.memberships, policy],
      holdings.appMemberships,
      holdings.teamMemberships,
    );
    const at = new Date().toISOString();
    const policies = policyStrings([...holdings.memberships, policy]);
    let profileWrite: GuardedWrite;
    let profile = holdings.profile;
    if (profile) {
      requireSameAccount(profile, account);
      profileWrite = updateProfileWrite(
        {
          username,
          expectedVersion: profile.version,
          at,
          policies,
          sub: account.sub,
          cognitoStatus: account.status,
        },
        ORGUSER_MESSAGES.staleVersion,
      );
      profile = {
        ...profile,
        policies,
        version: profile.version + 1,
        lastModifiedDate: at,
        cognitoStatus: account.status,
      };
    } else {
      const fields = { ...body, username, sub: account.sub, phone_number: body.phone_number ?? '' };
      profile = { ...profileRecord(fields, policies, at), cognitoStatus: account.status };
      profileWrite = createProfileWrite(profile, ORGUSER_MESSAGES.userExists);
    }
    const membership = {
      username,
      ...policy,
      ouidChain: unit.ouidChain,
      ...displayFieldsOf(profile),
      createdDate: at,
    };
    const canEditDetails = mayChangePersonDetails(auth, username, {
      ...holdings,
      memberships: [...holdings.memberships, membershipRecord(membership)],
    });
    const answer = created({
      data: orgUserDetail(username, profile, [membership], [], { canEditDetails }),
    });
    await commitChange(
      [putMembershipWrite(membership, { mustBeNew: ORGUSER_MESSAGES.alreadyMember }), profileWrite],
      {
        entity: 'orguser',
        action: 'create',
        id: username,
        ouid: unit.id,
        actor: auth.username,
        summary: `Added ${username} to ${unit.id} as ${choice.role}`,
      },
      { publish: publishRequested(query), log, answer },
    );
    return answer;
  },
};
