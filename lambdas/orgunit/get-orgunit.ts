/** GET /orgunit/{id}: the unit's details, wrapped as the console reads them (`response.data.data`). */
import { NotFoundError } from '../shared/errors';
import { API_MESSAGES } from '../shared/messages';
import { ok, type Operation } from '../shared/operation';
import { getOrgunit, toOrgunitView } from '../shared/repositories/orgunits';
import { checkedTarget } from '../shared/unit-ids';

export const getOrgunitOperation: Operation = {
  targetUnit: ({ pathParameters, actingUnitId }) =>
    checkedTarget(pathParameters.id, 'id', actingUnitId),
  run: async ({ pathParameters }) => {
    const record = await getOrgunit(pathParameters.id ?? '');
    // Reached only by a system admin: everyone else is refused before the lookup.
    if (!record) throw new NotFoundError(API_MESSAGES.orgunitNotFound);
    return ok({ data: toOrgunitView(record) });
  },
};
