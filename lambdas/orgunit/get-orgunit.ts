/** GET /orgunit/{id}: the unit's details, wrapped as the console reads them (`response.data.data`). */
import { NotFoundError } from '../shared/errors';
import { API_MESSAGES } from '../shared/messages';
import { ok, type Operation } from '../shared/operation';
import { toOrgunitView } from '../shared/repositories/orgunits';
import { checkedTarget } from '../shared/unit-ids';

export const getOrgunitOperation: Operation = {
  targetUnit: ({ pathParameters, actingUnitId }) =>
    checkedTarget(pathParameters.id, 'id', actingUnitId),
  // The authorization read the whole unit with its placement: no second read.
  run: async ({ auth }) => {
    // Missing only for a system admin: everyone else is refused before this point.
    if (!auth.targetRecord) throw new NotFoundError(API_MESSAGES.orgunitNotFound);
    return ok({ data: toOrgunitView(auth.targetRecord) });
  },
};
