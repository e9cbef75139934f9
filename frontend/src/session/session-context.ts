import { createContext, useContext } from 'react';

import type { SignedInSession } from './read-session';

export interface SessionApi {
  session: SignedInSession | undefined;
  /** False until the first session check ends; only public screens render before it. */
  checked: boolean;
  /**
   * Re-reads the session after a sign-in; resolves to the new session. `forceRefresh` asks the
   * identity provider for new tokens, e.g. for the MFA claim after TOTP was turned on or off.
   */
  reload: (forceRefresh?: boolean) => Promise<SignedInSession | undefined>;
  /** Signs out, forgets all cached data and goes to `/`. */
  logout: () => Promise<void>;
}

export const SessionContext = createContext<SessionApi | undefined>(undefined);

export function useSession(): SessionApi {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSession must be used below SessionProvider');
  return api;
}

/** For screens that only render inside the signed-in part of the console. */
export function useSignedInSession(): SignedInSession {
  const { session } = useSession();
  if (!session) throw new Error('useSignedInSession used while signed out');
  return session;
}
