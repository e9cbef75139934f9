import type { ReactNode } from 'react';

import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';

import type { ApiError } from '../../api/api-error';
import { accessStrings } from '../../strings/access';
import { LoadFailureAlert } from '../LoadFailureAlert';
import type { AccessRow } from './access-rows';
import { ReasonWords } from './ReasonWords';

const text = accessStrings.tab;
const reasons = accessStrings.reasons;

const COLUMNS: TableProps.ColumnDefinition<AccessRow>[] = [
  { id: 'permission', header: text.permission, cell: (row) => row.label, isRowHeader: true },
  {
    id: 'decision',
    header: text.decision,
    cell: (row) => (
      <StatusIndicator type={row.granted ? 'success' : 'error'}>
        {row.granted ? reasons.granted : reasons.refused}
      </StatusIndicator>
    ),
  },
  { id: 'reason', header: text.reason, cell: (row) => <ReasonWords parts={row.because} /> },
];

/** Every named permission on a unit: granted or refused, and why (filtered in the browser). */
export function AccessResultsTable(props: {
  rows: AccessRow[] | undefined;
  isLoading: boolean;
  error: ApiError | undefined;
  onRetry: () => void;
  header: ReactNode;
  /** The empty table's text; by default, that there is nothing to show. */
  emptyText?: string;
}) {
  const { items, actions, collectionProps, filterProps, filteredItemsCount } = useCollection(
    props.rows ?? [],
    {
      filtering: {
        fields: ['label', 'reason'],
        empty: <Box textAlign="center">{props.emptyText ?? text.empty}</Box>,
        noMatch: (
          <Box textAlign="center">
            <Box variant="p">{text.noMatch}</Box>
            <Button onClick={() => actions.setFiltering('')}>{text.clearFilter}</Button>
          </Box>
        ),
      },
    },
  );
  const failure = props.error && (
    <Box textAlign="left">
      <LoadFailureAlert header={text.loadFailed} error={props.error} onRetry={props.onRetry} />
    </Box>
  );
  return (
    <Table
      {...collectionProps}
      variant="container"
      ariaLabels={{ tableLabel: text.tableLabel }}
      header={props.header}
      items={items}
      trackBy="permission"
      loading={props.isLoading}
      loadingText={text.loading}
      empty={failure && !props.rows ? failure : collectionProps.empty}
      columnDefinitions={COLUMNS}
      wrapLines
      filter={
        <TextFilter
          {...filterProps}
          filteringPlaceholder={text.filterPlaceholder}
          filteringAriaLabel={text.filterAriaLabel}
          countText={filterProps.filteringText ? text.matches(filteredItemsCount ?? 0) : undefined}
        />
      }
    />
  );
}
