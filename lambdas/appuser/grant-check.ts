/**
 * POST /appuser's grant checks (userprofile/grant-check.ts) on the roles it adds: roles the user
 * already holds in the application are kept, not granted.
 */
import type { CeilingInForce } from '../domain/grant-ceiling';
import type { UnitPlacement } from '../domain/units';
import { assertGrantable, type Granter } from '../userprofile/grant-check';

export function assertAppRolesGrantable(
  granter: Granter,
  unit: UnitPlacement,
  ceiling: CeilingInForce | undefined,
  held: readonly { ouid: string; appId: string; roles: readonly string[] }[],
  appId: string,
  roles: readonly string[],
): void {
  const kept = held.find((app) => app.ouid === unit.id && app.appId === appId)?.roles ?? [];
  const added = roles.filter((role) => !kept.includes(role));
  assertGrantable(
    granter,
    unit,
    ceiling,
    added.map((role) => ({ kind: 'app', appId, role })),
  );
}
