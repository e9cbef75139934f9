import type { ReactNode } from 'react';

import type { TableProps } from '@cloudscape-design/components/table';

import type { ApiError } from '../../api/api-error';
import { usersStrings } from '../../strings/users';
import { CollectionTable } from '../table/CollectionTable';

const text = usersStrings.userList;

export interface UserListTableProps<Item> {
  /** Names the table's remembered preferences. */
  preferencesId: string;
  heading: string;
  description?: string;
  actions?: ReactNode;
  /** undefined while the list loads. */
  items: readonly Item[] | undefined;
  isLoading: boolean;
  error: ApiError | undefined;
  /** Shown above the error's own message when the list did not load. */
  loadFailedText: string;
  /** Asks for the list again (the load failure's Retry). */
  onRetry: () => void;
  columns: TableProps.ColumnDefinition<Item>[];
  trackBy: keyof Item & string;
  filterFields: (keyof Item & string)[];
  filterAriaLabel: string;
  defaultSortField: keyof Item & string;
  defaultPageSize?: number;
  defaultWrapLines?: boolean;
}

/** A full-page table of a whole user list (the shared collection table with the user-list texts). */
export function UserListTable<Item>({
  loadFailedText,
  filterAriaLabel,
  ...props
}: UserListTableProps<Item>) {
  return (
    <CollectionTable
      {...props}
      texts={{
        loading: text.loading,
        empty: text.empty,
        noMatch: text.noMatch,
        clearFilter: text.clearFilter,
        filterPlaceholder: text.filterPlaceholder,
        filterAriaLabel,
        loadFailed: loadFailedText,
      }}
    />
  );
}
