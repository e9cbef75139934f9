/**
 * A user's TOTP set up as the console does it, with the access token of a signed-in session; the
 * secret is kept in the suite's registry (totp-secrets.ts), so `signIn` answers the user's code.
 */
import {
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';

import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../../local/settings';
import { totpCode } from '../../../local/totp';
import { claimsOf } from './accounts';
import type { PlatformFacts } from './platform-process';
import { rememberTotpSecret } from './totp-secrets';

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

/**
 * Associates a secret, verifies a code of it and makes TOTP the preferred factor; the secret,
 * also kept in the suite's registry under the access token's username.
 */
export async function enableTotp(
  client: CognitoIdentityProviderClient,
  facts: Pick<PlatformFacts, 'dataDir'>,
  accessToken: string,
): Promise<string> {
  const { SecretCode } = await client.send(
    new AssociateSoftwareTokenCommand({ AccessToken: accessToken }),
  );
  if (!SecretCode) throw new Error('AssociateSoftwareToken returned no secret');
  await client.send(
    new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: totpCode(SecretCode) }),
  );
  const username = claimsOf(accessToken).username;
  if (typeof username !== 'string') throw new Error('The access token names no username');
  // Kept before TOTP is on: from then on a sign-in needs it.
  rememberTotpSecret(facts, username, SecretCode);
  await client.send(
    new SetUserMFAPreferenceCommand({
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  return SecretCode;
}

/**
 * Signs a user without TOTP in with their password and turns TOTP on, as a system admin must
 * before the API serves them; the secret. Their tokens from before say MFA is off: sign in again
 * (or refresh) for ones that say it is on.
 */
export async function enableTotpFor(
  facts: PlatformFacts,
  username: string,
  password: string,
): Promise<string> {
  const client = new CognitoIdentityProviderClient({
    endpoint: facts.urls.cognito,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    const answer = await passwordSignIn(client, facts, username, password);
    const accessToken = answer.AuthenticationResult?.AccessToken;
    if (!accessToken) {
      throw new Error(`Sign-in of ${username} gave no tokens (${answer.ChallengeName ?? 'none'})`);
    }
    return await enableTotp(client, facts, accessToken);
  } finally {
    client.destroy();
  }
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
