/** GET /orgunit/{id}/activities: the unit's audit records, newest first, one Query per page. */
import { activitiesQuerySchema } from '../domain/schemas/orgunit';
import { pageSize } from '../domain/schemas/paging';
import { ok, type Operation } from '../shared/operation';
import { unitActivities } from '../shared/repositories/activities';
import { parseQuery } from '../shared/request-query';
import { checkedTarget } from '../shared/unit-ids';

export const listActivitiesOperation: Operation<Awaited<ReturnType<typeof unitActivities>>> = {
  targetUnit: ({ pathParameters, actingUnitId }) =>
    checkedTarget(pathParameters.id, 'id', actingUnitId),
  prefetch: ({ pathParameters, query }) => {
    const { limit, nextToken } = parseQuery(query, activitiesQuerySchema);
    return unitActivities(pathParameters.id ?? '', pageSize(limit), nextToken);
  },
  run: async ({ prefetched }) => ok(prefetched),
};
