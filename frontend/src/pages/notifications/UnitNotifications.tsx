import { useState } from 'react';

import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';

import type { ApiEntity } from '@domain/records';

import { useMarkSeen, useNotificationPages, useSeenState } from '../../api/notifications';
import { lazyPart } from '../../common/lazy-part';
import { LoadFailureAlert } from '../../common/LoadFailureAlert';
import { PartLoading } from '../../common/PartLoading';
import { ListEmptyState } from '../../common/table/ListEmptyState';
import { ServerPagination } from '../../common/table/ServerPagination';
import { preferenceColumns, TablePreferences } from '../../common/table/TablePreferences';
import { useTablePreferences } from '../../common/table/use-table-preferences';
import { notificationsStrings } from '../../strings/notifications';
import { NOTIFICATION_COLUMNS } from './columns';
import { useMarkSeenOnView } from './use-mark-seen-on-view';

const text = notificationsStrings.page;

// The filter's Select is no part of the list: it loads after the page's first paint.
const EntityFilter = lazyPart(
  () => import('./EntityFilter').then((module) => module.EntityFilter),
  <PartLoading />,
);

/**
 * The active unit's changes the caller may see (the server decides: all of them for its admins,
 * its public changes and the caller's own for a member), newest first, a page at a time.
 */
export function UnitNotifications({ ouid, unitName }: { ouid: string; unitName: string }) {
  const [entity, setEntity] = useState<ApiEntity>();
  const [preferences, setPreferences] = useTablePreferences({
    id: 'notifications',
    columnIds: NOTIFICATION_COLUMNS.map((column) => column.id ?? ''),
    pageSize: 20,
    // Summaries name units and users: wrapped, they are read whole.
    wrapLines: true,
  });
  const list = useNotificationPages(ouid, { limit: preferences.pageSize, entity });
  const { data: seenState } = useSeenState(ouid);
  useMarkSeenOnView(list, useMarkSeen(ouid), seenState);

  // A failed load shows its alert where the rows would be; over an earlier answer, above it.
  const failure = list.error && (
    <LoadFailureAlert header={text.loadFailed} error={list.error} onRetry={list.retry} />
  );
  const items = list.items ?? [];

  return (
    <Table
      variant="container"
      ariaLabels={{ tableLabel: text.heading }}
      items={items}
      trackBy="id"
      firstIndex={(list.pagination.currentPageIndex - 1) * preferences.pageSize + 1}
      totalItemsCount={list.isWholeList ? items.length : undefined}
      loading={list.isLoading}
      loadingText={text.loading}
      columnDefinitions={NOTIFICATION_COLUMNS}
      columnDisplay={preferences.contentDisplay}
      wrapLines={preferences.wrapLines}
      empty={
        <ListEmptyState
          failure={list.items ? undefined : failure}
          searching={entity !== undefined}
          texts={{ empty: text.empty, noMatch: text.noMatch, clearSearch: text.clearFilter }}
          onClearSearch={() => setEntity(undefined)}
        />
      }
      header={
        <Header variant="h2" counter={list.isWholeList ? `(${items.length})` : undefined}>
          {text.unitHeading(unitName)}
        </Header>
      }
      filter={
        <>
          <EntityFilter entity={entity} onChange={setEntity} />
          {failure && list.items && <Box margin={{ top: 's' }}>{failure}</Box>}
        </>
      }
      pagination={<ServerPagination list={list} />}
      preferences={
        <TablePreferences
          preferences={preferences}
          onConfirm={setPreferences}
          columns={preferenceColumns(NOTIFICATION_COLUMNS)}
        />
      }
    />
  );
}
