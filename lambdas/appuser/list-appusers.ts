/** GET /appuser: the application users of the acting unit, one Query per page (GSI1 APPMEMBERS#). */
import { pageSize } from '../domain/schemas/paging';
import { pageQuerySchema } from '../domain/schemas/userprofile';
import { BadRequestError } from '../shared/errors';
import { ok, type Operation } from '../shared/operation';
import { listUnitAppMembers } from '../shared/repositories/memberships';
import { parseQuery } from '../shared/request-query';
import { APPUSER_MESSAGES } from './messages';

export const listAppUsersOperation: Operation = {
  run: async ({ auth, query, actingUnitId }) => {
    const ouid = auth.actingUnit?.id ?? actingUnitId;
    if (!ouid) throw new BadRequestError(APPUSER_MESSAGES.unitRequired);
    const parsed = parseQuery(query, pageQuerySchema);
    const page = await listUnitAppMembers(ouid, pageSize(parsed.limit), parsed.nextToken);
    const items = page.items.map((a) => ({
      username: a.username,
      appId: a.appId,
      roles: a.roles,
      ouid: a.ouid,
    }));
    return ok({ items, nextToken: page.nextToken });
  },
};
