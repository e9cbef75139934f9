import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { PageSpinner } from '../common/PageSpinner';
import { isUnitPath } from './unit-path';
import { PATHS_WITHOUT_SESSION } from '../session/paths-without-session';
import type { SignedInSession } from '../session/read-session';
import { scheduleRefresh } from '../session/refresh-schedule';
import { LEAVE_WITHOUT_ASKING } from '../common/leave-without-asking';
import { forgetPendingTotpKey } from '../common/mfa/pending-totp-key';
import { sessionCode } from '../session/session-loader';
import { nextSessionState, type SessionState } from '../session/session-state';
import { SessionContext, type SessionApi } from '../session/session-context';

/** The top bar's code loads with a unit's page, not with every page's first download. */
const SignedInLoading = lazy(() =>
  import('../common/shell/SignedInLoading').then((module) => ({ default: module.SignedInLoading })),
);

/**
 * Spec §4: the token is refreshed every 60 s so that new roles appear; a hidden tab pauses the
 * refresh, and showing it again refreshes at once.
 */
export const SESSION_REFRESH_MS = 60000;

/**
 * Owns the signed-in state. Nothing below renders until the first session check ends (spec §4),
 * except on the public screens of `PATHS_WITHOUT_SESSION`, which paint at once and learn the
 * session when the check ends (`checked`). Amplify's code loads in parallel (`session-loader.ts`).
 * API data lives in the app shell's own swr cache, which a sign-out unmounts with the shell.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [state, setState] = useState<SessionState>({ checked: false });

  const reload = useCallback(async (forceRefresh = false) => {
    const next = await readSessionQuietly(forceRefresh);
    setState((previous) => nextSessionState(previous, next));
    return next === 'failed' ? undefined : next;
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);
  // One function for the provider's life: forms that hold it do not render again on each check.
  const reloadSession = useCallback(
    (forceRefresh?: boolean) => reload(forceRefresh === true),
    [reload],
  );

  const signedIn = state.checked && state.session !== undefined;
  useEffect(() => {
    if (!signedIn) return;
    return scheduleRefresh(() => void reload(true), SESSION_REFRESH_MS, document);
  }, [signedIn, reload]);

  // The router applies navigations as transitions: the session is dropped only once `/` shows,
  // or the protected screen still on display would first send the user to the sign-in page.
  const { pathname } = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  useEffect(() => {
    if (!signingOut || pathname !== '/') return;
    setSigningOut(false);
    setState({ checked: true, session: undefined });
  }, [signingOut, pathname]);

  const logout = useCallback(async () => {
    forgetPendingTotpKey();
    try {
      const { signOut } = await sessionCode();
      await signOut();
    } finally {
      setSigningOut(true);
      // A new history entry: going back lands on a protected screen, which then asks to sign in.
      // Signed out, an open form's changes cannot be saved: its unsaved-changes guard lets this go.
      navigate('/', { state: LEAVE_WITHOUT_ASKING });
    }
  }, [navigate]);

  const api = useMemo<SessionApi>(
    () => ({
      session: state.checked ? state.session : undefined,
      checked: state.checked,
      reload: reloadSession,
      logout,
    }),
    [state, reloadSession, logout],
  );

  if (!state.checked && !PATHS_WITHOUT_SESSION.has(pathname)) {
    return isUnitPath(pathname) ? (
      <Suspense fallback={<PageSpinner />}>
        <SignedInLoading />
      </Suspense>
    ) : (
      <PageSpinner />
    );
  }
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}

async function readSessionQuietly(
  forceRefresh: boolean,
): Promise<SignedInSession | undefined | 'failed'> {
  let code: Awaited<ReturnType<typeof sessionCode>>;
  try {
    code = await sessionCode();
  } catch (error) {
    // The chunk did not load (network, or a deploy replaced the files): treated as signed out.
    console.error('Session code failed to load', error);
    return 'failed';
  }
  try {
    return await code.readSession(forceRefresh);
  } catch (error) {
    if (code.isSignedOutError(error)) return undefined;
    console.error('Session check failed', error);
    return 'failed';
  }
}
