import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CollectionPreferences, {
  type CollectionPreferencesProps,
} from '@cloudscape-design/components/collection-preferences';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

interface Item {
  id: string;
  name: string;
  type: string;
  running: boolean;
  created: string;
}

const TYPES = ['Standard', 'Premium', 'Trial'];

const ITEMS: Item[] = Array.from({ length: 25 }, (_, index) => ({
  id: `item-${String(index + 1).padStart(3, '0')}`,
  name: `Item ${index + 1}`,
  type: TYPES[index % TYPES.length]!,
  running: index % 4 !== 0,
  created: new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10),
}));

const COLUMNS: TableProps.ColumnDefinition<Item>[] = [
  { id: 'id', header: 'ID', cell: (item) => item.id, sortingField: 'id', isRowHeader: true },
  { id: 'name', header: 'Name', cell: (item) => item.name, sortingField: 'name' },
  { id: 'type', header: 'Type', cell: (item) => item.type, sortingField: 'type' },
  {
    id: 'status',
    header: 'Status',
    cell: (item) => (
      <StatusIndicator type={item.running ? 'success' : 'stopped'}>
        {item.running ? 'Running' : 'Stopped'}
      </StatusIndicator>
    ),
  },
  { id: 'created', header: 'Created', cell: (item) => item.created, sortingField: 'created' },
];

const PAGE_SIZES = [10, 25, 50].map((value) => ({ value, label: `${value} items` }));

function EmptyState({ title }: { title: string }) {
  return (
    <Box textAlign="center" color="inherit">
      <b>{title}</b>
    </Box>
  );
}

export function TablePage() {
  const navigate = useNavigate();
  const [preferences, setPreferences] = useState<CollectionPreferencesProps.Preferences>({
    pageSize: 25,
    wrapLines: false,
    contentDisplay: COLUMNS.map(({ id }) => ({ id: id!, visible: true })),
  });
  const { items, filteredItemsCount, collectionProps, filterProps, paginationProps } =
    useCollection(ITEMS, {
      filtering: {
        empty: <EmptyState title="No items" />,
        noMatch: <EmptyState title="No matches" />,
      },
      pagination: { pageSize: preferences.pageSize },
      sorting: {},
      selection: {},
    });

  return (
    <Table
      {...collectionProps}
      items={items}
      columnDefinitions={COLUMNS}
      columnDisplay={preferences.contentDisplay}
      wrapLines={preferences.wrapLines}
      selectionType="multi"
      trackBy="id"
      variant="full-page"
      stickyHeader
      ariaLabels={{
        selectionGroupLabel: 'Items selection',
        allItemsSelectionLabel: () => 'Select all',
        itemSelectionLabel: (_selection, item) => item.name,
      }}
      header={
        <Header
          variant="awsui-h1-sticky"
          counter={`(${ITEMS.length})`}
          actions={
            <Button variant="primary" onClick={() => void navigate('/form')}>
              Create item
            </Button>
          }
        >
          Items
        </Header>
      }
      filter={
        <TextFilter
          {...filterProps}
          filteringPlaceholder="Find items"
          filteringAriaLabel="Filter items"
          countText={`${filteredItemsCount ?? 0} matches`}
        />
      }
      pagination={
        <Pagination
          {...paginationProps}
          ariaLabels={{
            nextPageLabel: 'Next page',
            previousPageLabel: 'Previous page',
            pageLabel: (pageNumber) => `Page ${pageNumber}`,
          }}
        />
      }
      preferences={
        <CollectionPreferences
          title="Preferences"
          confirmLabel="Confirm"
          cancelLabel="Cancel"
          preferences={preferences}
          onConfirm={({ detail }) => setPreferences(detail)}
          pageSizePreference={{ title: 'Page size', options: PAGE_SIZES }}
          wrapLinesPreference={{ label: 'Wrap lines' }}
          contentDisplayPreference={{
            title: 'Column preferences',
            options: COLUMNS.map(({ id, header }) => ({ id: id!, label: String(header) })),
          }}
        />
      }
    />
  );
}
