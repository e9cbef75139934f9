import { type FormEvent, memo, useRef, useState } from 'react';

import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { AccountLink } from '../../common/account-form/AccountLink';
import { accountStrings } from '../../strings/account';
import { commonStrings } from '../../strings/common';

interface LoginFormProps {
  submitting: boolean;
  error: string | undefined;
  onSubmit: (username: string, password: string) => void;
}

/** Memoized: the page renders again when the session check ends, the form need not. */
export const LoginForm = memo(function LoginForm({ submitting, error, onSubmit }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [blank, setBlank] = useState<'username' | 'password'>();
  const usernameInput = useRef<InputProps.Ref>(null);
  const passwordInput = useRef<InputProps.Ref>(null);

  // Spec §5: the first blank field (username, then password) is flagged and focused.
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const first = !username.trim() ? 'username' : !password ? 'password' : undefined;
    setBlank(first);
    if (first === 'username') usernameInput.current?.focus();
    if (first === 'password') passwordInput.current?.focus();
    if (!first) onSubmit(username, password);
  }
  const blankError = (field: 'username' | 'password') =>
    blank === field ? commonStrings.validation.allFieldsRequired : undefined;

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
            <FormField
              label={accountStrings.login.usernameLabel}
              errorText={blankError('username')}
            >
              <Input
                ref={usernameInput}
                value={username}
                invalid={blank === 'username'}
                onChange={({ detail }) => setUsername(detail.value)}
                autoComplete="username"
                name="username"
                autoFocus
              />
            </FormField>
            <FormField
              label={accountStrings.login.passwordLabel}
              errorText={blankError('password')}
            >
              <Input
                ref={passwordInput}
                value={password}
                invalid={blank === 'password'}
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
