import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { useEarlyReadsSettled } from '../api/use-early-reads-settled';
import { PageSpinner } from '../common/PageSpinner';
import { loginPath } from '../common/redirect';
import { useSession } from './session-context';

/**
 * How long a signed-in screen's first render waits for the shell's early reads: long enough for an
 * answer on a slow connection, short enough that a slow API still shows the shell with its loaders.
 */
const SHELL_READS_WAIT_MS = 1_500;

/** Signed-out visitors of a protected screen go to `/login?redirect=<that screen>` (spec §2). */
export function RequireSession({ children }: { children: ReactNode }) {
  const { session, checked } = useSession();
  const readsSettled = useEarlyReadsSettled(SHELL_READS_WAIT_MS);
  const location = useLocation();
  if (!checked || (session && !readsSettled)) return <PageSpinner />;
  if (!session) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return children;
}
