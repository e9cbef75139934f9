/** A user's TOTP set up as the console does it, with the access token of a signed-in session. */
import {
  AssociateSoftwareTokenCommand,
  type CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';

import { totpCode } from '../../../local/totp';
import type { PlatformFacts } from './platform-process';

export function passwordSignIn(
  client: CognitoIdentityProviderClient,
  facts: PlatformFacts,
  username: string,
  password: string,
) {
  return client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: facts.userPool.userPoolClientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );
}

/** Associates a secret, verifies a code of it and makes TOTP the preferred factor; the secret. */
export async function enableTotp(
  client: CognitoIdentityProviderClient,
  accessToken: string,
): Promise<string> {
  const { SecretCode } = await client.send(
    new AssociateSoftwareTokenCommand({ AccessToken: accessToken }),
  );
  if (!SecretCode) throw new Error('AssociateSoftwareToken returned no secret');
  await client.send(
    new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: totpCode(SecretCode) }),
  );
  await client.send(
    new SetUserMFAPreferenceCommand({
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  return SecretCode;
}

/** A six-digit code that is not the secret's for any step of the accepted window. */
export function wrongCode(secret: string): string {
  const accepted = new Set(
    [-30, 0, 30].map((shift) => totpCode(secret, Date.now() / 1000 + shift)),
  );
  for (let candidate = 0; ; candidate += 1) {
    const code = String(candidate).padStart(6, '0');
    if (!accepted.has(code)) return code;
  }
}
