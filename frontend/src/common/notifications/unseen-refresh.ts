/** Like the session refresh: the bell reads its count once a minute while the tab is shown. */
export const UNSEEN_REFRESH_MS = 60_000;
