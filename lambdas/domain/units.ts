/** Orgunit placement facts shared by the handlers, the authorizer and the console. */

export const UNIT_TYPES = ['ROOT', 'SYSTEM', 'ORGUNIT'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

/** An ouid chain lists the unit ids from the tree's top unit down to the unit itself, joined by `/`. */
export const OUID_CHAIN_SEPARATOR = '/';

/** The SYSTEM unit every deployment bootstraps; its configs are the platform defaults. */
export const PLATFORM_UNIT_ID = 'ou-system';

export interface UnitPlacement {
  id: string;
  type: UnitType;
  ouidChain: string;
}

export function chainIds(ouidChain: string): string[] {
  return ouidChain.split(OUID_CHAIN_SEPARATOR).filter((id) => id.length > 0);
}

export function childChain(parentChain: string, childId: string): string {
  return `${parentChain}${OUID_CHAIN_SEPARATOR}${childId}`;
}

/** True when `ancestorId` is the unit itself or lies above it in its chain. */
export function isWithin(ancestorId: string, unit: Pick<UnitPlacement, 'ouidChain'>): boolean {
  return chainIds(unit.ouidChain).includes(ancestorId);
}
