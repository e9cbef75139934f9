import type { ReactNode } from 'react';

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header, { type HeaderProps } from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { mfaStrings } from '../../strings/mfa';
import { QrCode } from './QrCode';
import { SetupKey } from './SetupKey';
import { TotpCodeField } from './TotpCodeField';
import { useTotpCodeEntry } from './use-totp-code-entry';

const text = mfaStrings.setup;

export interface TotpSetupFormProps {
  /** The shared secret (base32) the app is given. */
  secret: string;
  /** The `otpauth://` URI of the secret, shown as the QR code. */
  setupUri: string;
  description: string;
  headerVariant: HeaderProps['variant'];
  /** Sends a well-formed code; a thrown error shows on the code field. */
  onVerify: (code: string) => Promise<void>;
  /** The way out beside the submit button (back to sign in, cancel, sign out). */
  secondaryAction?: ReactNode;
}

/**
 * Pairs an authenticator app: its QR code, the key for typing it in, then the first code the app
 * shows, which proves the pairing.
 */
export function TotpSetupForm({
  secret,
  setupUri,
  description,
  headerVariant,
  onVerify,
  secondaryAction,
}: TotpSetupFormProps) {
  const entry = useTotpCodeEntry(onVerify, 'setUp');
  return (
    <form onSubmit={(event) => void entry.submit(event)} noValidate>
      <Form
        header={
          <Header variant={headerVariant} description={description}>
            {text.heading}
          </Header>
        }
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            {secondaryAction}
            <Button variant="primary" formAction="submit" loading={entry.submitting}>
              {text.submit}
            </Button>
          </SpaceBetween>
        }
      >
        <Container>
          <SpaceBetween size="l">
            <SpaceBetween size="s">
              <Box variant="p">{text.scanStep}</Box>
              <QrCode value={setupUri} label={text.qrLabel} />
            </SpaceBetween>
            <SpaceBetween size="xxs">
              <Box variant="p">{text.manualStep}</Box>
              <SetupKey secret={secret} />
            </SpaceBetween>
            <SpaceBetween size="s">
              <Box variant="p">{text.codeStep}</Box>
              <TotpCodeField
                value={entry.code}
                onChange={entry.setCode}
                errorText={entry.error}
                inputRef={entry.inputRef}
              />
            </SpaceBetween>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
