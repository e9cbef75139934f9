import { useEffect, useRef } from 'react';

import { type Activity, useMarkSeen, useSeenState } from '../../api/notifications';
import type { ServerPages } from '../../api/use-server-pages';
import { useApiCall } from '../../api/use-api-call';

/**
 * Viewing the first page marks its newest record seen (once per record), which clears the bell.
 * When the bell finds new records while the page is open, the first page is read again, so what
 * is marked seen is always what is shown.
 */
export function useMarkSeenOnView(ouid: string, list: ServerPages<Activity>): void {
  const call = useApiCall();
  const markSeen = useMarkSeen(ouid);
  const { data: seenState } = useSeenState(ouid);
  const onFirstPage = list.pagination.currentPageIndex === 1;
  const newest = onFirstPage ? list.items?.[0] : undefined;
  const marked = useRef<string | undefined>(undefined);
  const { retry } = list;

  useEffect(() => {
    if (!newest) return;
    const key = sortKeyOf(newest);
    if (marked.current === key) return;
    marked.current = key;
    // A failed mark leaves the count on the bell; the next record shown tries again.
    markSeen(call, { at: newest.at, id: newest.id }).catch(() => {
      marked.current = undefined;
    });
  }, [call, markSeen, newest]);

  // Records newer than the one marked arrived (the bell's count, read with the marker we set).
  const seenKey = seenState?.seen ? sortKeyOf(seenState.seen) : undefined;
  const newer = onFirstPage && seenKey !== undefined && seenKey === marked.current;
  const unseen = newer ? (seenState?.unseen ?? 0) : 0;
  useEffect(() => {
    if (unseen > 0) retry();
  }, [unseen, retry]);
}

function sortKeyOf(record: { at: string; id: string }): string {
  return `${record.at}#${record.id}`;
}
