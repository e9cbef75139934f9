/**
 * The sign-in accounts (Cognito user pool) behind profiles. Locally
 * `AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER` points the unchanged client at cognito-local.
 */
import { HANDLER_ENV } from '../domain/data-keys';
import { DEFAULT_REGION } from './dynamo-client';
import { lazy } from './lazy';

/** Loaded on first use: most routes never call Cognito. */
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

export interface SignInAccount {
  /** The username as the pool spells it (it compares usernames case-insensitively). */
  username: string;
  sub: string;
  email: string;
  enabled: boolean;
  /** `CONFIRMED`, `UNCONFIRMED`, `FORCE_CHANGE_PASSWORD`, … */
  status: string;
}

/** The account a username (in any case) or a `sub` names, or undefined when there is none. */
export async function findSignInAccount(usernameOrSub: string): Promise<SignInAccount | undefined> {
  const { sdk, client } = await cognito();
  try {
    const user = await client.send(
      new sdk.AdminGetUserCommand({ UserPoolId: userPoolId(), Username: usernameOrSub }),
    );
    const attribute = (name: string) =>
      user.UserAttributes?.find((candidate) => candidate.Name === name)?.Value ?? '';
    return {
      username: user.Username ?? usernameOrSub,
      sub: attribute('sub'),
      email: attribute('email'),
      enabled: user.Enabled !== false,
      status: user.UserStatus ?? 'UNKNOWN',
    };
  } catch (error) {
    if (error instanceof sdk.UserNotFoundException) return undefined;
    throw error;
  }
}

/** The account's status (`CONFIRMED`, … or `DISABLED`), undefined if none. */
export async function cognitoStatus(usernameOrSub: string): Promise<string | undefined> {
  const account = await findSignInAccount(usernameOrSub);
  if (!account) return undefined;
  return account.enabled ? account.status : 'DISABLED';
}

/**
 * Disables (does not delete) the account with this `sub`: sign-in stops at once, while the
 * account and its audit trail stay recoverable. The pool accepts a `sub` wherever it takes a
 * username, so a newer account that took the same name is never touched. False when none.
 */
export async function disableSignInAccount(sub: string): Promise<boolean> {
  const { sdk, client } = await cognito();
  // A username may look like a sub: only the account whose own sub this is gets disabled.
  if ((await findSignInAccount(sub))?.sub !== sub) return false;
  try {
    await client.send(new sdk.AdminDisableUserCommand({ UserPoolId: userPoolId(), Username: sub }));
    return true;
  } catch (error) {
    if (error instanceof sdk.UserNotFoundException) return false;
    throw error;
  }
}
