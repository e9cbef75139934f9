import { useEffect, useRef } from 'react';

import type { Activity, SeenRecord } from '../../api/notifications';
import type { ServerPages } from '../../api/use-server-pages';
import { useApiCall } from '../../api/use-api-call';

type MarkSeen = (call: ReturnType<typeof useApiCall>, record: SeenRecord) => Promise<void>;

/**
 * Viewing the first page of a list marks its newest record seen (once per record), which clears
 * its part of the bell. When the bell finds new records while the page is open (`count`, read with
 * the marker we set), the first page is read again, so what is marked seen is what is shown.
 */
export function useMarkSeenOnView(
  list: ServerPages<Activity>,
  markSeen: MarkSeen,
  count: { seen?: SeenRecord; unseen: number } | undefined,
): void {
  const call = useApiCall();
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

  const seenKey = count?.seen ? sortKeyOf(count.seen) : undefined;
  const newer = onFirstPage && seenKey !== undefined && seenKey === marked.current;
  const unseen = newer ? (count?.unseen ?? 0) : 0;
  useEffect(() => {
    if (unseen > 0) retry();
  }, [unseen, retry]);
}

function sortKeyOf(record: { at: string; id: string }): string {
  return `${record.at}#${record.id}`;
}
