/** GET /userprofile/{username}/activities: what the user did (audit records), newest first. */
import { pageSize } from '../domain/schemas/paging';
import { pageQuerySchema } from '../domain/schemas/userprofile';
import { ForbiddenError } from '../shared/errors';
import { ok, type Operation } from '../shared/operation';
import { actorActivities } from '../shared/repositories/activities';
import { parseQuery } from '../shared/request-query';
import { sameUsername } from '../domain/usernames';

export const profileActivitiesOperation: Operation = {
  run: async ({ pathParameters, auth, query }) => {
    const username = pathParameters.username ?? '';
    if (!sameUsername(username, auth.username) && !auth.systemAdmin) throw new ForbiddenError();
    const { limit, nextToken } = parseQuery(query, pageQuerySchema);
    return ok(await actorActivities(username, pageSize(limit), nextToken));
  },
};
