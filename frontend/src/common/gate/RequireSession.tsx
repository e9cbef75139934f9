import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { PageSpinner } from '../PageSpinner';
import { loginPath, mfaSetupPath } from '../redirect';
import { mustSetUpMfa } from '../../session/mfa-due';
import { useSession } from '../../session/session-context';

/**
 * Signed-out visitors of a protected screen go to `/login?redirect=<that screen>` (spec §2). A
 * system admin without TOTP goes to its set-up first (`mfaSetup` marks that screen itself); the
 * shell does the same for the units that require it.
 */
export function RequireSession({
  children,
  mfaSetup = false,
}: {
  children: ReactNode;
  mfaSetup?: boolean;
}) {
  const { session, checked } = useSession();
  const location = useLocation();
  const here = location.pathname + location.search;
  if (!checked) return <PageSpinner />;
  if (!session) return <Navigate to={loginPath(here)} replace />;
  if (!mfaSetup && mustSetUpMfa(session)) return <Navigate to={mfaSetupPath(here)} replace />;
  return children;
}
