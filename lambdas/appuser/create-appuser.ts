/**
 * POST /appuser: sets a member's roles in one application within the acting unit. Only an
 * application the unit's active configs define (its core config lists it, or its own config is
 * active) may be granted, and only with the roles that application defines (its config's, else
 * admin/user); anything else is a 400 naming the allowed values. The user's application roles and
 * token claims stay within their bounds; the user must still belong to the unit at commit time.
 */
import { commitChange } from '../shared/change';
import { BadRequestError, ForbiddenError } from '../shared/errors';
import { publishRequested } from '../shared/events';
import { created, type RouteOperation } from '../shared/operation';
import { applicationInForce } from '../shared/repositories/configs-read';
import { membershipCheck, putAppMembershipWrite } from '../shared/repositories/memberships';
import { loadUser } from '../shared/repositories/profiles';
import { assertTokenBudget } from '../userprofile/token-budget';
import { MEMBERSHIP_SUMMARIES } from '../shared/membership-summaries';
import { displayNames } from '../shared/repositories/display-names';
import { assertAppRolesGrantable } from './grant-check';
import { APPUSER_MESSAGES } from './messages';
import { profileBump } from './profile-bump';

export const createAppUserOperation: RouteOperation<'POST /appuser'> = {
  run: async ({ body, auth, query, log, actingUnitId }) => {
    if (body.ouid !== actingUnitId) throw new BadRequestError(APPUSER_MESSAGES.ouidMismatch);
    const unit = auth.actingUnit;
    if (!unit) throw new BadRequestError(APPUSER_MESSAGES.unknownUnit(body.ouid));
    const holdings = await loadUser(body.username);
    const profile = holdings.profile;
    if (!profile || !holdings.memberships.some((m) => m.ouid === unit.id)) {
      throw new ForbiddenError();
    }

    // The audit summary's names (display-names.ts) are read alongside the application's configs.
    const [application, names] = await Promise.all([
      applicationInForce(unit, body.appId),
      displayNames(unit, body.appId),
    ]);
    if (!application.roles) {
      throw new BadRequestError(
        APPUSER_MESSAGES.unknownApplication(body.appId, unit.id, application.listed),
      );
    }
    const allowed = application.roles;
    const roles = [...new Set(body.roles)];
    const unknown = roles.find((role) => !allowed.includes(role));
    if (unknown) {
      throw new BadRequestError(APPUSER_MESSAGES.invalidAppRole(unknown, body.appId, allowed));
    }
    assertAppRolesGrantable(
      auth,
      unit,
      application.ceiling,
      holdings.appMemberships,
      body.appId,
      roles,
    );

    const username = profile.username;
    const at = new Date().toISOString();
    const existing = holdings.appMemberships.find(
      (a) => a.ouid === unit.id && a.appId === body.appId,
    );
    const fields = {
      username,
      ouid: unit.id,
      ouidChain: unit.ouidChain,
      appId: body.appId,
      roles,
      createdDate: existing?.createdDate ?? at,
    };
    assertTokenBudget(
      holdings.memberships,
      [...holdings.appMemberships.filter((a) => a !== existing), fields],
      holdings.teamMemberships,
    );
    const answer = created({ data: { username, appId: body.appId, roles, ouid: unit.id } });
    await commitChange(
      [
        membershipCheck(username, unit.id, APPUSER_MESSAGES.notMember),
        putAppMembershipWrite(fields),
        ...profileBump(holdings, at),
      ],
      {
        entity: 'appuser',
        action: existing ? 'update' : 'create',
        id: username,
        ouid: unit.id,
        actor: auth.username,
        summary: MEMBERSHIP_SUMMARIES.appRolesGiven(names, username, body.appId, roles),
      },
      { publish: publishRequested(query), log, answer },
    );
    return answer;
  },
};
