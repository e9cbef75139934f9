import type { TableProps } from '@cloudscape-design/components/table';

import { unitPath } from '../../common/unit-routes';
import { userColumns } from '../../common/user-list/user-columns';
import { usernameToPath } from '../../common/username-path';
import type { useOnFollow } from '../../common/use-on-follow';
import { usersStrings } from '../../strings/users';
import type { OrgUserRow } from './org-user-rows';

/** Columns of spec §2: Name, Username (links to the details), Email, Mobile, Roles, Edit. */
export function orgUserColumns(
  ouid: string,
  onFollow: ReturnType<typeof useOnFollow>,
  canEdit: boolean,
): TableProps.ColumnDefinition<OrgUserRow>[] {
  const pathOf = (user: OrgUserRow) => ({ username: usernameToPath(user.username) });
  return userColumns<OrgUserRow>({
    onFollow,
    detailsHref: (user) => unitPath(ouid, 'orguser', pathOf(user)),
    editHref: canEdit ? (user) => unitPath(ouid, 'editOrguser', pathOf(user)) : undefined,
    extra: [
      {
        id: 'roles',
        header: usersStrings.orgUsers.roles,
        cell: (user) => user.unitRoles,
        sortingField: 'unitRoles',
      },
    ],
  });
}
