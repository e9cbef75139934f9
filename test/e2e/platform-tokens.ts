/** ID tokens of test users from the local user pool, for API calls made behind the console's back. */
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Page } from '@playwright/test';

import { LOCAL_CREDENTIALS } from '../../local/settings';
import { consoleConfig, type TestUser } from './account-users';

export async function idTokenOf(page: Page, user: TestUser): Promise<string> {
  const config = await consoleConfig(page);
  const endpoint = config.local?.userPoolEndpoint;
  if (!endpoint) throw new Error('config.json names no local user pool endpoint');
  const client = new CognitoIdentityProviderClient({
    endpoint,
    region: config.region,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    const answer = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: config.userPoolClientId,
        AuthParameters: { USERNAME: user.username, PASSWORD: user.password },
      }),
    );
    const token = answer.AuthenticationResult?.IdToken;
    if (!token) throw new Error(`Sign-in of ${user.username} returned no ID token`);
    return token;
  } finally {
    client.destroy();
  }
}
