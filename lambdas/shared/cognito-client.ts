/**
 * The user pool's client, loaded on first use (most routes never call Cognito) and bounded by the
 * time budget each call runs in (aws-call-bounds.ts). Locally
 * `AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER` points the unchanged client at the Cognito proxy.
 */
import { timeBoundClient } from './aws-call-bounds';
import { DEFAULT_REGION } from './dynamo-client';
import { lazy } from './lazy';

export const cognito = lazy(async () => {
  const sdk = await import('@aws-sdk/client-cognito-identity-provider');
  const region = process.env.AWS_REGION ?? DEFAULT_REGION;
  const client = timeBoundClient(
    (bounds) => new sdk.CognitoIdentityProviderClient({ region, ...bounds }),
  );
  return { sdk, client };
});
