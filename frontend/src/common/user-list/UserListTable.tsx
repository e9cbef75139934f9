import type { ReactNode } from 'react';

import { useCollection } from '@cloudscape-design/collection-hooks';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';

import type { ApiError } from '../../api/api-error';
import { strings } from '../../strings';

const text = strings.userList;

export interface UserListTableProps<Item> {
  heading: string;
  description?: string;
  actions?: ReactNode;
  /** undefined while the list loads. */
  items: readonly Item[] | undefined;
  isLoading: boolean;
  error: ApiError | undefined;
  /** Shown above the error's own message when the list did not load. */
  loadFailedText: string;
  columns: TableProps.ColumnDefinition<Item>[];
  trackBy: keyof Item & string;
  filterFields: (keyof Item & string)[];
  filterAriaLabel: string;
  defaultSortField: keyof Item & string;
  pageSize: number;
  wrapLines?: boolean;
}

/** A full-page table of a whole user list, filtered, sorted and paged in the browser (collection hooks). */
export function UserListTable<Item>(props: UserListTableProps<Item>) {
  const { items, actions, collectionProps, filterProps, filteredItemsCount, paginationProps } =
    useCollection(props.items ?? [], {
      filtering: {
        fields: props.filterFields,
        empty: <Box textAlign="center">{text.empty}</Box>,
        noMatch: (
          <Box textAlign="center">
            <Box variant="p">{text.noMatch}</Box>
            <Button onClick={() => actions.setFiltering('')}>{text.clearFilter}</Button>
          </Box>
        ),
      },
      sorting: { defaultState: { sortingColumn: { sortingField: props.defaultSortField } } },
      pagination: { pageSize: props.pageSize },
    });

  return (
    <Table
      {...collectionProps}
      variant="full-page"
      items={items}
      trackBy={props.trackBy}
      loading={props.isLoading}
      loadingText={text.loading}
      wrapLines={props.wrapLines}
      columnDefinitions={props.columns}
      header={
        <Header
          variant="awsui-h1-sticky"
          counter={props.items ? `(${props.items.length})` : undefined}
          description={props.description}
          actions={props.actions}
        >
          {props.heading}
        </Header>
      }
      filter={
        <>
          <TextFilter
            {...filterProps}
            filteringPlaceholder={text.filterPlaceholder}
            filteringAriaLabel={props.filterAriaLabel}
            countText={
              filterProps.filteringText
                ? strings.common.matches(filteredItemsCount ?? 0)
                : undefined
            }
          />
          {props.error && (
            <Box margin={{ top: 's' }}>
              <Alert type="error" header={props.loadFailedText}>
                {props.error.message}
              </Alert>
            </Box>
          )}
        </>
      }
      pagination={<Pagination {...paginationProps} ariaLabels={strings.common.pagination} />}
    />
  );
}
