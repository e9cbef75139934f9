/** GET /userprofile/{username}/activities: what the user did (audit records), newest first. */
import { pageSize } from '../domain/schemas/paging';
import { pageQuerySchema } from '../domain/schemas/userprofile';
import { ForbiddenError } from '../shared/errors';
import { ok, type Operation } from '../shared/operation';
import { actorActivities } from '../shared/repositories/activities';
import { parseQuery } from '../shared/request-query';
import { isOwnProfile } from '../shared/user-scope';

export const profileActivitiesOperation: Operation<Awaited<ReturnType<typeof actorActivities>>> = {
  prefetch: ({ pathParameters, query }) => {
    const { limit, nextToken } = parseQuery(query, pageQuerySchema);
    return actorActivities(pathParameters.username ?? '', pageSize(limit), nextToken);
  },
  run: async ({ pathParameters, auth, prefetched }) => {
    const username = pathParameters.username ?? '';
    if (!isOwnProfile(auth, username) && !auth.systemAdmin) throw new ForbiddenError();
    return ok(prefetched);
  },
};
