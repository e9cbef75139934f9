/** The part of `document` the refresh schedule reads: whether the tab is shown, and when that changes. */
export interface PageVisibility {
  /** `'hidden'` or `'visible'` (`DocumentVisibilityState`). */
  readonly visibilityState: string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/**
 * Calls `refresh` every `intervalMs` while the tab is shown (spec §4). A hidden tab makes no
 * calls; when it is shown again, `refresh` runs at once and the interval starts over from there.
 * Returns the function that stops the schedule.
 */
export function scheduleRefresh(
  refresh: () => void,
  intervalMs: number,
  page: PageVisibility,
): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;

  const start = () => {
    timer = setInterval(refresh, intervalMs);
  };
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const onVisibilityChange = () => {
    if (page.visibilityState === 'hidden') {
      stop();
    } else if (timer === undefined) {
      refresh();
      start();
    }
  };

  if (page.visibilityState !== 'hidden') start();
  page.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    stop();
    page.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
