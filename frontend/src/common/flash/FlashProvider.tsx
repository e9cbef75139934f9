import { type ReactNode, useMemo } from 'react';

import { useSession } from '../../session/session-context';
import { FlashContext } from './flash-context';
import { useFlashMessages } from './use-flash-messages';

/**
 * One message list for the whole console: public pages and the signed-in shell show the same.
 * Signing in or out starts a new list, so no message outlives the session that produced it.
 */
export function FlashProvider({ children }: { children: ReactNode }) {
  const { session } = useSession();
  return <FlashState key={session?.username ?? ''}>{children}</FlashState>;
}

function FlashState({ children }: { children: ReactNode }) {
  const { items, notify } = useFlashMessages();
  const api = useMemo(() => ({ items, notify }), [items, notify]);
  return <FlashContext.Provider value={api}>{children}</FlashContext.Provider>;
}
