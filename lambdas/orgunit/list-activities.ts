/**
 * GET /orgunit/{id}/activities: the unit's audit records, newest first, one Query per page;
 * `?entity=` reads only the records about that entity (GSI2, notifications.ts).
 */
import { activitiesQuerySchema } from '../domain/schemas/orgunit';
import { pageSize } from '../domain/schemas/paging';
import { ok, type Operation } from '../shared/operation';
import { unitActivities } from '../shared/repositories/activities';
import { entityActivities } from '../shared/repositories/notifications';
import { parseQuery } from '../shared/request-query';
import { checkedTarget } from '../shared/unit-ids';

export const listActivitiesOperation: Operation<Awaited<ReturnType<typeof unitActivities>>> = {
  targetUnit: ({ pathParameters, actingUnitId }) =>
    checkedTarget(pathParameters.id, 'id', actingUnitId),
  prefetch: ({ pathParameters, query }) => {
    const { entity, limit, nextToken } = parseQuery(query, activitiesQuerySchema);
    const ouid = pathParameters.id ?? '';
    return entity === undefined
      ? unitActivities(ouid, pageSize(limit), nextToken)
      : entityActivities(ouid, entity, pageSize(limit), nextToken);
  },
  run: async ({ prefetched }) => ok(prefetched),
};
