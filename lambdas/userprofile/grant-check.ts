/**
 * The checks every grant of an org or application role makes after the roles are known to exist:
 * roles on a SYSTEM unit only from a system admin, and nothing beyond the grant ceiling in force
 * for a granter it binds (domain/grant-ceiling.ts). A refusal is a 403 naming the rule and the
 * unit that set the ceiling; nothing is written.
 */
import {
  allowedLabel,
  type CeilingInForce,
  ceilingRolesFor,
  firstCeilingRefusal,
  type Grant,
  grantLabel,
} from '../domain/grant-ceiling';
import type { Policy } from '../domain/policies';
import type { UnitPlacement } from '../domain/units';
import { ForbiddenError } from '../shared/errors';
import { USER_MESSAGES } from './messages';

export interface Granter {
  policies: readonly Policy[];
  systemAdmin: boolean;
}

export function assertGrantable(
  granter: Granter,
  unit: Pick<UnitPlacement, 'type'>,
  ceiling: CeilingInForce | undefined,
  grants: readonly Grant[],
): void {
  if (grants.length === 0) return;
  if (unit.type === 'SYSTEM' && !granter.systemAdmin) {
    throw new ForbiddenError(USER_MESSAGES.systemUnitGrant);
  }
  const refused = firstCeilingRefusal(granter.policies, ceiling, grants);
  if (!refused || !ceiling) return;
  const allowed = ceilingRolesFor(ceiling.setting, refused.grant) ?? [];
  throw new ForbiddenError(
    USER_MESSAGES.grantCeiling(
      grantLabel(refused.grant),
      ceiling.setOn.name,
      allowedLabel(allowed),
    ),
  );
}
