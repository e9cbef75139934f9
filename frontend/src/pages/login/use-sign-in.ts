import { useCallback, useRef, useState } from 'react';

import { loadAuthActions } from '../../common/auth/load-auth-actions';
import { useConsoleConfig } from '../../config/config-context';
import { useSession } from '../../session/session-context';
import type { SignedInSession } from '../../session/read-session';
import { accountStrings } from '../../strings/account';
import { commonStrings } from '../../strings/common';

/**
 * Where a sign-in stands: the credentials form, the new password a first sign-in needs, or the
 * code of an account whose e-mail is not confirmed yet.
 */
export type SignInStage = 'credentials' | 'newPassword' | 'confirmSignUp';

/** Amplify's step for an account that signed in with a temporary password (an invitation). */
export const NEW_PASSWORD_STEP = 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED';

/** Amplify's step for an account that signed up but has not confirmed its e-mail yet. */
export const CONFIRM_SIGN_UP_STEP = 'CONFIRM_SIGN_UP';

/**
 * Signs in with the configured auth flow; the provider's own message becomes the form error. An
 * invited account's first sign-in asks for a new password (`NEW_PASSWORD_REQUIRED`), which
 * `setNewPassword` answers before the sign-in continues as any other. An unconfirmed account is
 * asked for its e-mailed code (`confirmCode`), then signed in with the credentials just entered.
 */
export function useSignIn() {
  const { authFlow } = useConsoleConfig();
  const { reload } = useSession();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [stage, setStage] = useState<SignInStage>('credentials');
  // Kept in memory only, to sign in once the account is confirmed.
  const credentials = useRef<{ username: string; password: string }>(undefined);
  const [pendingUsername, setPendingUsername] = useState<string>();

  // One function while the configuration stands: the form does not render again when the session
  // check ends.
  const submit = useCallback(
    async (username: string, password: string): Promise<SignedInSession | undefined> => {
      setError(undefined);
      if (!username.trim() || !password) {
        setError(commonStrings.validation.allFieldsRequired);
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
        if (result.nextStep.signInStep === CONFIRM_SIGN_UP_STEP) {
          credentials.current = { username: username.trim(), password };
          setPendingUsername(username.trim());
          setStage('confirmSignUp');
          return undefined;
        }
        if (!result.isSignedIn) {
          setError(accountStrings.login.unexpectedStep(result.nextStep.signInStep));
          return undefined;
        }
        return await reload();
      } catch (caught) {
        setError(
          caught instanceof Error && caught.message ? caught.message : accountStrings.login.failed,
        );
        return undefined;
      } finally {
        setSubmitting(false);
      }
    },
    [authFlow, reload],
  );

  /** Answers the new-password challenge; a failure throws the provider's error for the form. */
  async function setNewPassword(password: string): Promise<void> {
    const { confirmSignIn } = await loadAuthActions();
    const result = await confirmSignIn({ challengeResponse: password });
    if (!result.isSignedIn) {
      throw new Error(accountStrings.login.unexpectedStep(result.nextStep.signInStep));
    }
    await reload();
  }

  /** Confirms the account with the e-mailed code, then signs in; a failure throws for the form. */
  async function confirmCode(code: string): Promise<void> {
    const entered = credentials.current;
    if (!entered) throw new Error(accountStrings.login.failed);
    const { confirmSignUp, signIn } = await loadAuthActions();
    await confirmSignUp({ username: entered.username, confirmationCode: code });
    const result = await signIn({ ...entered, options: { authFlowType: authFlow } });
    if (!result.isSignedIn) {
      throw new Error(accountStrings.login.unexpectedStep(result.nextStep.signInStep));
    }
    credentials.current = undefined;
    await reload();
  }

  /** Back to the credentials form (e.g. to sign in as someone else). */
  function restart() {
    credentials.current = undefined;
    setPendingUsername(undefined);
    setStage('credentials');
  }

  return {
    submit,
    submitting,
    error,
    stage,
    setNewPassword,
    confirmCode,
    restart,
    pendingUsername,
  };
}
