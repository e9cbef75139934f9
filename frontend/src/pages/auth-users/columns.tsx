import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';

import type { ProfileListItem } from '../../api/userprofile-admin';
import type { useOnFollow } from '../../common/use-on-follow';
import { strings } from '../../strings';
import { editUserPath, userDetailsPath } from './user-links';
import { UserStatusCell } from './UserStatus';

const text = strings.authUsers;
const orDash = (value: string) => value || strings.common.notAvailable;

/** Name, Username, Email, Mobile, Status (cognitoStatus), Edit (spec §2). */
export function authUserColumns(
  ouid: string,
  onFollow: ReturnType<typeof useOnFollow>,
  canEdit: boolean,
): TableProps.ColumnDefinition<ProfileListItem>[] {
  const columns: TableProps.ColumnDefinition<ProfileListItem>[] = [
    { id: 'name', header: text.name, cell: (user) => user.name, sortingField: 'name' },
    {
      id: 'username',
      header: text.username,
      sortingField: 'username',
      isRowHeader: true,
      cell: (user) => (
        <Link href={userDetailsPath(ouid, user.username)} onFollow={onFollow}>
          {user.username}
        </Link>
      ),
    },
    { id: 'email', header: text.email, cell: (user) => user.email, sortingField: 'email' },
    {
      id: 'mobile',
      header: text.mobile,
      cell: (user) => orDash(user.phone_number),
      sortingField: 'phone_number',
    },
    {
      id: 'status',
      header: text.status,
      cell: (user) => <UserStatusCell username={user.username} ouid={ouid} />,
    },
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
          href={editUserPath(ouid, user.username)}
          onFollow={onFollow}
          ariaLabel={text.editAriaLabel(user.username)}
        >
          {text.edit}
        </Button>
      ),
    },
  ];
}
