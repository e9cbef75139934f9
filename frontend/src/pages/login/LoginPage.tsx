import { lazy, Suspense, useCallback } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';

import Button from '@cloudscape-design/components/button';

import { ConfirmCodeForm } from '../../common/account-form/ConfirmCodeForm';
import { PageSpinner } from '../../common/PageSpinner';
import { useSession } from '../../session/session-context';
import { accountStrings } from '../../strings/account';
import { LoginForm } from './LoginForm';
import { NewPasswordForm } from './NewPasswordForm';
import { SignInStepLayout } from './SignInStepLayout';
import { useLandingPath } from './use-landing-path';
import { useSignIn } from './use-sign-in';

/** The TOTP steps are for accounts with MFA: their code is not in the sign-in page's download. */
const loadTotpCodeForm = () => import('./TotpCodeForm');
const TotpCodeForm = lazy(loadTotpCodeForm);
const TotpSetupStep = lazy(() => import('./TotpSetupStep'));

/**
 * `/login?redirect=`: once the session holds a user (after sign-in, or already signed in) the page
 * goes to the redirect, else the first unit's configured home, else /user-home; a user who must
 * have TOTP and has none goes to its set-up first. The first sign-in of an invited account
 * (temporary password) asks for a new password first; an account whose e-mail is not confirmed
 * yet is asked for the e-mailed code, then signed in; an account with TOTP on is asked for the
 * code of its authenticator app.
 */
export default function LoginPage() {
  const { session } = useSession();
  const [params] = useSearchParams();
  const redirect = params.get('redirect') ?? undefined;
  const { submit, submitting, error, stage, answer, confirmCode, restart } = useSignIn();
  const landingPath = useLandingPath(redirect, session);
  const submitCredentials = useCallback(
    (username: string, password: string) => {
      // The code step is the likeliest step after the password: it downloads while that is checked.
      void loadTotpCodeForm();
      void submit(username, password);
    },
    [submit],
  );

  if (session) return landingPath ? <Navigate to={landingPath} replace /> : <PageSpinner />;
  if (stage.name === 'newPassword') return <NewPasswordForm onSubmit={answer} />;
  if (stage.name === 'confirmSignUp') {
    return (
      <ConfirmCodeForm
        username={stage.username}
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
    <SignInStepLayout>
      {stage.name === 'credentials' ? (
        <LoginForm submitting={submitting} error={error} onSubmit={submitCredentials} />
      ) : (
        <Suspense fallback={<PageSpinner />}>
          {stage.name === 'totpCode' ? (
            <TotpCodeForm username={stage.username} onVerify={answer} onBack={restart} />
          ) : (
            <TotpSetupStep
              username={stage.username}
              details={stage.details}
              onVerify={answer}
              onBack={restart}
            />
          )}
        </Suspense>
      )}
    </SignInStepLayout>
  );
}
