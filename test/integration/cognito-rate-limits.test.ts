/**
 * The pool's public operations are limited per client address, as its WAF limits them in AWS:
 * past the limit the pool answers 429 with Cognito's TooManyRequestsException. Each case calls
 * from a loopback address of its own (the suite's other calls come from 127.0.0.1, which this
 * platform leaves out), and the calls are refused ones, so nothing is created or sent.
 */
import {
  type CognitoIdentityProviderClient,
  ForgotPasswordCommand,
  GetUserCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';

import { COGNITO_PUBLIC_LIMITS } from '../../local/settings';
import { cognitoClient } from './support/cognito-client';
import { sharedPlatform } from './support/shared-platform';
import { uniqueUsername } from './support/users-api';

const { facts } = sharedPlatform();
const clientId = facts.userPool.userPoolClientId;

type Operation = keyof typeof COGNITO_PUBLIC_LIMITS;

/** One call of the operation that the pool refuses without creating or sending anything. */
const CALLS: Record<Operation, (client: CognitoIdentityProviderClient) => Promise<unknown>> = {
  // The admin's username is taken.
  SignUp: (client) =>
    client.send(
      new SignUpCommand({
        ClientId: clientId,
        Username: facts.adminUsername,
        Password: 'Taken#Username1',
      }),
    ),
  InitiateAuth: (client) =>
    client.send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: uniqueUsername('nobody'), PASSWORD: 'Wrong#Password1' },
      }),
    ),
  ForgotPassword: (client) =>
    client.send(new ForgotPasswordCommand({ ClientId: clientId, Username: uniqueUsername() })),
  ResendConfirmationCode: (client) =>
    client.send(
      new ResendConfirmationCodeCommand({ ClientId: clientId, Username: uniqueUsername() }),
    ),
};

/** The error name of each call in turn (`ok` for a success). */
async function outcomes(
  client: CognitoIdentityProviderClient,
  operation: Operation,
  count: number,
) {
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    names.push(
      await CALLS[operation](client).then(
        () => 'ok',
        (error: Error) => error.name,
      ),
    );
  }
  return names;
}

const CASES = (Object.keys(COGNITO_PUBLIC_LIMITS) as Operation[]).map(
  (operation, index) => [operation, `127.0.0.${index + 2}`] as const,
);

it.each(CASES)(
  '%s: the limit’s worth of calls reach the pool, the next from that address is 429',
  async (operation, address) => {
    const { requests, windowSeconds } = COGNITO_PUBLIC_LIMITS[operation];
    const client = cognitoClient(facts, address);
    const other = cognitoClient(facts, '127.0.0.200');
    try {
      const startedAt = Date.now();
      const allowed = await outcomes(client, operation, requests);
      expect(allowed).not.toContain('TooManyRequestsException');

      const refused = await CALLS[operation](client).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(Date.now() - startedAt).toBeLessThan(windowSeconds * 1000);
      expect(refused).toMatchObject({
        name: 'TooManyRequestsException',
        message: 'Too many requests from this address; try again in a few minutes',
        $metadata: { httpStatusCode: 429 },
      });
      const retryAfter = Number(
        (refused as { $response?: { headers?: Record<string, string> } }).$response?.headers?.[
          'retry-after'
        ],
      );
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(windowSeconds);

      // Another address is another client, with a count of its own.
      expect(await outcomes(other, operation, 1)).not.toContain('TooManyRequestsException');
    } finally {
      client.destroy();
      other.destroy();
    }
  },
  60_000,
);

it('does not count the calls that are not public', async () => {
  const client = cognitoClient(facts, '127.0.0.201');
  try {
    const names = await Promise.all(
      Array.from({ length: COGNITO_PUBLIC_LIMITS.ForgotPassword.requests + 5 }, () =>
        client.send(new GetUserCommand({ AccessToken: 'not-a-token' })).then(
          () => 'ok',
          (error: Error) => error.name,
        ),
      ),
    );
    expect(names).not.toContain('TooManyRequestsException');
  } finally {
    client.destroy();
  }
});
