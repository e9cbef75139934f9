import { parsePolicy } from '@domain/policies';

import type { OrgUser } from '../../api/orguser';

/** A table row: the user's fields plus their roles in the unit as text (filterable, sortable). */
export interface OrgUserRow extends OrgUser {
  unitRoles: string;
}

/**
 * The roles the user's policies give on the unit by their display names (`roleNames`, from the
 * unit's config; a role it does not name shows its value), e.g. `['ou-root=admin']` → `Admin`.
 */
export function unitRolesText(
  policies: readonly string[],
  ouid: string,
  roleNames: ReadonlyMap<string, string> = new Map(),
): string {
  return policies
    .map(parsePolicy)
    .filter((policy) => policy?.ouid === ouid)
    .flatMap((policy) => policy?.roles ?? [])
    .map((role) => roleNames.get(role) ?? role)
    .join(', ');
}

export function orgUserRows(
  users: readonly OrgUser[],
  ouid: string,
  roleNames?: ReadonlyMap<string, string>,
): OrgUserRow[] {
  return users.map((user) => ({ ...user, unitRoles: unitRolesText(user.roles, ouid, roleNames) }));
}
