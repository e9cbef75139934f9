import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { type SeenState, useSeenState } from '../../api/notifications';
import { scheduleRefresh } from '../../session/refresh-schedule';
import { UNSEEN_REFRESH_MS } from './unseen-refresh';

/**
 * The signed-in user's unseen notifications on the active unit: read when the unit changes, on
 * every navigation, and every UNSEEN_REFRESH_MS while the tab is visible (one request each).
 */
export function useUnseenCount(ouid: string | undefined): SeenState | undefined {
  const { data, revalidate } = useSeenState(ouid);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    // The first render's read is the unit's own load; only a later navigation reads again.
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    revalidate();
  }, [pathname, revalidate]);

  useEffect(() => {
    if (!ouid) return undefined;
    return scheduleRefresh(revalidate, UNSEEN_REFRESH_MS, document);
  }, [ouid, revalidate]);

  return ouid ? data : undefined;
}
