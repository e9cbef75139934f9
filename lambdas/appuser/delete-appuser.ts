/** DELETE /appuser/{username} (x-ouid, x-appid): removes the user's roles in that application. */
import { appIdSchema } from '../domain/schemas/appuser';
import { commitChange } from '../shared/change';
import { BadRequestError, ForbiddenError, NotFoundError } from '../shared/errors';
import { publishRequested } from '../shared/events';
import { headerValue } from '../shared/http-event';
import { ok, type Operation } from '../shared/operation';
import { deleteAppMembershipWrite } from '../shared/repositories/memberships';
import { loadUser } from '../shared/repositories/profiles';
import { MEMBERSHIP_SUMMARIES } from '../shared/membership-summaries';
import { displayNames } from '../shared/repositories/display-names';
import { APPUSER_MESSAGES } from './messages';
import { profileBump } from './profile-bump';

const INVALID_APP_ID = 'Invalid x-appid header';

export const deleteAppUserOperation: Operation = {
  run: async ({ event, pathParameters, auth, query, log }) => {
    const appId = headerValue(event, 'x-appid') ?? '';
    if (!appIdSchema.safeParse(appId).success) throw new BadRequestError(INVALID_APP_ID);
    const unit = auth.actingUnit;
    const holdings = await loadUser(pathParameters.username ?? '');
    const username = holdings.profile?.username ?? pathParameters.username ?? '';
    if (!unit || !holdings.memberships.some((m) => m.ouid === unit.id)) {
      throw new ForbiddenError();
    }
    const existing = holdings.appMemberships.find((a) => a.ouid === unit.id && a.appId === appId);
    if (!existing) throw new NotFoundError(APPUSER_MESSAGES.appUserNotFound);
    const answer = ok({ data: { username, appId, ouid: unit.id, deleted: true } });
    await commitChange(
      [
        deleteAppMembershipWrite(username, unit.id, appId, APPUSER_MESSAGES.appUserNotFound),
        ...profileBump(holdings, new Date().toISOString()),
      ],
      {
        entity: 'appuser',
        action: 'delete',
        id: username,
        ouid: unit.id,
        actor: auth.username,
        summary: MEMBERSHIP_SUMMARIES.appRolesRemoved(await displayNames(unit), username, appId),
      },
      { publish: publishRequested(query), log, answer },
    );
    return answer;
  },
};
