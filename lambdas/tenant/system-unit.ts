/** The tenant routes act from a SYSTEM unit only: tenants belong to the platform, not to a tenant. */
import type { UnitPlacement } from '../domain/units';
import type { AuthContext } from '../shared/authorize';
import { ForbiddenError } from '../shared/errors';
import { TENANT_MESSAGES } from './messages';

/** The acting SYSTEM unit; anything else (a ROOT or child unit, no unit at all) is a 403. */
export function requireSystemUnit(auth: AuthContext): UnitPlacement {
  const unit = auth.actingUnit;
  // Only a system admin gets here (ManageTenants), so the reason may be told.
  if (!unit || unit.type !== 'SYSTEM') throw new ForbiddenError(TENANT_MESSAGES.systemUnitOnly);
  return unit;
}
