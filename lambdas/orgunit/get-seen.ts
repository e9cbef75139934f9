/**
 * GET /orgunit/{id}/seen: the caller's seen markers and the records after them (the bell): of the
 * unit's records they may see (feed-view.ts) and of their own inbox.
 */
import type { SeenState } from '../domain/schemas/notifications';
import { ok, type Operation } from '../shared/operation';
import {
  memberUnitKeys,
  type SeenReads,
  seenReads,
  seenStateOf,
} from '../shared/repositories/notifications';
import { routeTarget } from '../shared/route-target';
import { feedView } from './feed-view';

export const getSeenOperation: Operation<SeenReads> = {
  targetUnit: routeTarget,
  // The markers are the caller's own: their keys come from the verified username, never the
  // request. An admin's count is read alongside the authorization; a member's view needs a second.
  prefetch: ({ pathParameters, username }) => seenReads(username, pathParameters.id ?? ''),
  run: async ({ pathParameters, username, auth, prefetched }) => {
    const ouid = pathParameters.id ?? '';
    const reads =
      feedView(auth) === 'all'
        ? prefetched
        : { ...prefetched, unit: await memberUnitKeys(username, ouid) };
    const state: SeenState = seenStateOf(reads, ouid);
    return ok(state);
  },
};
