import { useCallback, useRef, useState } from 'react';
import type { SignInOutput } from 'aws-amplify/auth';

import { loadAuthActions } from '../../common/auth/load-auth-actions';
import { useConsoleConfig } from '../../config/config-context';
import { useSession } from '../../session/session-context';
import type { SignedInSession } from '../../session/read-session';
import { accountStrings } from '../../strings/account';
import { commonStrings } from '../../strings/common';
import { nextMove, type SignInStage } from './sign-in-steps';

const CREDENTIALS: SignInStage = { name: 'credentials' };

/**
 * Signs in with the configured auth flow; the provider's own message becomes the form error. The
 * steps the provider may ask for next each have a form: a new password for an invited account's
 * first sign-in (`setNewPassword`), the e-mailed code of an unconfirmed account (`confirmCode`,
 * then a sign-in with the credentials just entered), the authenticator app's code of an account
 * with TOTP on, or the set-up of TOTP when the pool requires it (`answerTotp` for both).
 */
export function useSignIn() {
  const { authFlow } = useConsoleConfig();
  const { reload } = useSession();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [stage, setStage] = useState<SignInStage>(CREDENTIALS);
  // Kept in memory only: the username for the steps after the password, and the password until
  // an unconfirmed account is confirmed and signed in.
  const credentials = useRef<{ username: string; password?: string }>(undefined);

  /** Follows the provider's answer: the session once signed in, else the form of the next step. */
  const proceed = useCallback(
    async (result: SignInOutput, username: string): Promise<SignedInSession | undefined> => {
      const next = nextMove(result, username);
      if (next.move === 'signedIn') {
        credentials.current = undefined;
        return reload();
      }
      if (next.move === 'chooseTotp') {
        const { confirmSignIn } = await loadAuthActions();
        return proceed(await confirmSignIn({ challengeResponse: 'TOTP' }), username);
      }
      if (next.move === 'unsupported') {
        throw new Error(accountStrings.login.unexpectedStep(next.step));
      }
      if (next.stage.name !== 'confirmSignUp') credentials.current = { username };
      setStage(next.stage);
      return undefined;
    },
    [reload],
  );

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
        const entered = { username: username.trim(), password };
        credentials.current = entered;
        const result = await signIn({ ...entered, options: { authFlowType: authFlow } });
        return await proceed(result, entered.username);
      } catch (caught) {
        setError(
          caught instanceof Error && caught.message ? caught.message : accountStrings.login.failed,
        );
        return undefined;
      } finally {
        setSubmitting(false);
      }
    },
    [authFlow, proceed],
  );

  /** Answers a challenge (new password, TOTP code or set-up code); a failure throws for the form. */
  async function answer(response: string): Promise<void> {
    const { confirmSignIn } = await loadAuthActions();
    const result = await confirmSignIn({ challengeResponse: response });
    await proceed(result, credentials.current?.username ?? '');
  }

  /** Confirms the account with the e-mailed code, then signs in; a failure throws for the form. */
  async function confirmCode(code: string): Promise<void> {
    const entered = credentials.current;
    if (!entered?.password) throw new Error(accountStrings.login.failed);
    const { username, password } = entered;
    const { confirmSignUp, signIn } = await loadAuthActions();
    await confirmSignUp({ username, confirmationCode: code });
    const result = await signIn({ username, password, options: { authFlowType: authFlow } });
    await proceed(result, username);
  }

  /** Back to the credentials form (e.g. to sign in as someone else, or after a lapsed step). */
  function restart() {
    credentials.current = undefined;
    setStage(CREDENTIALS);
  }

  return { submit, submitting, error, stage, answer, confirmCode, restart };
}
