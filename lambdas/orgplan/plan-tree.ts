/** The org plan's two shapes: nested (`{ id, subunits }`, spec §3) and flat units. */
import type { FlatPlanUnit, OrgPlanNode } from '../domain/schemas/orgplan';
import { nestPlan } from '../domain/nest-plan';
import { chainIds } from '../domain/units';
import type { PlanUnit } from '../shared/repositories/orgplan-subtree';

/** The nested plan of `topId`'s descendants (`units`, in any order). */
export function buildOrgPlan(topId: string, units: Iterable<PlanUnit>): OrgPlanNode {
  return nestPlan(topId, withParents(units));
}

function* withParents(units: Iterable<PlanUnit>): Iterable<{ id: string; parentId: string }> {
  for (const unit of units) {
    const parentId = chainIds(unit.ouidChain).at(-2);
    if (parentId !== undefined) yield { id: unit.identifier, parentId };
  }
}

/** A descendant as a unit of the flat plan: its parent is the one before it in its chain. */
export function toFlatPlanUnit(unit: PlanUnit & { name: string }): FlatPlanUnit {
  return { id: unit.identifier, name: unit.name, parentId: chainIds(unit.ouidChain).at(-2) ?? '' };
}
