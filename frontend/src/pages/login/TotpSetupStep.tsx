import type { SetUpTOTPOutput as TotpSetupDetails } from 'aws-amplify/auth';

import Button from '@cloudscape-design/components/button';

import { TotpSetupForm } from '../../common/mfa/TotpSetupForm';
import { totpSetupUri } from '../../common/mfa/totp-setup-uri';
import { mfaStrings } from '../../strings/mfa';

interface TotpSetupStepProps {
  username: string;
  details: TotpSetupDetails;
  /** Answers the sign-in's set-up challenge; a thrown error shows on the code field. */
  onVerify: (code: string) => Promise<void>;
  onBack: () => void;
}

/** The sign-in step of a pool that requires MFA of an account without it: the TOTP set-up. */
export default function TotpSetupStep({ username, details, onVerify, onBack }: TotpSetupStepProps) {
  return (
    <TotpSetupForm
      secret={details.sharedSecret}
      setupUri={totpSetupUri(details, username)}
      description={mfaStrings.setup.requiredDescription}
      headerVariant="h1"
      onVerify={onVerify}
      secondaryAction={
        <Button formAction="none" variant="link" onClick={onBack}>
          {mfaStrings.signInCode.back}
        </Button>
      }
    />
  );
}
