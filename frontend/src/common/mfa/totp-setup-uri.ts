import type { SetUpTOTPOutput as TotpSetupDetails } from 'aws-amplify/auth';

import { mfaStrings } from '../../strings/mfa';

/** The `otpauth://` URI an authenticator app scans: the console's name, then the account's. */
export function totpSetupUri(details: TotpSetupDetails, username: string): string {
  return details.getSetupUri(mfaStrings.appName, encodeURIComponent(username)).toString();
}
