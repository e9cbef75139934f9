/** GET /orgplan/{ouid}: the unit's whole subtree as nested `{ id, subunits }` nodes. */
import { NotFoundError } from '../shared/errors';
import { API_MESSAGES } from '../shared/messages';
import { ok, type Operation } from '../shared/operation';
import { checkedTarget } from '../shared/unit-ids';
import { buildOrgPlan, type PlanUnit } from './plan-tree';
import { descendantsOf } from './subtree';

export const getOrgplanOperation: Operation = {
  targetUnit: ({ pathParameters, actingUnitId }) =>
    checkedTarget(pathParameters.ouid, 'ouid', actingUnitId),
  run: async ({ auth }) => {
    const unit = auth.targetUnit;
    // Reached only by a system admin: everyone else is refused before the lookup.
    if (!unit) throw new NotFoundError(API_MESSAGES.orgunitNotFound);
    const units: PlanUnit[] = [];
    for await (const descendant of descendantsOf(unit)) units.push(descendant);
    return ok(buildOrgPlan(unit.id, units));
  },
};
