/**
 * GET /orguser: the members of the acting unit, a page at a time: one Query for the memberships
 * (GSI1 MEMBERS#{ouid}) and one BatchGet for their profiles.
 */
import { orguserRouteSchemas } from '../domain/schemas/orguser';
import { BadRequestError } from '../shared/errors';
import { ok, type Operation } from '../shared/operation';
import { listUnitMembers } from '../shared/repositories/memberships';
import { getProfiles } from '../shared/repositories/profiles';
import { pageLimit, parseQuery } from '../shared/repositories/user-pages';
import { ORGUSER_MESSAGES } from './messages';
import { orgUserItem } from './views';

const querySchema = orguserRouteSchemas['GET /orguser']?.query;

export const listOrgUsersOperation: Operation = {
  run: async ({ auth, query, actingUnitId }) => {
    const ouid = auth.actingUnit?.id ?? actingUnitId;
    if (!ouid) throw new BadRequestError(ORGUSER_MESSAGES.unitRequired);
    const parsed = parseQuery(query, querySchema) as { nextToken?: string; limit?: string };
    const page = await listUnitMembers(ouid, pageLimit(parsed.limit), parsed.nextToken);
    const usernames = page.items.map((m) => m.username);
    const profiles = usernames.length > 0 ? await getProfiles(usernames) : new Map();
    const items = page.items.map((m) => orgUserItem(m.username, profiles.get(m.username), [m]));
    return ok({ items, nextToken: page.nextToken });
  },
};
