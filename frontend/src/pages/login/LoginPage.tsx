import { useCallback } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';

import { PageFlashbar } from '../../common/flash/PageFlashbar';
import { PageSpinner } from '../../common/PageSpinner';
import { accountStrings } from '../../strings/account';
import { ConfirmCodeForm } from '../../common/account-form/ConfirmCodeForm';
import { useSession } from '../../session/session-context';
import { LoginForm } from './LoginForm';
import { NewPasswordForm } from './NewPasswordForm';
import { useLandingPath } from './use-landing-path';
import { useSignIn } from './use-sign-in';

/**
 * `/login?redirect=`: once the session holds a user (after sign-in, or already signed in) the page
 * goes to the redirect, else the first unit's configured home, else /user-home. The first sign-in
 * of an invited account (temporary password) asks for a new password first; an account whose
 * e-mail is not confirmed yet is asked for the e-mailed code, then signed in.
 */
export default function LoginPage() {
  const { session } = useSession();
  const [params] = useSearchParams();
  const redirect = params.get('redirect') ?? undefined;
  const {
    submit,
    submitting,
    error,
    stage,
    setNewPassword,
    confirmCode,
    restart,
    pendingUsername,
  } = useSignIn();
  const landingPath = useLandingPath(redirect, session);
  const submitCredentials = useCallback(
    (username: string, password: string) => void submit(username, password),
    [submit],
  );

  if (session) return landingPath ? <Navigate to={landingPath} replace /> : <PageSpinner />;
  if (stage === 'newPassword') return <NewPasswordForm onSubmit={setNewPassword} />;
  if (stage === 'confirmSignUp' && pendingUsername) {
    return (
      <ConfirmCodeForm
        username={pendingUsername}
        onConfirm={confirmCode}
        footer={
          <Button formAction="none" variant="link" onClick={restart}>
            {accountStrings.confirmRegistration.backToSignIn}
          </Button>
        }
      />
    );
  }

  return (
    <main>
      <Box padding="xxl">
        <div style={{ maxWidth: 480, margin: '0 auto' }}>
          <PageFlashbar />
          <LoginForm submitting={submitting} error={error} onSubmit={submitCredentials} />
        </div>
      </Box>
    </main>
  );
}
