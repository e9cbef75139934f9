import type { OrgPlanNode } from '../../api/orgplan';
import type { TreeNode } from '../../common/json-tree/tree-nodes';

/** The plan as one tree node per unit, labelled by its id; subunits nested, in id order. */
export function orgPlanTreeNodes(plan: OrgPlanNode): TreeNode[] {
  const nodeOf = (unit: OrgPlanNode): TreeNode => ({
    id: unit.id,
    label: unit.id,
    children: Object.values(unit.subunits)
      .sort((a, b) => a.id.localeCompare(b.id))
      .map(nodeOf),
  });
  return [nodeOf(plan)];
}
