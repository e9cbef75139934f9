import { useCallback, useEffect, useRef, useState } from 'react';

import { useSession } from '../../session/session-context';
import { providerMessage } from '../account-form/provider-message';
import { loadMfaActions } from '../auth/load-auth-actions';
import { totpSetupUri } from './totp-setup-uri';

export type TotpSetupState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; secret: string; setupUri: string };

/**
 * A signed-in user's TOTP set-up: a new secret from the identity provider (`setUpTOTP`), then
 * `verify` with the app's first code, which turns TOTP on as the preferred factor and refreshes
 * the tokens, so the session's MFA claim says so.
 */
export function useTotpSetup(username: string) {
  const { reload } = useSession();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TotpSetupState>({ status: 'loading' });
  // Each secret replaces the last one; a development double effect must not ask for two.
  const asked = useRef(-1);

  useEffect(() => {
    if (asked.current === attempt) return;
    asked.current = attempt;
    loadMfaActions()
      .then(({ setUpTOTP }) => setUpTOTP())
      .then(
        (details) =>
          setState({
            status: 'ready',
            secret: details.sharedSecret,
            setupUri: totpSetupUri(details, username),
          }),
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
      await updateMFAPreference({ totp: 'PREFERRED' });
      await reload(true);
    },
    [reload],
  );

  return { state, retry, verify };
}
