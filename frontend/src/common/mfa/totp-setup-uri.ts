import type { SetUpTOTPOutput as TotpSetupDetails } from 'aws-amplify/auth';

import { mfaStrings } from '../../strings/mfa';

/** The `otpauth://` URI an authenticator app scans: the console's name, then the account's. */
export function totpSetupUri(details: TotpSetupDetails, username: string): string {
  return details.getSetupUri(mfaStrings.appName, encodeURIComponent(username)).toString();
}

/** The same URI for a kept key (pending-totp-key.ts), built as Amplify's `getSetupUri` builds it. */
export function totpSetupUriOfKey(secret: string, username: string): string {
  const appName = mfaStrings.appName;
  return new URL(
    `otpauth://totp/${appName}:${encodeURIComponent(username)}?secret=${secret}&issuer=${appName}`,
  ).toString();
}
