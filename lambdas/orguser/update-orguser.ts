/**
 * PUT /orguser/{username}: changes the user's org role in the target unit (the acting unit, or
 * the unit the body's policy names inside it) and/or their name; conditional on the profile
 * version the caller read. A new name is copied onto all the user's memberships in the same
 * transaction (at most MAX_MEMBERSHIPS_PER_USER of them).
 */
import { MAX_MEMBERSHIPS_PER_USER, type MembershipRecord } from '../domain/records';
import { updateOrgUserBodySchema } from '../domain/schemas/orguser';
import { commitChange, type GuardedWrite, type TransactItem } from '../shared/change';
import { BadRequestError, ForbiddenError, NotFoundError } from '../shared/errors';
import { publishRequested } from '../shared/events';
import { ok, type Operation } from '../shared/operation';
import {
  displayDiffers,
  displayFieldsOf,
  putMembershipWrite,
} from '../shared/repositories/memberships';
import { loadUser, policyStrings, updateProfileWrite } from '../shared/repositories/profiles';
import { parseJsonBody } from '../shared/request-body';
import { assertRolesExist } from '../userprofile/org-roles';
import { ORGUSER_MESSAGES } from './messages';
import { chooseRole, targetUnitOfBody } from './role-choice';
import { orgUserDetail } from './views';

export const updateOrgUserOperation: Operation = {
  targetUnit: targetUnitOfBody,
  run: async ({ event, pathParameters, auth, query, log, actingUnitId }) => {
    const username = pathParameters.username ?? '';
    const body = parseJsonBody(event, updateOrgUserBodySchema);
    const choice = chooseRole(body, actingUnitId ?? '');
    const unit = auth.targetUnit;
    const holdings = await loadUser(username);
    const current = holdings.memberships.find((m) => m.ouid === unit?.id);
    if (!unit || !current || (choice && choice.ouid !== unit.id)) throw new ForbiddenError();
    if (!holdings.profile) throw new NotFoundError(ORGUSER_MESSAGES.userNotFound);

    const at = new Date().toISOString();
    if (choice) {
      await assertRolesExist([{ ouid: unit.id, roles: [choice.role] }], new Map([[unit.id, unit]]));
    }
    const display = displayFieldsOf({
      ...holdings.profile,
      ...(body.name === undefined ? {} : { name: body.name }),
    });
    const writes: (TransactItem | GuardedWrite)[] = [];
    const memberships = holdings.memberships.map((m): MembershipRecord => {
      const roleChanges = choice !== undefined && m.ouid === unit.id;
      if (!roleChanges && !displayDiffers(m, display)) return m;
      const changed = { ...m, ...display, ...(roleChanges ? { roles: [choice.role] } : {}) };
      writes.push(putMembershipWrite(changed, { mustExist: ORGUSER_MESSAGES.staleVersion }));
      return changed;
    });
    if (writes.length > MAX_MEMBERSHIPS_PER_USER) {
      throw new BadRequestError(ORGUSER_MESSAGES.tooManyMemberships(MAX_MEMBERSHIPS_PER_USER));
    }
    const policies = policyStrings(memberships);
    writes.push(
      updateProfileWrite(
        { username, expectedVersion: body.version, at, policies, name: body.name },
        ORGUSER_MESSAGES.staleVersion,
      ),
    );
    await commitChange(
      writes,
      {
        entity: 'orguser',
        action: 'update',
        id: username,
        ouid: unit.id,
        actor: auth.username,
        summary: `Updated ${username} in ${unit.id}${choice ? ` (role ${choice.role})` : ''}`,
      },
      { publish: publishRequested(query), log },
    );
    const profile = {
      ...holdings.profile,
      ...(body.name === undefined ? {} : { name: body.name }),
      policies,
      version: body.version + 1,
    };
    const visible = memberships.filter((m) => m.ouid === unit.id);
    const apps = holdings.appMemberships.filter((a) => a.ouid === unit.id);
    return ok({ data: orgUserDetail(username, profile, visible, apps) });
  },
};
