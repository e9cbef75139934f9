/** GET /team: the acting unit's teams in name order, one Query per page (GSI1 TEAMS#{ouid}). */
import { pageSize } from '../domain/schemas/paging';
import { teamListQuerySchema } from '../domain/schemas/team';
import { BadRequestError } from '../shared/errors';
import { ok, type Operation } from '../shared/operation';
import { listUnitTeams } from '../shared/repositories/teams';
import { parseQuery } from '../shared/request-query';
import { TEAM_MESSAGES } from './messages';
import { teamView } from './views';

export const listTeamsOperation: Operation<Awaited<ReturnType<typeof listUnitTeams>>> = {
  // The route requires x-ouid, and the authorization refuses an acting unit the caller does not
  // cover, so the Query runs alongside it and its page reaches only an allowed caller.
  prefetch: ({ query, actingUnitId }) => {
    if (!actingUnitId) throw new BadRequestError(TEAM_MESSAGES.unitRequired);
    const parsed = parseQuery(query, teamListQuerySchema);
    return listUnitTeams(actingUnitId, pageSize(parsed.limit), parsed.nextToken);
  },
  run: async ({ prefetched: page }) =>
    ok({ items: page.items.map(teamView), nextToken: page.nextToken }),
};
