/**
 * PUT /orguser/{username}: changes the user's org role in the target unit (the acting unit, or
 * the unit the body's policy names inside it), conditional on the profile version the caller
 * read. A new name is a person-level change: only the user, a system admin or an admin of every
 * unit the user belongs to may make it (403 with the reason otherwise); it is copied onto all the
 * user's memberships in the same transaction.
 */
import { MAX_MEMBERSHIPS_PER_USER } from '../domain/records';
import { commitChange } from '../shared/change';
import { BadRequestError, ForbiddenError, NotFoundError } from '../shared/errors';
import { publishRequested } from '../shared/events';
import { ok, type RouteOperation } from '../shared/operation';
import { displayFieldsOf } from '../shared/repositories/memberships';
import { loadUser, policyStrings, updateProfileWrite } from '../shared/repositories/profiles';
import { personDetailsEditable } from '../shared/user-scope';
import { rewrittenMemberships } from '../userprofile/display-copies';
import { assertRolesExist } from '../userprofile/org-roles';
import { assertTokenBudget } from '../userprofile/token-budget';
import { MEMBERSHIP_SUMMARIES } from '../shared/membership-summaries';
import { displayNames } from '../shared/repositories/display-names';
import { ORGUSER_MESSAGES } from './messages';
import { chooseRole, targetUnitOfBody } from './role-choice';
import { orgUserDetail } from './views';

export const updateOrgUserOperation: RouteOperation<'PUT /orguser/{username}'> = {
  targetUnit: targetUnitOfBody,
  run: async ({ body, pathParameters, auth, query, log, actingUnitId }) => {
    const choice = chooseRole(body, actingUnitId ?? '');
    const unit = auth.targetUnit;
    const holdings = await loadUser(pathParameters.username ?? '');
    const current = holdings.memberships.find((m) => m.ouid === unit?.id);
    if (!unit || !current || (choice && choice.ouid !== unit.id)) throw new ForbiddenError();
    const profile = holdings.profile;
    if (!profile) throw new NotFoundError(ORGUSER_MESSAGES.userNotFound);
    const username = profile.username;
    const renames = body.name !== undefined && body.name !== profile.name;
    const canEditDetails = await personDetailsEditable(auth, username, holdings);
    if (renames && !canEditDetails) {
      throw new ForbiddenError(ORGUSER_MESSAGES.personDetailsLocked);
    }

    const at = new Date().toISOString();
    // The audit summary's names (display-names.ts) are read alongside the role check.
    const [names] = await Promise.all([
      displayNames(unit),
      // Keeping a role the user holds grants nothing: only a new role meets the grant checks.
      choice &&
        assertRolesExist(
          [{ ouid: unit.id, roles: [choice.role] }],
          new Map([[unit.id, unit]]),
          current.roles.includes(choice.role) ? undefined : auth,
        ),
    ]);
    const display = displayFieldsOf({ ...profile, ...(renames ? { name: body.name } : {}) });
    const { memberships, writes } = rewrittenMemberships(
      holdings.memberships,
      display,
      ORGUSER_MESSAGES.staleVersion,
      choice ? { ouid: unit.id, role: choice.role } : undefined,
    );
    if (writes.length > MAX_MEMBERSHIPS_PER_USER) {
      throw new BadRequestError(ORGUSER_MESSAGES.tooManyMemberships(MAX_MEMBERSHIPS_PER_USER));
    }
    assertTokenBudget(memberships, holdings.appMemberships, holdings.teamMemberships);
    const policies = policyStrings(memberships);
    const name = renames ? body.name : undefined;
    const updated = {
      ...profile,
      ...(name === undefined ? {} : { name }),
      policies,
      version: body.version + 1,
    };
    const visible = memberships.filter((m) => m.ouid === unit.id);
    const apps = holdings.appMemberships.filter((a) => a.ouid === unit.id);
    const answer = ok({
      data: orgUserDetail(username, updated, visible, apps, { canEditDetails }),
    });
    await commitChange(
      [
        ...writes,
        updateProfileWrite(
          { username, expectedVersion: body.version, at, policies, name },
          ORGUSER_MESSAGES.staleVersion,
        ),
      ],
      {
        entity: 'orguser',
        action: 'update',
        id: username,
        ouid: unit.id,
        actor: auth.username,
        ...(choice && !current.roles.includes(choice.role)
          ? { event: 'roleChanged' as const }
          : {}),
        summary: MEMBERSHIP_SUMMARIES.orgUserUpdated(names, username, choice?.role),
      },
      { publish: publishRequested(query), log, answer },
    );
    return answer;
  },
};
