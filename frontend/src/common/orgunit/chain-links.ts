import { chainIds } from '@domain/units';

import type { UnitAncestor } from '../../api/orgunit';
import { unitPath } from '../unit-routes';

/** One unit of a unit's ouid chain as shown: its name when the caller may see it, and a link. */
export interface ChainLink {
  id: string;
  /** Absent when the server gave no name (a unit above the caller's policies). */
  name?: string;
  /** Absent for the unit itself and for a unit without a name. */
  href?: string;
}

/**
 * The ouid chain of a unit, top first, as names and links. A unit at or below the acting unit
 * opens as its details page in the acting unit; one above it (the caller covers it, or the server
 * would not name it) opens as that unit's home.
 */
export function chainLinks(
  ouidChain: string,
  ancestors: readonly UnitAncestor[],
  current: { id: string; name: string },
  actingOuid: string,
): ChainLink[] {
  const ids = chainIds(ouidChain);
  const names = new Map(ancestors.map((ancestor) => [ancestor.id, ancestor.name]));
  const actingIndex = ids.indexOf(actingOuid);
  return ids.map((id, index) => {
    if (id === current.id) return { id, name: current.name };
    const name = names.get(id);
    if (name === undefined) return { id };
    const inActing = actingIndex >= 0 && index >= actingIndex;
    const href = inActing ? unitPath(actingOuid, 'orgunit', { id }) : unitPath(id, 'home');
    return { id, name, href };
  });
}
