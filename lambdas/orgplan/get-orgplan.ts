/**
 * GET /orgplan/{ouid}: the unit's subtree as nested `{ id, subunits }` nodes, refused (413) above
 * MAX_NESTED_PLAN_UNITS; with `?format=flat`, one page of `{ id, name, parentId }` units.
 */
import { MAX_NESTED_PLAN_UNITS, orgplanQuerySchema } from '../domain/schemas/orgplan';
import { pageSize } from '../domain/schemas/paging';
import type { UnitPlacement } from '../domain/units';
import { NotFoundError, PayloadTooLargeError } from '../shared/errors';
import { API_MESSAGES } from '../shared/messages';
import { ok, type Operation } from '../shared/operation';
import {
  descendantsOf,
  descendantsPage,
  type PlanUnit,
} from '../shared/repositories/orgplan-subtree';
import { parseQuery } from '../shared/request-query';
import { routeTarget } from '../shared/route-target';
import { ORGPLAN_MESSAGES } from './messages';
import { buildOrgPlan, toFlatPlanUnit } from './plan-tree';

async function nestedPlan(unit: UnitPlacement) {
  const units: PlanUnit[] = [];
  for await (const descendant of descendantsOf(unit)) {
    // Stops reading at the first unit over the bound: a huge tree costs no more than a fitting one.
    if (units.length === MAX_NESTED_PLAN_UNITS) {
      throw new PayloadTooLargeError(ORGPLAN_MESSAGES.tooLargeToNest);
    }
    units.push(descendant);
  }
  return buildOrgPlan(unit.id, units);
}

async function flatPage(unit: UnitPlacement, limit: string | undefined, nextToken?: string) {
  const page = await descendantsPage(unit, pageSize(limit), nextToken);
  return {
    items: page.units.map(toFlatPlanUnit),
    ...(page.nextToken ? { nextToken: page.nextToken } : {}),
  };
}

export const getOrgplanOperation: Operation = {
  targetUnit: routeTarget,
  run: async ({ auth, query }) => {
    const { format, limit, nextToken } = parseQuery(query, orgplanQuerySchema);
    const unit = auth.targetUnit;
    // Reached only by a system admin: everyone else is refused before the lookup.
    if (!unit) throw new NotFoundError(API_MESSAGES.orgunitNotFound);
    return ok(format === 'flat' ? await flatPage(unit, limit, nextToken) : await nestedPlan(unit));
  },
};
