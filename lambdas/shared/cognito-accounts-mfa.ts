/**
 * An account's MFA factors (AdminGetUser's UserMFASettingList), for the pre-token trigger's claim.
 * Bounded like every AWS call (aws-call-bounds.ts). Locally
 * `AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER` points at the Cognito proxy, which keeps the factors
 * cognito-local lacks.
 */
import { timeBoundClient } from './aws-call-bounds';
import { DEFAULT_REGION } from './dynamo-client';
import { lazy } from './lazy';

/** Loaded on first use, as in cognito-accounts.ts. */
const cognito = lazy(async () => {
  const sdk = await import('@aws-sdk/client-cognito-identity-provider');
  const region = process.env.AWS_REGION ?? DEFAULT_REGION;
  const client = timeBoundClient(
    (bounds) => new sdk.CognitoIdentityProviderClient({ region, ...bounds }),
  );
  return { sdk, client };
});

export async function accountMfaSettings(userPoolId: string, username: string): Promise<string[]> {
  const { sdk, client } = await cognito();
  const user = await client.send(
    new sdk.AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }),
  );
  return user.UserMFASettingList ?? [];
}
