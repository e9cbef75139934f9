import { useEffect, useMemo, useRef } from 'react';

/**
 * Numbers each run of a long task (a download read page by page). A run asks `isLatest()` before
 * it keeps what arrived: a newer start, a cancel or leaving the page makes it stale.
 */
export function useLatestRun() {
  const latest = useRef(0);
  useEffect(
    () => () => {
      latest.current += 1;
    },
    [],
  );
  return useMemo(
    () => ({
      begin(): () => boolean {
        const id = ++latest.current;
        return () => id === latest.current;
      },
      cancel(): void {
        latest.current += 1;
      },
    }),
    [],
  );
}
