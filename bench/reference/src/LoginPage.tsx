import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { confirmSignIn, signIn, type SignInOutput } from 'aws-amplify/auth';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';

export function LoginPage() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // An account with TOTP on is asked for its authenticator's code after the password.
  const [askCode, setAskCode] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const { isSignedIn, nextStep }: SignInOutput = askCode
        ? await confirmSignIn({ challengeResponse: code })
        : await signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
      if (isSignedIn) void navigate('/table');
      else if (nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') setAskCode(true);
      else setError(`Sign-in needs another step: ${nextStep.signInStep}`);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main style={{ maxWidth: 420, margin: '10vh auto', padding: '0 16px' }}>
      <form onSubmit={(event) => void submit(event)}>
        <Form
          errorText={error}
          actions={
            <Button variant="primary" loading={busy}>
              {askCode ? 'Verify' : 'Sign in'}
            </Button>
          }
        >
          <Container header={<Header variant="h1">Sign in</Header>}>
            {askCode ? (
              <FormField label="Code">
                <Input
                  value={code}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  onChange={({ detail }) => setCode(detail.value)}
                />
              </FormField>
            ) : (
              <SpaceBetween size="m">
                <FormField label="Username">
                  <Input
                    value={username}
                    autoComplete="username"
                    onChange={({ detail }) => setUsername(detail.value)}
                  />
                </FormField>
                <FormField label="Password">
                  <Input
                    type="password"
                    value={password}
                    autoComplete="current-password"
                    onChange={({ detail }) => setPassword(detail.value)}
                  />
                </FormField>
              </SpaceBetween>
            )}
          </Container>
        </Form>
      </form>
    </main>
  );
}
