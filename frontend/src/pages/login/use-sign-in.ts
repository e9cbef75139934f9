import { useState } from 'react';

import { signIn } from 'aws-amplify/auth';

import { useConsoleConfig } from '../../config/config-context';
import { useSession } from '../../session/session-context';
import type { SignedInSession } from '../../session/read-session';
import { strings } from '../../strings';

/** Signs in with the configured auth flow; the provider's own message becomes the form error. */
export function useSignIn() {
  const { authFlow } = useConsoleConfig();
  const { reload } = useSession();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(username: string, password: string): Promise<SignedInSession | undefined> {
    setError(undefined);
    if (!username.trim() || !password) {
      setError(strings.login.allFieldsRequired);
      return undefined;
    }
    setSubmitting(true);
    try {
      const result = await signIn({
        username: username.trim(),
        password,
        options: { authFlowType: authFlow },
      });
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

  return { submit, submitting, error };
}
