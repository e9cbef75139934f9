import type { OrgPlanNode } from '../../api/orgplan';

/**
 * The nested plan (`{ id, subunits }`, as `GET /orgplan/{ouid}` answers) of the units below
 * `topId`, each naming its parent. A node is made when it or one of its children is first seen,
 * so the units may come in any order.
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
