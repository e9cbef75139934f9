import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';

import { useInboxPages, useMarkInboxSeen, useSeenState } from '../../api/notifications';
import { LoadFailureAlert } from '../../common/LoadFailureAlert';
import { ServerPagination } from '../../common/table/ServerPagination';
import { notificationsStrings } from '../../strings/notifications';
import { FOR_YOU_COLUMNS } from './columns';
import { useMarkSeenOnView } from './use-mark-seen-on-view';

const text = notificationsStrings.forYou;
const PAGE_SIZE = 10;

/**
 * The caller's own items from every unit (their inbox: decisions on their requests, their roles),
 * whatever unit is active; shown only when there are any. Viewing it marks it seen.
 */
export function ForYouTable({ username, ouid }: { username: string; ouid: string }) {
  const list = useInboxPages(username, ouid, { limit: PAGE_SIZE });
  const { data: seenState } = useSeenState(ouid);
  useMarkSeenOnView(list, useMarkInboxSeen(username, ouid), seenState?.inbox);

  const items = list.items ?? [];
  if (list.error && !list.items) {
    return <LoadFailureAlert header={text.loadFailed} error={list.error} onRetry={list.retry} />;
  }
  const firstPageEmpty = list.pagination.currentPageIndex === 1 && items.length === 0;
  if (firstPageEmpty && !list.isLoading) return null;
  return (
    <Table
      variant="container"
      ariaLabels={{ tableLabel: text.heading }}
      items={items}
      trackBy="id"
      loading={list.isLoading}
      loadingText={text.loading}
      columnDefinitions={FOR_YOU_COLUMNS}
      wrapLines
      header={
        <Header variant="h2" description={text.description}>
          {text.heading}
        </Header>
      }
      pagination={<ServerPagination list={list} />}
    />
  );
}
