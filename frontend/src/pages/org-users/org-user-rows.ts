import { parsePolicy } from '@domain/policies';

import type { OrgUser } from '../../api/orguser';

/** A table row: the user's fields plus their roles in the unit as text (filterable, sortable). */
export interface OrgUserRow extends OrgUser {
  unitRoles: string;
}

/** The roles the user's policies give on the unit, e.g. `['ou-root=admin']` → `admin`. */
export function unitRolesText(policies: readonly string[], ouid: string): string {
  return policies
    .map(parsePolicy)
    .filter((policy) => policy?.ouid === ouid)
    .flatMap((policy) => policy?.roles ?? [])
    .join(', ');
}

export function orgUserRows(users: readonly OrgUser[], ouid: string): OrgUserRow[] {
  return users.map((user) => ({ ...user, unitRoles: unitRolesText(user.roles, ouid) }));
}
