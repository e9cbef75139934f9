import { type ReactNode, useState } from 'react';

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { AccountForm, type AccountField } from './AccountForm';
import { providerMessage } from './provider-message';
import { loadAuthActions } from '../auth/load-auth-actions';
import { accountStrings } from '../../strings/account';

const text = accountStrings.confirmRegistration;

const FIELDS: readonly AccountField[] = [
  {
    name: 'code',
    label: text.codeLabel,
    rule: 'verificationcode',
    autoComplete: 'one-time-code',
  },
];

type ResendOutcome = { state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; message: string };

/**
 * The code that confirms a signed-up account, with "Resend code" (Amplify `resendSignUpCode`).
 * `onConfirm` runs with the entered code; a thrown error's message shows on the form.
 */
export function ConfirmCodeForm({
  username,
  onConfirm,
  footer,
}: {
  username: string;
  onConfirm: (code: string) => Promise<void>;
  /** Further links under the form, e.g. back to sign in. */
  footer?: ReactNode;
}) {
  const [resend, setResend] = useState<ResendOutcome>({ state: 'idle' });

  async function resendCode() {
    setResend({ state: 'sending' });
    try {
      const { resendSignUpCode } = await loadAuthActions();
      await resendSignUpCode({ username });
      setResend({ state: 'sent' });
    } catch (caught) {
      setResend({ state: 'failed', message: providerMessage(caught) });
    }
  }

  return (
    <AccountForm
      heading={text.codeHeading}
      description={text.codeDescription(username)}
      submitLabel={text.confirm}
      fields={FIELDS}
      onSubmit={(values) => onConfirm((values['code'] ?? '').trim())}
      footer={
        <SpaceBetween size="xs">
          <SpaceBetween size="xs" direction="horizontal">
            <Button
              formAction="none"
              loading={resend.state === 'sending'}
              onClick={() => void resendCode()}
            >
              {text.resend}
            </Button>
            {footer}
          </SpaceBetween>
          <div role="status">
            {resend.state === 'sent' && <Box color="text-status-success">{text.resent}</Box>}
            {resend.state === 'failed' && (
              <Box color="text-status-error">{text.resendFailed(resend.message)}</Box>
            )}
          </div>
        </SpaceBetween>
      }
    />
  );
}
