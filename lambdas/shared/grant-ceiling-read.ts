/**
 * The grant ceiling in force on a unit (domain/grant-ceiling.ts): the core config's `grantable` key
 * in force there (config-in-force.ts, so inherited and lockable) and the unit that set it.
 */
import { CORE_CONFIG_IDENTIFIER } from '../domain/config-schema';
import { type CeilingInForce, ceilingFromConfig } from '../domain/grant-ceiling';
import type { UnitPlacement } from '../domain/units';
import { configInForce, type UnitConfigState } from './config-in-force';

/** The ceiling a unit's core config state (already read) puts on grants there. */
export function ceilingOfState(
  state: UnitConfigState | undefined,
  unit: Pick<UnitPlacement, 'ouidChain'>,
): CeilingInForce | undefined {
  if (!state) return undefined;
  return ceilingFromConfig(state.inForce.config, state.inForce.sources, unit);
}

export async function ceilingInForce(
  unit: Pick<UnitPlacement, 'id' | 'ouidChain'>,
): Promise<CeilingInForce | undefined> {
  return ceilingOfState(await configInForce(unit, CORE_CONFIG_IDENTIFIER), unit);
}
