import { lazy, type ReactNode, Suspense } from 'react';

import { useSession } from '../../session/session-context';

/** The bar's code loads only for a signed-in visitor; signed out, these pages stay as light. */
const SignedInTopBar = lazy(() => import('./SignedInTopBar'));

/**
 * A page outside the unit shell (spec §2's public routes) as a signed-in user sees it: below the
 * console's top bar, whose account menu signs out. Signed out, the page alone.
 */
export function SignedInFrame({ children }: { children: ReactNode }) {
  const { session } = useSession();
  if (!session) return children;
  return (
    <>
      <Suspense fallback={null}>
        <SignedInTopBar />
      </Suspense>
      {children}
    </>
  );
}
