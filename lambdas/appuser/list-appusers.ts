/** GET /appuser: the application users of the acting unit, one Query per page (GSI1 APPMEMBERS#). */
import { pageSize } from '../domain/schemas/paging';
import { pageQuerySchema } from '../domain/schemas/userprofile';
import { BadRequestError } from '../shared/errors';
import { ok, type Operation } from '../shared/operation';
import { listUnitAppMembers } from '../shared/repositories/memberships';
import { parseQuery } from '../shared/request-query';
import { APPUSER_MESSAGES } from './messages';

export const listAppUsersOperation: Operation<Awaited<ReturnType<typeof listUnitAppMembers>>> = {
  // The route requires x-ouid, and the authorization refuses any acting unit that is not stored.
  prefetch: ({ query, actingUnitId }) => {
    if (!actingUnitId) throw new BadRequestError(APPUSER_MESSAGES.unitRequired);
    const parsed = parseQuery(query, pageQuerySchema);
    return listUnitAppMembers(actingUnitId, pageSize(parsed.limit), parsed.nextToken);
  },
  run: async ({ prefetched: page }) => {
    const items = page.items.map((a) => ({
      username: a.username,
      appId: a.appId,
      roles: a.roles,
      ouid: a.ouid,
    }));
    return ok({ items, nextToken: page.nextToken });
  },
};
