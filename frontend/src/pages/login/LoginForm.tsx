import { type FormEvent, memo, useState } from 'react';

import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { AccountLink } from '../../common/account-form/AccountLink';
import { accountStrings } from '../../strings/account';

interface LoginFormProps {
  submitting: boolean;
  error: string | undefined;
  onSubmit: (username: string, password: string) => void;
}

/** Memoized: the page renders again when the session check ends, the form need not. */
export const LoginForm = memo(function LoginForm({ submitting, error, onSubmit }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit(username, password);
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Form
        header={<Header variant="h1">{accountStrings.login.heading}</Header>}
        errorText={error}
        actions={
          <Button variant="primary" formAction="submit" loading={submitting}>
            {accountStrings.login.submit}
          </Button>
        }
      >
        <Container
          footer={
            <SpaceBetween size="xs" direction="horizontal">
              <AccountLink href="/forgotpassword">
                {accountStrings.account.forgotPasswordLink}
              </AccountLink>
              <span>
                {accountStrings.account.noAccount}{' '}
                <AccountLink href="/register">{accountStrings.account.signUpLink}</AccountLink>
              </span>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="m">
            <FormField label={accountStrings.login.usernameLabel}>
              <Input
                value={username}
                onChange={({ detail }) => setUsername(detail.value)}
                autoComplete="username"
                name="username"
                autoFocus
              />
            </FormField>
            <FormField label={accountStrings.login.passwordLabel}>
              <Input
                value={password}
                onChange={({ detail }) => setPassword(detail.value)}
                type="password"
                autoComplete="current-password"
                name="password"
              />
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
});
