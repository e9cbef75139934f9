import { chainIds } from '@domain/units';

import { unitPath } from '../../common/unit-routes';

/**
 * Where the unit that grants a row opens: its details page acting as the active unit when it lies
 * at or below it, else acting as one of the viewer's own policy units that lies above it (the
 * server refuses a target outside the acting unit). Undefined when the viewer covers no such
 * unit: the name is shown without a link.
 */
export function grantingUnitHref(
  unitId: string,
  viewer: { targetChain: string; actingOuid: string; ownUnits: readonly string[] },
): string | undefined {
  const chain = chainIds(viewer.targetChain);
  const at = chain.indexOf(unitId);
  if (at < 0) return undefined;
  const acting = chain.indexOf(viewer.actingOuid);
  if (acting >= 0 && acting <= at) return unitPath(viewer.actingOuid, 'orgunit', { id: unitId });
  const own = chain.slice(0, at + 1).find((id) => viewer.ownUnits.includes(id));
  return own === undefined ? undefined : unitPath(own, 'orgunit', { id: unitId });
}
