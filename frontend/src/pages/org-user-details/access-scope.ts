import type { OrgUserDetail } from '../../api/orguser';
import { rolePolicyCards } from './policy-cards';

/**
 * The units an admin may weigh a member's access on: the page's unit first, then the units the
 * member holds roles on (as the page's unit sees them), then the admin's own units.
 */
export function accessScopeUnits(
  pageUnit: string,
  member: Pick<OrgUserDetail, 'roles' | 'appRoles'>,
  viewerUnits: readonly string[],
): string[] {
  const memberUnits = [
    ...rolePolicyCards(member).map((card) => card.ouid),
    ...member.appRoles.map((app) => app.ouid),
  ];
  return [...new Set([pageUnit, ...memberUnits, ...viewerUnits])];
}
