import { useState } from 'react';

import { loadAuthActions } from '../../common/auth/load-auth-actions';
import { useConsoleConfig } from '../../config/config-context';
import { useSession } from '../../session/session-context';
import type { SignedInSession } from '../../session/read-session';
import { strings } from '../../strings';

/** Where a sign-in stands: the credentials form, or the new password a first sign-in needs. */
export type SignInStage = 'credentials' | 'newPassword';

/** Amplify's step for an account that signed in with a temporary password (an invitation). */
export const NEW_PASSWORD_STEP = 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED';

/**
 * Signs in with the configured auth flow; the provider's own message becomes the form error. An
 * invited account's first sign-in asks for a new password (`NEW_PASSWORD_REQUIRED`), which
 * `setNewPassword` answers before the sign-in continues as any other.
 */
export function useSignIn() {
  const { authFlow } = useConsoleConfig();
  const { reload } = useSession();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [stage, setStage] = useState<SignInStage>('credentials');

  async function submit(username: string, password: string): Promise<SignedInSession | undefined> {
    setError(undefined);
    if (!username.trim() || !password) {
      setError(strings.login.allFieldsRequired);
      return undefined;
    }
    setSubmitting(true);
    try {
      const { signIn } = await loadAuthActions();
      const result = await signIn({
        username: username.trim(),
        password,
        options: { authFlowType: authFlow },
      });
      if (result.nextStep.signInStep === NEW_PASSWORD_STEP) {
        setStage('newPassword');
        return undefined;
      }
      if (!result.isSignedIn) {
        setError(strings.login.unexpectedStep(result.nextStep.signInStep));
        return undefined;
      }
      return await reload();
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : strings.login.failed);
      return undefined;
    } finally {
      setSubmitting(false);
    }
  }

  /** Answers the new-password challenge; a failure throws the provider's error for the form. */
  async function setNewPassword(password: string): Promise<void> {
    const { confirmSignIn } = await loadAuthActions();
    const result = await confirmSignIn({ challengeResponse: password });
    if (!result.isSignedIn) {
      throw new Error(strings.login.unexpectedStep(result.nextStep.signInStep));
    }
    await reload();
  }

  return { submit, submitting, error, stage, setNewPassword };
}
