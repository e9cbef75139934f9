/**
 * POST /orguser: makes a user a member of a unit (the acting unit or one below it) with one org
 * role. A new username gets its profile in the same transaction; an existing profile is joined
 * only when the e-mail matches, so nobody can pull a stranger's account into their unit by
 * guessing a username. The profile's policies and version change with the membership.
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
import { assertRolesExist } from '../userprofile/org-roles';
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

    const holdings = await loadUser(body.username);
    if (holdings.memberships.length >= MAX_MEMBERSHIPS_PER_USER) {
      throw new ConflictError(ORGUSER_MESSAGES.tooManyMemberships(MAX_MEMBERSHIPS_PER_USER));
    }
    const at = new Date().toISOString();
    const policies = policyStrings([...holdings.memberships, policy]);
    let profileWrite: GuardedWrite;
    let profile = holdings.profile;
    if (profile) {
      if (profile.email.toLowerCase() !== body.email.toLowerCase()) {
        throw new ConflictError(ORGUSER_MESSAGES.userExists);
      }
      profileWrite = updateProfileWrite(
        { username: body.username, expectedVersion: profile.version, at, policies },
        ORGUSER_MESSAGES.staleVersion,
      );
      profile = { ...profile, policies, version: profile.version + 1, lastModifiedDate: at };
    } else {
      const fields = { ...body, phone_number: body.phone_number ?? '' };
      profile = profileRecord(fields, policies, at);
      profileWrite = createProfileWrite(profile, ORGUSER_MESSAGES.userExists);
    }
    const membership = {
      username: body.username,
      ...policy,
      ouidChain: unit.ouidChain,
      ...displayFieldsOf(profile),
      createdDate: at,
    };
    await commitChange(
      [putMembershipWrite(membership, { mustBeNew: ORGUSER_MESSAGES.alreadyMember }), profileWrite],
      {
        entity: 'orguser',
        action: 'create',
        id: body.username,
        ouid: unit.id,
        actor: auth.username,
        summary: `Added ${body.username} to ${unit.id} as ${choice.role}`,
      },
      { publish: publishRequested(query), log },
    );
    return created({ data: orgUserDetail(body.username, profile, [membership], []) });
  },
};
