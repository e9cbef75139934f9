/**
 * PUT /orguser/{username}: changes the user's org role in the target unit (the acting unit, or
 * the unit the body's policy names inside it) and/or their name; conditional on the profile
 * version the caller read.
 */
import { updateOrgUserBodySchema } from '../domain/schemas/orguser';
import { commitChange, type GuardedWrite, type TransactItem } from '../shared/change';
import { ForbiddenError, NotFoundError } from '../shared/errors';
import { publishRequested } from '../shared/events';
import { ok, type Operation } from '../shared/operation';
import { putMembershipWrite } from '../shared/repositories/memberships';
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
    const writes: (TransactItem | GuardedWrite)[] = [];
    let memberships = holdings.memberships;
    if (choice) {
      const policy = { ouid: unit.id, roles: [choice.role] };
      await assertRolesExist([policy], new Map([[unit.id, unit]]));
      const changed = { ...current, roles: policy.roles };
      writes.push(putMembershipWrite(changed, { mustExist: ORGUSER_MESSAGES.staleVersion }));
      memberships = memberships.map((m) => (m.ouid === unit.id ? changed : m));
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
