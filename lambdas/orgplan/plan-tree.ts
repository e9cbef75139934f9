/** The org plan's two shapes: nested (`{ id, subunits }`, spec §3) and flat units. */
import type { FlatPlanUnit, OrgPlanNode } from '../domain/schemas/orgplan';
import { chainIds } from '../domain/units';

export interface PlanUnit {
  identifier: string;
  ouidChain: string;
}

/**
 * `units` are the descendants of `topId`, in any order. A node is created when it or one of its
 * children is first seen, so no sorting or second pass is needed.
 */
export function buildOrgPlan(topId: string, units: Iterable<PlanUnit>): OrgPlanNode {
  const top: OrgPlanNode = { id: topId, subunits: {} };
  const nodes = new Map<string, OrgPlanNode>([[topId, top]]);
  const nodeOf = (id: string): OrgPlanNode => {
    let node = nodes.get(id);
    if (!node) {
      node = { id, subunits: {} };
      nodes.set(id, node);
    }
    return node;
  };
  for (const unit of units) {
    const chain = chainIds(unit.ouidChain);
    const parentId = chain.at(-2);
    if (parentId === undefined || unit.identifier === topId) continue;
    nodeOf(parentId).subunits[unit.identifier] = nodeOf(unit.identifier);
  }
  return top;
}

/** A descendant as a unit of the flat plan: its parent is the one before it in its chain. */
export function toFlatPlanUnit(unit: PlanUnit & { name: string }): FlatPlanUnit {
  return { id: unit.identifier, name: unit.name, parentId: chainIds(unit.ouidChain).at(-2) ?? '' };
}
