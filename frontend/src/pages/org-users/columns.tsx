import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';

import { unitPath } from '../../app/unit-routes';
import { usernameToPath } from '../../common/username-path';
import type { useOnFollow } from '../../common/use-on-follow';
import { strings } from '../../strings';
import type { OrgUserRow } from './org-user-rows';

const text = strings.orgUsers;

/** Columns of spec §2: Name, Username (links to the details), Email, Mobile, Roles, Edit. */
export function orgUserColumns(
  ouid: string,
  onFollow: ReturnType<typeof useOnFollow>,
  canEdit: boolean,
): TableProps.ColumnDefinition<OrgUserRow>[] {
  const columns: TableProps.ColumnDefinition<OrgUserRow>[] = [
    { id: 'name', header: text.name, cell: (user) => user.name, sortingField: 'name' },
    {
      id: 'username',
      header: text.username,
      sortingField: 'username',
      cell: (user) => (
        <Link
          href={unitPath(ouid, 'orguser', { username: usernameToPath(user.username) })}
          onFollow={onFollow}
        >
          {user.username}
        </Link>
      ),
    },
    { id: 'email', header: text.email, cell: (user) => user.email, sortingField: 'email' },
    {
      id: 'mobile',
      header: text.mobile,
      cell: (user) => user.phone_number || strings.common.notAvailable,
      sortingField: 'phone_number',
    },
    { id: 'roles', header: text.roles, cell: (user) => user.unitRoles, sortingField: 'unitRoles' },
  ];
  if (!canEdit) return columns;
  return [
    ...columns,
    {
      id: 'edit',
      header: text.edit,
      cell: (user) => (
        <Button
          variant="inline-link"
          ariaLabel={text.editAriaLabel(user.username)}
          href={unitPath(ouid, 'editOrguser', { username: usernameToPath(user.username) })}
          onFollow={onFollow}
        >
          {text.edit}
        </Button>
      ),
    },
  ];
}
