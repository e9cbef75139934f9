/**
 * POST /orguser: makes a person a member of a unit (the acting unit or one below it) with one org
 * role: someone with a sign-in account (an e-mail given must be the account's, 409), or, with
 * `invite`, a new person whose account is created with a temporary password (person-account.ts)
 * after every other check. A user without a profile gets one (bound to the account's `sub`) in the
 * same transaction. The profile's policies and version change with the membership.
 */
import { MAX_MEMBERSHIPS_PER_USER } from '../domain/records';
import { MEMBERSHIP_SUMMARIES } from '../shared/membership-summaries';
import { displayNames } from '../shared/repositories/display-names';
import { commitChange, type GuardedWrite } from '../shared/change';
import { BadRequestError, ConflictError } from '../shared/errors';
import { publishRequested } from '../shared/events';
import { created, type RouteOperation } from '../shared/operation';
import { displayFieldsOf, putMembershipWrite } from '../shared/repositories/memberships';
import {
  createProfileWrite,
  loadUser,
  policyStrings,
  profileRecord,
  updateProfileWrite,
} from '../shared/repositories/profiles';
import { inOrganisationOf } from '../shared/same-organisation';
import { mayChangePersonDetails } from '../shared/user-scope';
import { membershipRecord } from '../domain/record-builders';
import { requireSameAccount } from '../userprofile/account-binding';
import {
  checkPersonAccount,
  confirmPersonAccount,
  personProfileFields,
} from '../userprofile/person-account';
import { assertRolesExist } from '../userprofile/org-roles';
import { assertTokenBudget } from '../userprofile/token-budget';
import { ORGUSER_MESSAGES } from './messages';
import { chooseRole, targetUnitOfBody } from './role-choice';
import { orgUserDetail } from './views';

export const createOrgUserOperation: RouteOperation<'POST /orguser'> = {
  targetUnit: targetUnitOfBody,
  run: async ({ body, auth, query, log, actingUnitId }) => {
    const choice = chooseRole(body, actingUnitId ?? '');
    if (!choice) throw new BadRequestError(ORGUSER_MESSAGES.roleRequired);
    const unit = auth.targetUnit;
    if (!unit || unit.id !== choice.ouid) {
      throw new BadRequestError(ORGUSER_MESSAGES.unknownUnit(choice.ouid));
    }
    const policy = { ouid: unit.id, roles: [choice.role] };
    await assertRolesExist([policy], new Map([[unit.id, unit]]), auth);
    // The audit summary's names (display-names.ts) are read alongside the account check, before
    // any account is invited.
    const [names, candidate] = await Promise.all([displayNames(unit), checkPersonAccount(body)]);
    const holdings = await loadUser(
      candidate.kind === 'existing' ? candidate.account.username : body.username,
    );
    if (candidate.kind === 'invite' && holdings.profile) {
      throw new ConflictError(ORGUSER_MESSAGES.userExists);
    }
    if (holdings.memberships.length >= MAX_MEMBERSHIPS_PER_USER) {
      throw new ConflictError(ORGUSER_MESSAGES.tooManyMemberships(MAX_MEMBERSHIPS_PER_USER));
    }
    assertTokenBudget(
      [...holdings.memberships, policy],
      holdings.appMemberships,
      holdings.teamMemberships,
    );
    if (holdings.profile && candidate.kind === 'existing') {
      requireSameAccount(holdings.profile, candidate.account);
    }
    // Nobody pulls a stranger's account into their tenant by guessing its username.
    if (
      candidate.kind === 'existing' &&
      body.email === undefined &&
      !auth.systemAdmin &&
      !inOrganisationOf(holdings.memberships, unit)
    ) {
      throw new ConflictError(ORGUSER_MESSAGES.emailNeededOutsideOrganisation);
    }
    const account = await confirmPersonAccount(candidate);
    const username = account.username;
    const at = new Date().toISOString();
    const policies = policyStrings([...holdings.memberships, policy]);
    let profileWrite: GuardedWrite;
    let profile = holdings.profile;
    if (profile) {
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
      const fields = personProfileFields(body, account);
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
    try {
      await commitChange(
        [
          putMembershipWrite(membership, { mustBeNew: ORGUSER_MESSAGES.alreadyMember }),
          profileWrite,
        ],
        {
          entity: 'orguser',
          action: 'create',
          id: username,
          ouid: unit.id,
          actor: auth.username,
          summary: MEMBERSHIP_SUMMARIES.orgUserAdded(names, username, choice.role),
        },
        { publish: publishRequested(query), log, answer },
      );
    } catch (error) {
      if (candidate.kind === 'invite') {
        log.error('Org user not added after the account was invited', {
          username,
          error: String(error),
        });
      }
      throw error;
    }
    return answer;
  },
};
