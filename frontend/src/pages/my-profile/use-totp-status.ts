import { useCallback, useEffect, useState } from 'react';

import { providerMessage } from '../../common/account-form/provider-message';
import { loadMfaActions } from '../../common/auth/load-auth-actions';

export type TotpStatus =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'on' } | { state: 'off' };

/**
 * Whether the signed-in account has TOTP on, as the identity provider says (`fetchMFAPreference`),
 * with `retry` after a failed read and `set` for what a set-up or turning off just did.
 */
export function useTotpStatus() {
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<TotpStatus>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    loadMfaActions()
      .then(({ fetchMFAPreference }) => fetchMFAPreference())
      .then(
        (preference): TotpStatus => ({
          state: preference.enabled?.includes('TOTP') ? 'on' : 'off',
        }),
        (caught: unknown): TotpStatus => ({ state: 'failed', message: providerMessage(caught) }),
      )
      .then((next) => {
        if (current) setStatus(next);
      });
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setStatus({ state: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { status, retry, set: setStatus };
}
