/**
 * GET /orguser: the members of the acting unit, a page at a time: one Query of the memberships
 * (GSI1 MEMBERS#{ouid}), which carry copies of the users' display fields; with `?search=` only
 * the usernames that begin with it (any case).
 */
import { pageSize } from '../domain/schemas/paging';
import { userListQuerySchema } from '../domain/schemas/userprofile';
import { BadRequestError } from '../shared/errors';
import { ok, type Operation } from '../shared/operation';
import { listUnitMembers } from '../shared/repositories/memberships';
import { parseQuery } from '../shared/request-query';
import { ORGUSER_MESSAGES } from './messages';
import { orgUserItem } from './views';

export const listOrgUsersOperation: Operation<Awaited<ReturnType<typeof listUnitMembers>>> = {
  // The route requires x-ouid, and the authorization refuses any acting unit the caller does not
  // cover, so the Query runs alongside it and its page reaches only an allowed caller.
  prefetch: ({ query, actingUnitId }) => {
    if (!actingUnitId) throw new BadRequestError(ORGUSER_MESSAGES.unitRequired);
    const parsed = parseQuery(query, userListQuerySchema);
    return listUnitMembers(actingUnitId, pageSize(parsed.limit), parsed.nextToken, parsed.search);
  },
  run: async ({ prefetched: page }) => {
    const items = page.items.map((m) => orgUserItem(m.username, m, [m]));
    return ok({ items, nextToken: page.nextToken });
  },
};
