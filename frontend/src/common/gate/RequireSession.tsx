import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { PageSpinner } from '../PageSpinner';
import { loginPath } from '../redirect';
import { useSession } from '../../session/session-context';

/** Signed-out visitors of a protected screen go to `/login?redirect=<that screen>` (spec §2). */
export function RequireSession({ children }: { children: ReactNode }) {
  const { session, checked } = useSession();
  const location = useLocation();
  if (!checked) return <PageSpinner />;
  if (!session) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return children;
}
