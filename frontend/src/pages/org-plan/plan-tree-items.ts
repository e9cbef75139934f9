import type { PlanLevel } from './use-plan-levels';

/** A row of the plan's tree: a unit, or a state of its parent's level. */
export type PlanTreeItem =
  | { kind: 'unit'; id: string; name?: string }
  | { kind: 'loading' | 'failed' | 'more' | 'empty'; id: string; parentId: string };

type LevelRowKind = Exclude<PlanTreeItem['kind'], 'unit'>;

/** Unit ids never hold `/` (the chain separator), so a level row's id is never a unit's. */
function levelRow(kind: LevelRowKind, parentId: string): PlanTreeItem {
  return { kind, id: `${parentId}/${kind}`, parentId };
}

/**
 * The rows under a unit: its loaded children, then what the level is doing (loading, failed,
 * more to show) or that it has no children. A level never asked for shows as loading, so the
 * unit has a toggle; opening it asks for the children.
 */
export function levelRows(parentId: string, level: PlanLevel | undefined): PlanTreeItem[] {
  if (!level) return [levelRow('loading', parentId)];
  const rows: PlanTreeItem[] = level.units.map((unit) => ({ kind: 'unit', ...unit }));
  if (level.loading) rows.push(levelRow('loading', parentId));
  else if (level.error) rows.push(levelRow('failed', parentId));
  else if (level.nextToken) rows.push(levelRow('more', parentId));
  else if (rows.length === 0) rows.push(levelRow('empty', parentId));
  return rows;
}
