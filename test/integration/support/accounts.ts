/** Signing in and creating test users over the real protocols of the running platform. */
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';

import { membershipRecord } from '../../../lambdas/domain/record-builders';
import { LOCAL_CREDENTIALS, LOCAL_REGION, LOCAL_RESOURCES } from '../../../local/settings';
import type { PlatformFacts } from './platform-process';

export interface Tokens {
  idToken: string;
  refreshToken: string;
}

function cognito(facts: PlatformFacts): CognitoIdentityProviderClient {
  // The proxy is what the console talks to, so the tests use it too.
  return new CognitoIdentityProviderClient({
    endpoint: facts.urls.cognito,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
}

export async function signIn(
  facts: PlatformFacts,
  username: string,
  password: string,
): Promise<Tokens> {
  const client = cognito(facts);
  try {
    const answer = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: facts.userPool.userPoolClientId,
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
    const idToken = answer.AuthenticationResult?.IdToken;
    const refreshToken = answer.AuthenticationResult?.RefreshToken;
    if (!idToken || !refreshToken) throw new Error(`Sign-in of ${username} returned no tokens`);
    return { idToken, refreshToken };
  } finally {
    client.destroy();
  }
}

export async function refreshTokens(facts: PlatformFacts, refreshToken: string): Promise<Tokens> {
  const client = cognito(facts);
  try {
    const answer = await client.send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: facts.userPool.userPoolClientId,
        RefreshToken: refreshToken,
      }),
    );
    const idToken = answer.AuthenticationResult?.IdToken;
    if (!idToken) throw new Error('Refresh returned no ID token');
    return { idToken, refreshToken: answer.AuthenticationResult?.RefreshToken ?? refreshToken };
  } finally {
    client.destroy();
  }
}

export function claimsOf(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1];
  if (!payload) throw new Error('Not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export async function createUser(
  facts: PlatformFacts,
  username: string,
  password: string,
): Promise<void> {
  const client = cognito(facts);
  try {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: facts.userPool.userPoolId,
        Username: username,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: `${username}@example.com` },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: facts.userPool.userPoolId,
        Username: username,
        Password: password,
        Permanent: true,
      }),
    );
  } finally {
    client.destroy();
  }
}

export function tableClient(facts: PlatformFacts): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: facts.urls.dynamodb,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    }),
  );
}

export async function addMembership(
  facts: PlatformFacts,
  username: string,
  ouid: string,
  roles: string[],
): Promise<void> {
  const table = tableClient(facts);
  const item = membershipRecord({ username, ouid, roles, createdDate: new Date().toISOString() });
  try {
    await table.send(new PutCommand({ TableName: LOCAL_RESOURCES.tableName, Item: item }));
  } finally {
    table.destroy();
  }
}
