/**
 * POST /appuser: sets a member's roles in one application within the acting unit. The roles must
 * exist in the application's active config (nearest up the chain, else admin/user); the user
 * must still belong to the unit when the transaction commits.
 */
import { createAppUserBodySchema } from '../domain/schemas/appuser';
import { commitChange } from '../shared/change';
import { BadRequestError, ForbiddenError } from '../shared/errors';
import { publishRequested } from '../shared/events';
import { created, type Operation } from '../shared/operation';
import { allowedRoles } from '../shared/repositories/configs-read';
import { membershipCheck, putAppMembershipWrite } from '../shared/repositories/memberships';
import { loadUser } from '../shared/repositories/profiles';
import { parseJsonBody } from '../shared/request-body';
import { APPUSER_MESSAGES } from './messages';
import { profileBump } from './profile-bump';

export const createAppUserOperation: Operation = {
  run: async ({ event, auth, query, log, actingUnitId }) => {
    const body = parseJsonBody(event, createAppUserBodySchema);
    if (body.ouid !== actingUnitId) throw new BadRequestError(APPUSER_MESSAGES.ouidMismatch);
    const unit = auth.actingUnit;
    if (!unit) throw new BadRequestError(APPUSER_MESSAGES.unknownUnit(body.ouid));
    const holdings = await loadUser(body.username);
    if (!holdings.memberships.some((m) => m.ouid === unit.id)) throw new ForbiddenError();

    const allowed = await allowedRoles([{ unit, identifier: body.appId }]);
    const values = allowed.get(`${unit.id}|${body.appId}`) ?? [];
    const roles = [...new Set(body.roles)];
    const unknown = roles.find((role) => !values.includes(role));
    if (unknown) throw new BadRequestError(APPUSER_MESSAGES.invalidAppRole(unknown, body.appId));

    const at = new Date().toISOString();
    const existing = holdings.appMemberships.find(
      (a) => a.ouid === unit.id && a.appId === body.appId,
    );
    const fields = {
      username: body.username,
      ouid: unit.id,
      ouidChain: unit.ouidChain,
      appId: body.appId,
      roles,
      createdDate: existing?.createdDate ?? at,
    };
    await commitChange(
      [
        membershipCheck(body.username, unit.id, APPUSER_MESSAGES.notMember),
        putAppMembershipWrite(fields),
        ...profileBump(holdings, at),
      ],
      {
        entity: 'appuser',
        action: existing ? 'update' : 'create',
        id: body.username,
        ouid: unit.id,
        actor: auth.username,
        summary: `Gave ${body.username} roles ${roles.join(', ')} in ${body.appId}`,
      },
      { publish: publishRequested(query), log },
    );
    return created({ data: { username: body.username, appId: body.appId, roles, ouid: unit.id } });
  },
};
