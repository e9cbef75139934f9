/**
 * A Cognito client of the platform's pool endpoint (the proxy the console talks to) that sends
 * each call once (no SDK retries, so a test counts the requests it means) and, when given, from
 * its own loopback address: the pool's rate limits count per client address.
 */
import { Agent } from 'node:http';

import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { NodeHttpHandler } from '@smithy/node-http-handler';

import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../../local/settings';
import type { PlatformFacts } from './platform-process';

export function cognitoClient(
  facts: PlatformFacts,
  localAddress?: string,
): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint: facts.urls.cognito,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    maxAttempts: 1,
    ...(localAddress
      ? { requestHandler: new NodeHttpHandler({ httpAgent: new Agent({ localAddress }) }) }
      : {}),
  });
}
