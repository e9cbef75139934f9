import { useState } from 'react';

import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';

import type { ApiEntity } from '@domain/records';

import { useNotificationPages } from '../../api/notifications';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { lazyPart } from '../../common/lazy-part';
import { LoadFailureAlert } from '../../common/LoadFailureAlert';
import { PartLoading } from '../../common/PartLoading';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
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

/** `/{ouid}/notifications`: the active unit's changes, newest first, a page at a time. */
export default function NotificationsPage() {
  const { ouid } = useRequiredUnit();
  const [entity, setEntity] = useState<ApiEntity>();
  const [preferences, setPreferences] = useTablePreferences({
    id: 'notifications',
    columnIds: NOTIFICATION_COLUMNS.map((column) => column.id ?? ''),
    pageSize: 20,
    // Summaries name units and users: wrapped, they are read whole.
    wrapLines: true,
  });
  const list = useNotificationPages(ouid, { limit: preferences.pageSize, entity });
  useMarkSeenOnView(ouid, list);
  useUnitBreadcrumbs([text.heading]);

  // A failed load shows its alert where the rows would be; over an earlier answer, above it.
  const failure = list.error && (
    <LoadFailureAlert header={text.loadFailed} error={list.error} onRetry={list.retry} />
  );
  const items = list.items ?? [];

  return (
    <Table
      variant="full-page"
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
        <Header
          variant="awsui-h1-sticky"
          counter={list.isWholeList ? `(${items.length})` : undefined}
          description={text.description}
        >
          {text.heading}
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
