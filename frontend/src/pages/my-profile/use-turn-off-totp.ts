import { useCallback, useState } from 'react';

import { providerMessage } from '../../common/account-form/provider-message';
import { loadMfaActions } from '../../common/auth/load-auth-actions';
import { useShell } from '../../common/shell/shell-context';
import { useSession } from '../../session/session-context';
import { mfaStrings } from '../../strings/mfa';

const text = mfaStrings.profile;

/**
 * Turns TOTP off for the signed-in account and refreshes the tokens, so the MFA claim follows;
 * says how it went. Resolves to whether it was turned off.
 */
export function useTurnOffTotp() {
  const { reload } = useSession();
  const { notify } = useShell();
  const [busy, setBusy] = useState(false);

  const turnOff = useCallback(async (): Promise<boolean> => {
    setBusy(true);
    try {
      const { updateMFAPreference } = await loadMfaActions();
      await updateMFAPreference({ totp: 'DISABLED' });
      await reload(true);
      notify('success', text.disabled);
      return true;
    } catch (caught) {
      notify('error', text.disableFailed(providerMessage(caught)));
      return false;
    } finally {
      setBusy(false);
    }
  }, [notify, reload]);

  return { turnOff, busy };
}
