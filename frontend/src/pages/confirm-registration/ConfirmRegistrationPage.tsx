import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';

import { MessagePage } from '../../common/account-form/MessagePage';
import { providerMessage } from '../../common/account-form/provider-message';
import { PageSpinner } from '../../common/PageSpinner';
import { accountStrings } from '../../strings/account';
import { loadAuthActions } from '../../common/auth/load-auth-actions';
import { ConfirmCodeForm } from '../../common/account-form/ConfirmCodeForm';

type Outcome = { state: 'pending' } | { state: 'done' } | { state: 'failed'; message: string };

/**
 * `/confirm-registration?username=&code=`: the e-mail's link; confirms, then `/thankyou`. With a
 * username but no code it asks for the code (and can send a new one).
 */
export default function ConfirmRegistrationPage() {
  const [params] = useSearchParams();
  const username = params.get('username') ?? '';
  const code = params.get('code') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(() =>
    username && code
      ? { state: 'pending' }
      : { state: 'failed', message: accountStrings.confirmRegistration.missing },
  );
  const started = useRef(false);

  useEffect(() => {
    if (!username || !code || started.current) return;
    started.current = true;
    loadAuthActions()
      .then(({ confirmSignUp }) => confirmSignUp({ username, confirmationCode: code }))
      .then(
        () => setOutcome({ state: 'done' }),
        (caught: unknown) => setOutcome({ state: 'failed', message: providerMessage(caught) }),
      );
  }, [username, code]);

  if (outcome.state === 'done') return <Navigate to="/thankyou" replace />;
  if (username && !code) {
    return (
      <ConfirmCodeForm
        username={username}
        onConfirm={async (entered) => {
          const { confirmSignUp } = await loadAuthActions();
          await confirmSignUp({ username, confirmationCode: entered });
          setOutcome({ state: 'done' });
        }}
      />
    );
  }
  if (outcome.state === 'pending') return <PageSpinner />;
  return (
    <MessagePage
      heading={accountStrings.confirmRegistration.failedHeading}
      lines={[outcome.message]}
    />
  );
}
