import { useCallback, useEffect, useRef, useState } from 'react';

import { useSession } from '../../session/session-context';
import { providerMessage } from '../account-form/provider-message';
import { loadMfaActions } from '../auth/load-auth-actions';
import { forgetPendingTotpKey, keepPendingTotpKey, pendingTotpKey } from './pending-totp-key';
import { totpSetupUri, totpSetupUriOfKey } from './totp-setup-uri';

export type TotpSetupState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; secret: string; setupUri: string };

/**
 * A signed-in user's TOTP set-up: the secret still pending from this tab's earlier visit
 * (pending-totp-key.ts), else a new one from the identity provider (`setUpTOTP`); then `verify`
 * with the app's first code, which turns TOTP on as the preferred factor and refreshes the tokens,
 * so the session's MFA claim says so. Retry after a failure asks for a new secret.
 */
function keptSetup(username: string): TotpSetupState {
  const kept = pendingTotpKey(username);
  if (!kept) return { status: 'loading' };
  return { status: 'ready', secret: kept, setupUri: totpSetupUriOfKey(kept, username) };
}

export function useTotpSetup(username: string) {
  const { reload } = useSession();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TotpSetupState>(() => keptSetup(username));
  // Each secret replaces the last one; a development double effect must not ask for two, and a
  // kept one must not be replaced.
  const asked = useRef(state.status === 'ready' ? 0 : -1);

  useEffect(() => {
    if (asked.current === attempt) return;
    asked.current = attempt;
    loadMfaActions()
      .then(({ setUpTOTP }) => setUpTOTP())
      .then(
        (details) => {
          keepPendingTotpKey(username, details.sharedSecret);
          setState({
            status: 'ready',
            secret: details.sharedSecret,
            setupUri: totpSetupUri(details, username),
          });
        },
        (caught: unknown) => setState({ status: 'failed', message: providerMessage(caught) }),
      );
  }, [attempt, username]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  const verify = useCallback(
    async (code: string) => {
      const { updateMFAPreference, verifyTOTPSetup } = await loadMfaActions();
      await verifyTOTPSetup({ code });
      forgetPendingTotpKey();
      await updateMFAPreference({ totp: 'PREFERRED' });
      await reload(true);
    },
    [reload],
  );

  return { state, retry, verify };
}
