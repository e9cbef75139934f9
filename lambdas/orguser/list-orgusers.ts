/**
 * GET /orguser: the members of the acting unit, a page at a time: one Query of the memberships
 * (GSI1 MEMBERS#{ouid}), which carry copies of the users' display fields.
 */
import { pageSize } from '../domain/schemas/paging';
import { pageQuerySchema } from '../domain/schemas/userprofile';
import { BadRequestError } from '../shared/errors';
import { ok, type Operation } from '../shared/operation';
import { listUnitMembers } from '../shared/repositories/memberships';
import { parseQuery } from '../shared/request-query';
import { ORGUSER_MESSAGES } from './messages';
import { orgUserItem } from './views';

export const listOrgUsersOperation: Operation = {
  run: async ({ auth, query, actingUnitId }) => {
    const ouid = auth.actingUnit?.id ?? actingUnitId;
    if (!ouid) throw new BadRequestError(ORGUSER_MESSAGES.unitRequired);
    const parsed = parseQuery(query, pageQuerySchema);
    const page = await listUnitMembers(ouid, pageSize(parsed.limit), parsed.nextToken);
    const items = page.items.map((m) => orgUserItem(m.username, m, [m]));
    return ok({ items, nextToken: page.nextToken });
  },
};
