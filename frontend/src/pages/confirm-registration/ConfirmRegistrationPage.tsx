import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';

import { confirmSignUp } from 'aws-amplify/auth';

import { MessagePage } from '../../common/account-form/MessagePage';
import { providerMessage } from '../../common/account-form/provider-message';
import { PageSpinner } from '../../common/PageSpinner';
import { strings } from '../../strings';

type Outcome = { state: 'pending' } | { state: 'done' } | { state: 'failed'; message: string };

/** `/confirm-registration?username=&code=`: the e-mail's link; confirms, then `/thankyou`. */
export default function ConfirmRegistrationPage() {
  const [params] = useSearchParams();
  const username = params.get('username') ?? '';
  const code = params.get('code') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(() =>
    username && code
      ? { state: 'pending' }
      : { state: 'failed', message: strings.confirmRegistration.missing },
  );
  const started = useRef(false);

  useEffect(() => {
    if (!username || !code || started.current) return;
    started.current = true;
    confirmSignUp({ username, confirmationCode: code }).then(
      () => setOutcome({ state: 'done' }),
      (caught: unknown) => setOutcome({ state: 'failed', message: providerMessage(caught) }),
    );
  }, [username, code]);

  if (outcome.state === 'done') return <Navigate to="/thankyou" replace />;
  if (outcome.state === 'pending') return <PageSpinner />;
  return (
    <MessagePage heading={strings.confirmRegistration.failedHeading} lines={[outcome.message]} />
  );
}
