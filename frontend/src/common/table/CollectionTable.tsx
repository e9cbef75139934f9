import type { ReactNode } from 'react';

import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';

import type { ApiError } from '../../api/api-error';
import { commonStrings } from '../../strings/common';
import { LoadFailureAlert } from '../LoadFailureAlert';
import { preferenceColumns, TablePreferences } from './TablePreferences';
import { useTablePreferences } from './use-table-preferences';

/** The texts of one table's states. */
export interface CollectionTableTexts {
  loading: string;
  empty: string;
  noMatch: string;
  clearFilter: string;
  filterPlaceholder: string;
  filterAriaLabel: string;
  /** Shown above the error's own message when the list did not load. */
  loadFailed: string;
}

export interface CollectionTableProps<Item> {
  /** Names the table's remembered preferences (one localStorage key per table). */
  preferencesId: string;
  heading: string;
  description?: string;
  actions?: ReactNode;
  /** undefined while the list loads. */
  items: readonly Item[] | undefined;
  isLoading: boolean;
  error: ApiError | undefined;
  /** Asks for the list again (the load failure's Retry). */
  onRetry: () => void;
  texts: CollectionTableTexts;
  columns: TableProps.ColumnDefinition<Item>[];
  trackBy: keyof Item & string;
  filterFields: (keyof Item & string)[];
  defaultSortField: keyof Item & string;
  /** Until the user chooses otherwise in the preferences. */
  defaultPageSize?: number;
  defaultWrapLines?: boolean;
}

/**
 * A full-page table of a whole list, filtered, sorted and paged in the browser (collection hooks),
 * with the user's preferences (page size, columns, wrapping) remembered per browser.
 */
export function CollectionTable<Item>(props: CollectionTableProps<Item>) {
  const { texts } = props;
  const [preferences, setPreferences] = useTablePreferences({
    id: props.preferencesId,
    columnIds: props.columns.flatMap((column) => (column.id ? [column.id] : [])),
    pageSize: props.defaultPageSize,
    wrapLines: props.defaultWrapLines,
  });
  const { items, actions, collectionProps, filterProps, filteredItemsCount, paginationProps } =
    useCollection(props.items ?? [], {
      filtering: {
        fields: props.filterFields,
        empty: <Box textAlign="center">{texts.empty}</Box>,
        noMatch: (
          <Box textAlign="center">
            <Box variant="p">{texts.noMatch}</Box>
            <Button onClick={() => actions.setFiltering('')}>{texts.clearFilter}</Button>
          </Box>
        ),
      },
      sorting: { defaultState: { sortingColumn: { sortingField: props.defaultSortField } } },
      pagination: { pageSize: preferences.pageSize },
    });

  // A failed load shows its alert where the rows would be (not the empty text); when an earlier
  // answer is still shown, the alert goes above it.
  const failure = props.error && (
    <LoadFailureAlert header={texts.loadFailed} error={props.error} onRetry={props.onRetry} />
  );

  return (
    <Table
      {...collectionProps}
      empty={
        failure && !props.items ? <Box textAlign="left">{failure}</Box> : collectionProps.empty
      }
      variant="full-page"
      items={items}
      trackBy={props.trackBy}
      loading={props.isLoading}
      loadingText={texts.loading}
      wrapLines={preferences.wrapLines}
      columnDefinitions={props.columns}
      columnDisplay={preferences.contentDisplay}
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
            filteringPlaceholder={texts.filterPlaceholder}
            filteringAriaLabel={texts.filterAriaLabel}
            countText={
              filterProps.filteringText
                ? commonStrings.common.matches(filteredItemsCount ?? 0)
                : undefined
            }
          />
          {failure && props.items && <Box margin={{ top: 's' }}>{failure}</Box>}
        </>
      }
      pagination={<Pagination {...paginationProps} />}
      preferences={
        <TablePreferences
          preferences={preferences}
          onConfirm={setPreferences}
          columns={preferenceColumns(props.columns)}
        />
      }
    />
  );
}
