import { unitPath } from '../unit-routes';

/**
 * Where a unit named in an explanation opens: its details page acting as the unit itself when the
 * viewer surely covers it (a system admin, or one of their own policy units), else as a unit
 * within the unit the viewer acts as (the units an explanation names cover the unit asked about,
 * which the viewer covers).
 */
export function unitPageHref(
  unitId: string,
  viewer: { systemAdmin: boolean; ownUnits: readonly string[]; actingOuid: string | undefined },
): string {
  const asItself = viewer.systemAdmin || viewer.ownUnits.includes(unitId);
  const acting = asItself ? unitId : (viewer.actingOuid ?? unitId);
  return unitPath(acting, 'orgunit', { id: unitId });
}
