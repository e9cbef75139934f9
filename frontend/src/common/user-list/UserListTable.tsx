import type { ReactNode } from 'react';

import type { TableProps } from '@cloudscape-design/components/table';

import { USERNAME_SEARCH_LIMIT } from '@domain/schemas/userprofile';

import type { ServerPages } from '../../api/use-server-pages';
import { usersStrings } from '../../strings/users';
import { ServerTable } from '../table/ServerTable';
import { useServerTable, type ServerTableState } from '../table/use-server-table';

const text = usersStrings.userList;

/**
 * The preferences and username search of a user list; `query` is what the list's page hook asks
 * the server for.
 */
export function useUserListTable(
  preferencesId: string,
  columns: readonly { id?: string }[],
  defaultWrapLines = false,
): ServerTableState {
  return useServerTable(
    {
      id: preferencesId,
      columnIds: columns.flatMap((column) => (column.id ? [column.id] : [])),
      wrapLines: defaultWrapLines,
    },
    USERNAME_SEARCH_LIMIT,
  );
}

export interface UserListTableProps<Item> {
  heading: string;
  description?: string;
  actions?: ReactNode;
  list: ServerPages<Item>;
  table: ServerTableState;
  /** Shown above the error's own message when the list did not load. */
  loadFailedText: string;
  columns: TableProps.ColumnDefinition<Item>[];
  trackBy: keyof Item & string;
  defaultSortField: keyof Item & string;
}

/** A full-page table of a user list, paged and searched by username on the server. */
export function UserListTable<Item>({ loadFailedText, ...props }: UserListTableProps<Item>) {
  return (
    <ServerTable
      {...props}
      texts={{
        loading: text.loading,
        empty: text.empty,
        noMatch: text.noMatch,
        clearFilter: text.clearFilter,
        filterPlaceholder: text.filterPlaceholder,
        filterAriaLabel: text.filterAriaLabel,
        loadFailed: loadFailedText,
      }}
    />
  );
}
