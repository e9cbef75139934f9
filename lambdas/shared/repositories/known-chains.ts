/**
 * The chains of the units an instance has read, by id. A unit's chain never changes (units never
 * move), so what is kept here is never stale: the authorization reads the ancestors of a unit met
 * before in its one BatchGet (authorization-read.ts), and the MFA rule reads the config layers of
 * a caller's units without reading the units first (mfa-requirement-read.ts). Bounded: when full,
 * started anew.
 */
import type { OrgunitRecord } from '../../domain/records';

const KNOWN_CHAINS = new Map<string, string>();
const MAX_KNOWN_CHAINS = 10_000;

export function rememberChains(units: Iterable<Pick<OrgunitRecord, 'identifier' | 'ouidChain'>>) {
  for (const unit of units) {
    if (KNOWN_CHAINS.size >= MAX_KNOWN_CHAINS) KNOWN_CHAINS.clear();
    KNOWN_CHAINS.set(unit.identifier, unit.ouidChain);
  }
}

/** The unit's chain, when this instance has read the unit. */
export function knownChain(unitId: string): string | undefined {
  return KNOWN_CHAINS.get(unitId);
}
