/**
 * The Cognito calls of the user routes. Locally `AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER`
 * points the unchanged client at cognito-local.
 */
import { HANDLER_ENV } from '../domain/data-keys';
import { DEFAULT_REGION } from '../shared/dynamo-client';
import { lazy } from '../shared/lazy';

/** Loaded on first use: most user routes never call Cognito. */
const cognito = lazy(async () => {
  const sdk = await import('@aws-sdk/client-cognito-identity-provider');
  const region = process.env.AWS_REGION ?? DEFAULT_REGION;
  return { sdk, client: new sdk.CognitoIdentityProviderClient({ region }) };
});

function userPoolId(): string {
  const id = process.env[HANDLER_ENV.userPoolId];
  if (!id) throw new Error(`Environment variable ${HANDLER_ENV.userPoolId} is not set`);
  return id;
}

/** The account's status (`CONFIRMED`, `FORCE_CHANGE_PASSWORD`, … or `DISABLED`), undefined if none. */
export async function cognitoStatus(username: string): Promise<string | undefined> {
  const { sdk, client } = await cognito();
  try {
    const user = await client.send(
      new sdk.AdminGetUserCommand({ UserPoolId: userPoolId(), Username: username }),
    );
    return user.Enabled === false ? 'DISABLED' : user.UserStatus;
  } catch (error) {
    if (error instanceof sdk.UserNotFoundException) return undefined;
    throw error;
  }
}

/**
 * Disables (does not delete) the account of a deleted profile: sign-in stops at once, while the
 * account and its audit trail stay recoverable. Returns false when there is no account.
 */
export async function disableCognitoUser(username: string): Promise<boolean> {
  const { sdk, client } = await cognito();
  try {
    await client.send(
      new sdk.AdminDisableUserCommand({ UserPoolId: userPoolId(), Username: username }),
    );
    return true;
  } catch (error) {
    if (error instanceof sdk.UserNotFoundException) return false;
    throw error;
  }
}
