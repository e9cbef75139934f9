import type { ReactNode } from 'react';

import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';

import type { ServerPages } from '../../api/use-server-pages';
import { LoadFailureAlert } from '../LoadFailureAlert';
import type { CollectionTableTexts } from './CollectionTable';
import { ListEmptyState } from './ListEmptyState';
import { ServerPagination } from './ServerPagination';
import { preferenceColumns, TablePreferences } from './TablePreferences';
import type { ServerTableState } from './use-server-table';

export interface ServerTableProps<Item> {
  heading: string;
  description?: string;
  actions?: ReactNode;
  /** The shown page of the list, from `useServerPages`. */
  list: ServerPages<Item>;
  /** Preferences and search box, from `useServerTable`; they made the list's query. */
  table: ServerTableState;
  texts: CollectionTableTexts;
  columns: TableProps.ColumnDefinition<Item>[];
  trackBy: keyof Item & string;
  /** Rows are sorted within the shown page. */
  defaultSortField: keyof Item & string;
}

/**
 * A full-page table of a list the server pages and searches: one page at a time (open-ended
 * pagination while more may follow), the search box sent to the server, sorting within the page.
 */
export function ServerTable<Item>({ list, table, texts, ...props }: ServerTableProps<Item>) {
  const { preferences, search } = table;
  const { items, collectionProps } = useCollection(list.items ?? [], {
    sorting: { defaultState: { sortingColumn: { sortingField: props.defaultSortField } } },
  });

  // A failed load shows its alert where the rows would be (not the empty text); when an earlier
  // answer is still shown, the alert goes above it.
  const failure = list.error && (
    <LoadFailureAlert header={texts.loadFailed} error={list.error} onRetry={list.retry} />
  );

  return (
    <Table
      {...collectionProps}
      firstIndex={(list.pagination.currentPageIndex - 1) * preferences.pageSize + 1}
      totalItemsCount={list.isWholeList ? items.length : undefined}
      empty={
        <ListEmptyState
          failure={list.items ? undefined : failure}
          searching={search.search !== undefined}
          texts={{ empty: texts.empty, noMatch: texts.noMatch, clearSearch: texts.clearFilter }}
          onClearSearch={() => search.setFilteringText('')}
        />
      }
      variant="full-page"
      items={items}
      trackBy={props.trackBy}
      loading={list.isLoading}
      loadingText={texts.loading}
      wrapLines={preferences.wrapLines}
      columnDefinitions={props.columns}
      columnDisplay={preferences.contentDisplay}
      header={
        <Header
          variant="awsui-h1-sticky"
          counter={list.isWholeList ? `(${items.length})` : undefined}
          description={props.description}
          actions={props.actions}
        >
          {props.heading}
        </Header>
      }
      filter={
        <>
          <TextFilter
            filteringText={search.filteringText}
            onChange={({ detail }) => search.setFilteringText(detail.filteringText)}
            filteringPlaceholder={texts.filterPlaceholder}
            filteringAriaLabel={texts.filterAriaLabel}
          />
          {failure && list.items && <Box margin={{ top: 's' }}>{failure}</Box>}
        </>
      }
      pagination={<ServerPagination list={list} />}
      preferences={
        <TablePreferences
          preferences={preferences}
          onConfirm={table.setPreferences}
          columns={preferenceColumns(props.columns)}
        />
      }
    />
  );
}
