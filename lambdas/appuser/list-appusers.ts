/** GET /appuser: the application users of the acting unit, one Query per page (GSI1 APPMEMBERS#). */
import { appuserRouteSchemas } from '../domain/schemas/appuser';
import { BadRequestError } from '../shared/errors';
import { ok, type Operation } from '../shared/operation';
import { listUnitAppMembers } from '../shared/repositories/memberships';
import { pageLimit, parseQuery } from '../shared/repositories/user-pages';
import { APPUSER_MESSAGES } from './messages';

const querySchema = appuserRouteSchemas['GET /appuser']?.query;

export const listAppUsersOperation: Operation = {
  run: async ({ auth, query, actingUnitId }) => {
    const ouid = auth.actingUnit?.id ?? actingUnitId;
    if (!ouid) throw new BadRequestError(APPUSER_MESSAGES.unitRequired);
    const parsed = parseQuery(query, querySchema) as { nextToken?: string; limit?: string };
    const page = await listUnitAppMembers(ouid, pageLimit(parsed.limit), parsed.nextToken);
    const items = page.items.map((a) => ({
      username: a.username,
      appId: a.appId,
      roles: a.roles,
      ouid: a.ouid,
    }));
    return ok({ items, nextToken: page.nextToken });
  },
};
