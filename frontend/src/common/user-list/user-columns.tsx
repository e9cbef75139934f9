import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';

import { commonStrings } from '../../strings/common';
import { usersStrings } from '../../strings/users';
import type { useOnFollow } from '../use-on-follow';

const text = usersStrings.userList;

export interface UserColumnsItem {
  name: string;
  username: string;
  email: string;
  phone_number: string;
}

export interface UserColumnsOptions<Item extends UserColumnsItem> {
  onFollow: ReturnType<typeof useOnFollow>;
  detailsHref: (user: Item) => string;
  /** undefined when the viewer may not edit: the Edit column is left out. */
  editHref: ((user: Item) => string) | undefined;
  /** The screen's own columns, shown after Mobile. */
  extra: TableProps.ColumnDefinition<Item>[];
}

/** Name, Username (links to the details), Email, Mobile, the screen's own columns, Edit. */
export function userColumns<Item extends UserColumnsItem>({
  onFollow,
  detailsHref,
  editHref,
  extra,
}: UserColumnsOptions<Item>): TableProps.ColumnDefinition<Item>[] {
  const columns: TableProps.ColumnDefinition<Item>[] = [
    { id: 'name', header: text.name, cell: (user) => user.name, sortingField: 'name' },
    {
      id: 'username',
      header: text.username,
      sortingField: 'username',
      isRowHeader: true,
      cell: (user) => (
        <Link href={detailsHref(user)} onFollow={onFollow}>
          {user.username}
        </Link>
      ),
    },
    { id: 'email', header: text.email, cell: (user) => user.email, sortingField: 'email' },
    {
      id: 'mobile',
      header: text.mobile,
      cell: (user) => user.phone_number || commonStrings.common.notAvailable,
      sortingField: 'phone_number',
    },
    ...extra,
  ];
  if (!editHref) return columns;
  return [
    ...columns,
    {
      id: 'edit',
      header: text.edit,
      cell: (user) => (
        <Button
          variant="inline-link"
          href={editHref(user)}
          onFollow={onFollow}
          ariaLabel={text.editAriaLabel(user.username)}
        >
          {text.edit}
        </Button>
      ),
    },
  ];
}
