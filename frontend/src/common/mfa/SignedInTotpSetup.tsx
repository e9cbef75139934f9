import type { ReactNode } from 'react';

import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Header, { type HeaderProps } from '@cloudscape-design/components/header';

import { mfaStrings } from '../../strings/mfa';
import { TotpSetupForm } from './TotpSetupForm';
import { useTotpSetup } from './use-totp-setup';

const text = mfaStrings.setup;

interface SignedInTotpSetupProps {
  username: string;
  description: string;
  headerVariant: HeaderProps['variant'];
  /** Runs once TOTP is on and the session says so. */
  onDone: () => void;
  secondaryAction?: ReactNode;
}

/**
 * The signed-in user's TOTP set-up (the forced screen, My profile): loading while the secret is
 * asked for, an alert with Retry when that fails, then the set-up form.
 */
export function SignedInTotpSetup({
  username,
  description,
  headerVariant,
  onDone,
  secondaryAction,
}: SignedInTotpSetupProps) {
  const { state, retry, verify } = useTotpSetup(username);
  if (state.status !== 'ready') {
    return (
      <SpaceBetween size="m">
        <Header variant={headerVariant} description={description}>
          {text.heading}
        </Header>
        {state.status === 'loading' ? (
          <Box padding="l" textAlign="center">
            <div role="status">
              <StatusIndicator type="loading">{text.loading}</StatusIndicator>
            </div>
          </Box>
        ) : (
          <div role="alert">
            <Alert
              type="error"
              header={text.startFailed}
              action={<Button onClick={retry}>{text.retry}</Button>}
            >
              {state.message}
            </Alert>
          </div>
        )}
        {secondaryAction}
      </SpaceBetween>
    );
  }
  return (
    <TotpSetupForm
      secret={state.secret}
      setupUri={state.setupUri}
      description={description}
      headerVariant={headerVariant}
      secondaryAction={secondaryAction}
      onVerify={async (code) => {
        await verify(code);
        onDone();
      }}
    />
  );
}
