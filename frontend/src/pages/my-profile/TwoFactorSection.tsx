import { useState } from 'react';

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';

import { ConfirmDeleteModal } from '../../common/form/ConfirmDeleteModal';
import { lazyPart } from '../../common/lazy-part';
import { useActiveUnitContext } from '../../common/shell/active-unit-context';
import { useShell } from '../../common/shell/shell-context';
import { useSignedInSession } from '../../session/session-context';
import { mfaStrings } from '../../strings/mfa';
import { type TotpStatus, useTotpStatus } from './use-totp-status';
import { useTurnOffTotp } from './use-turn-off-totp';

const text = mfaStrings.profile;

/** The set-up, with its QR code library: downloaded when Set up is chosen. */
const SignedInTotpSetup = lazyPart(() =>
  import('../../common/mfa/SignedInTotpSetup').then((module) => module.SignedInTotpSetup),
);

function StatusValue({ status, onRetry }: { status: TotpStatus; onRetry: () => void }) {
  switch (status.state) {
    case 'loading':
      return <StatusIndicator type="loading">{text.checking}</StatusIndicator>;
    case 'failed':
      return (
        <SpaceBetween size="xs">
          <div role="alert">
            <StatusIndicator type="error">{text.loadFailed(status.message)}</StatusIndicator>
          </div>
          <Button onClick={onRetry}>{text.retry}</Button>
        </SpaceBetween>
      );
    case 'on':
      return <StatusIndicator type="success">{text.on}</StatusIndicator>;
    case 'off':
      return <StatusIndicator type="stopped">{text.off}</StatusIndicator>;
  }
}

/**
 * My profile's "Two-factor authentication": whether TOTP is on, its set-up, and turning it off
 * unless the user must have it (a system admin, or the active unit's config requires it).
 */
export function TwoFactorSection() {
  const { username, systemAdmin } = useSignedInSession();
  const { core } = useActiveUnitContext();
  const { notify } = useShell();
  const required = systemAdmin || core?.requireMfa === true;
  const { status, retry, set } = useTotpStatus();
  const { turnOff, busy } = useTurnOffTotp();
  const [settingUp, setSettingUp] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (settingUp) {
    return (
      <SignedInTotpSetup
        username={username}
        description={mfaStrings.setup.description}
        headerVariant="h2"
        onDone={() => {
          setSettingUp(false);
          set({ state: 'on' });
          notify('success', mfaStrings.setup.enabled);
        }}
        secondaryAction={
          <Button formAction="none" variant="link" onClick={() => setSettingUp(false)}>
            {mfaStrings.setup.cancel}
          </Button>
        }
      />
    );
  }

  const actions =
    status.state === 'off' ? (
      <Button onClick={() => setSettingUp(true)}>{text.setUp}</Button>
    ) : status.state === 'on' && !required ? (
      <Button onClick={() => setConfirming(true)}>{text.turnOff}</Button>
    ) : undefined;

  return (
    <Container
      header={
        <Header variant="h2" description={text.description} actions={actions}>
          {text.heading}
        </Header>
      }
    >
      <SpaceBetween size="xs">
        <Box variant="awsui-key-label">{text.status}</Box>
        <StatusValue status={status} onRetry={retry} />
        {required && <Box color="text-body-secondary">{text.required}</Box>}
      </SpaceBetween>
      <ConfirmDeleteModal
        visible={confirming}
        heading={text.confirmHeading}
        cancelText={text.cancel}
        deleteText={text.turnOff}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void turnOff().then((off) => {
            setConfirming(false);
            if (off) set({ state: 'off' });
          })
        }
      >
        <Box variant="p">{text.confirmBody}</Box>
      </ConfirmDeleteModal>
    </Container>
  );
}
