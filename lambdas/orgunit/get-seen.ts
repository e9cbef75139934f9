/** GET /orgunit/{id}/seen: the caller's seen marker on the unit and the records after it (the bell). */
import type { SeenState } from '../domain/schemas/notifications';
import { ok, type Operation } from '../shared/operation';
import { seenState } from '../shared/repositories/notifications';
import { checkedTarget } from '../shared/unit-ids';

export const getSeenOperation: Operation<SeenState> = {
  targetUnit: ({ pathParameters, actingUnitId }) =>
    checkedTarget(pathParameters.id, 'id', actingUnitId),
  // The marker is the caller's own: its key comes from the verified username, never the request.
  prefetch: ({ pathParameters, username }) => seenState(username, pathParameters.id ?? ''),
  run: async ({ prefetched }) => ok(prefetched),
};
