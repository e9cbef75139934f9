/**
 * GET /orgunit/{id}/activities: the unit's audit records the caller may see, newest first. Admins
 * read all of them, one Query per page beside the authorization (`?entity=` reads only the records
 * about that entity: GSI2, notifications.ts); a plain member reads their view instead (public
 * changes and their own records, member-feed.ts), filtered in the query, never after it.
 */
import { activitiesQuerySchema } from '../domain/schemas/orgunit';
import { pageSize } from '../domain/schemas/paging';
import { ok, type Operation } from '../shared/operation';
import { type Activity, unitActivities } from '../shared/repositories/activities';
import { isMemberCursor, memberActivities } from '../shared/repositories/member-feed';
import { entityActivities } from '../shared/repositories/notifications';
import type { Page } from '../shared/repositories/query-page';
import { parseQuery } from '../shared/request-query';
import { routeTarget } from '../shared/route-target';
import { feedView } from './feed-view';

/** The admin's view of the unit, one Query. */
function allActivities(ouid: string, query: Readonly<Record<string, string | undefined>>) {
  const { entity, limit, nextToken } = parseQuery(query, activitiesQuerySchema);
  return entity === undefined
    ? unitActivities(ouid, pageSize(limit), nextToken)
    : entityActivities(ouid, entity, pageSize(limit), nextToken);
}

export const listActivitiesOperation: Operation<Page<Activity> | undefined> = {
  targetUnit: routeTarget,
  // The admin's view, read alongside the authorization (most readers of a whole feed are admins).
  // A member's next page (their cursor) is no page of the admin's view: nothing to read ahead.
  prefetch: async ({ pathParameters, query }) =>
    isMemberCursor(query.nextToken) ? undefined : allActivities(pathParameters.id ?? '', query),
  run: async ({ pathParameters, query, auth, username, prefetched }) => {
    const ouid = pathParameters.id ?? '';
    if (feedView(auth) === 'all') return ok(prefetched ?? (await allActivities(ouid, query)));
    const { entity, limit, nextToken } = parseQuery(query, activitiesQuerySchema);
    return ok(await memberActivities(ouid, username, pageSize(limit), nextToken, entity));
  },
};
