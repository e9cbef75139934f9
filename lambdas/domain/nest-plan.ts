/** The nested org plan built from units that each name their parent; the API and console share it. */
import type { OrgPlanNode } from './schemas/orgplan';

/**
 * The plan (`{ id, subunits }`, spec §3) of the units below `topId`. A node is made when it or one
 * of its children is first seen, so the units may come in any order and one pass is enough.
 */
export function nestPlan(
  topId: string,
  units: Iterable<{ id: string; parentId: string }>,
): OrgPlanNode {
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
    if (unit.id !== topId) nodeOf(unit.parentId).subunits[unit.id] = nodeOf(unit.id);
  }
  return top;
}
