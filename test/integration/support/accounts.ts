/** Signing in and creating test users over the real protocols of the running platform. */
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';

import { keys } from '../../../lambdas/domain/data-keys';
import { formatPolicy, SYSTEM_POLICY_OUID } from '../../../lambdas/domain/policies';
import type { UserDisplayFields } from '../../../lambdas/domain/records';

import { membershipRecord, profileRecord } from '../../../lambdas/domain/record-builders';
import { LOCAL_CREDENTIALS, LOCAL_REGION, LOCAL_RESOURCES } from '../../../local/settings';
import { totpCode } from '../../../local/totp';
import type { PlatformFacts } from './platform-process';
import { knownTotpSecret } from './totp-secrets';

export interface Tokens {
  idToken: string;
  accessToken: string;
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

/** Answers a sign-in's SOFTWARE_TOKEN_MFA challenge with the current code of the user's secret. */
async function answerTotpChallenge(
  client: CognitoIdentityProviderClient,
  facts: PlatformFacts,
  username: string,
  session: string | undefined,
) {
  const secret = knownTotpSecret(facts, username);
  if (!secret) throw new Error(`Sign-in of ${username} asks for a TOTP code of an unknown key`);
  return client.send(
    new RespondToAuthChallengeCommand({
      ClientId: facts.userPool.userPoolClientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: session,
      ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: totpCode(secret) },
    }),
  );
}

/**
 * A password sign-in. A user with TOTP on is asked for a code, answered with the current code of
 * the secret the suite set up for them (totp-secrets.ts), as an authenticator app would.
 */
export async function signIn(
  facts: PlatformFacts,
  username: string,
  password: string,
): Promise<Tokens> {
  const client = cognito(facts);
  try {
    const first = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: facts.userPool.userPoolClientId,
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
    const answer =
      first.ChallengeName === 'SOFTWARE_TOKEN_MFA'
        ? await answerTotpChallenge(client, facts, username, first.Session)
        : first;
    const idToken = answer.AuthenticationResult?.IdToken;
    const accessToken = answer.AuthenticationResult?.AccessToken;
    const refreshToken = answer.AuthenticationResult?.RefreshToken;
    if (!idToken || !accessToken || !refreshToken) {
      throw new Error(`Sign-in of ${username} returned no tokens`);
    }
    return { idToken, accessToken, refreshToken };
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
    const accessToken = answer.AuthenticationResult?.AccessToken;
    if (!idToken || !accessToken) throw new Error('Refresh returned no ID or access token');
    return {
      idToken,
      accessToken,
      refreshToken: answer.AuthenticationResult?.RefreshToken ?? refreshToken,
    };
  } finally {
    client.destroy();
  }
}

export function claimsOf(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1];
  if (!payload) throw new Error('Not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** An account with a verified e-mail (and a name when given), made without a message; its sub. */
async function createAccount(
  client: CognitoIdentityProviderClient,
  facts: PlatformFacts,
  account: { username: string; email: string; name?: string },
): Promise<string> {
  const { User } = await client.send(
    new AdminCreateUserCommand({
      UserPoolId: facts.userPool.userPoolId,
      Username: account.username,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: account.email },
        { Name: 'email_verified', Value: 'true' },
        ...(account.name ? [{ Name: 'name', Value: account.name }] : []),
      ],
    }),
  );
  const sub = User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error(`The pool gave the account ${account.username} no sub`);
  return sub;
}

/** A confirmed account whose e-mail is `{username}@example.com` unless given; its sub. */
export async function createUser(
  facts: PlatformFacts,
  username: string,
  password: string,
  email = `${username}@example.com`,
): Promise<string> {
  const client = cognito(facts);
  try {
    const sub = await createAccount(client, facts, { username, email });
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: facts.userPool.userPoolId,
        Username: username,
        Password: password,
        Permanent: true,
      }),
    );
    return sub;
  } finally {
    client.destroy();
  }
}

/**
 * An account as an invitation leaves it (waiting for its first sign-in), made without the API:
 * what an onboarding that was cut off after inviting its admin leaves behind.
 */
export async function createInvitedAccount(
  facts: PlatformFacts,
  invitation: { username: string; email: string; name: string },
): Promise<void> {
  const client = cognito(facts);
  try {
    await createAccount(client, facts, invitation);
  } finally {
    client.destroy();
  }
}

export interface AccountFacts {
  username: string;
  sub: string;
  enabled: boolean;
}

/** The sign-in account a username (or sub) names, as the user pool reports it. */
export async function accountOf(
  facts: PlatformFacts,
  usernameOrSub: string,
): Promise<AccountFacts | undefined> {
  const client = cognito(facts);
  try {
    const user = await client.send(
      new AdminGetUserCommand({ UserPoolId: facts.userPool.userPoolId, Username: usernameOrSub }),
    );
    const sub = user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? '';
    return { username: user.Username ?? '', sub, enabled: user.Enabled !== false };
  } catch (error) {
    if ((error as { name?: string }).name === 'UserNotFoundException') return undefined;
    throw error;
  } finally {
    client.destroy();
  }
}

export async function deleteAccount(facts: PlatformFacts, username: string): Promise<void> {
  const client = cognito(facts);
  try {
    await client.send(
      new AdminDeleteUserCommand({ UserPoolId: facts.userPool.userPoolId, Username: username }),
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

/** Puts items straight into the table (fixtures the API could not or need not write), 25 a call. */
export async function writeTableItems(
  facts: PlatformFacts,
  items: readonly object[],
): Promise<void> {
  const table = tableClient(facts);
  try {
    for (let start = 0; start < items.length; start += 25) {
      const batch = items
        .slice(start, start + 25)
        .map((item) => ({ PutRequest: { Item: item as Record<string, unknown> } }));
      await table.send(
        new BatchWriteCommand({ RequestItems: { [LOCAL_RESOURCES.tableName]: batch } }),
      );
    }
  } finally {
    table.destroy();
  }
}

async function getItem(
  table: DynamoDBDocumentClient,
  key: Record<string, string>,
): Promise<Record<string, unknown> | undefined> {
  const { Item } = await table.send(
    new GetCommand({ TableName: LOCAL_RESOURCES.tableName, Key: key }),
  );
  return Item;
}

/**
 * Writes a membership directly, with the copies the API would give it: the unit's chain (read
 * from the table; `system` for the pseudo-unit), the display fields of the user's profile, and
 * the policy in the profile's copy of the user's policies (which the authorization reads)
 * (or placeholders when the user has none). A user with a sign-in account and no profile gets
 * one bound to the account's sub, as POST /orguser gives it: the authorization and the token
 * count a username's memberships only through such a profile (lambdas/domain/identity.ts).
 */
export async function addMembership(
  facts: PlatformFacts,
  username: string,
  ouid: string,
  roles: string[],
): Promise<void> {
  const table = tableClient(facts);
  try {
    const unit = ouid === SYSTEM_POLICY_OUID ? undefined : await getItem(table, keys.orgunit(ouid));
    const ouidChain = ouid === SYSTEM_POLICY_OUID ? ouid : unit?.ouidChain;
    if (typeof ouidChain !== 'string') throw new Error(`addMembership: no unit ${ouid}`);
    const profile = (await getItem(table, keys.profile(username))) as
      (UserDisplayFields & { policies?: string[] }) | undefined;
    const item = membershipRecord({
      username,
      ouid,
      ouidChain,
      roles,
      name: profile?.name ?? username,
      email: profile?.email ?? `${username}@example.com`,
      phone_number: profile?.phone_number ?? '',
      createdDate: new Date().toISOString(),
    });
    await table.send(new PutCommand({ TableName: LOCAL_RESOURCES.tableName, Item: item }));
    const policy = formatPolicy({ ouid, roles });
    if (profile) await setProfileCopy(table, username, profile.policies ?? [], policy);
    else await createBoundProfile(facts, table, username, policy);
  } finally {
    table.destroy();
  }
}

/** The profile of the username's sign-in account, bound to its sub (none without an account). */
async function createBoundProfile(
  facts: PlatformFacts,
  table: DynamoDBDocumentClient,
  username: string,
  policy: string,
): Promise<void> {
  const account = await accountOf(facts, username);
  if (!account) return;
  const display = { name: username, email: `${username}@example.com`, phone_number: '' };
  const item = profileRecord(
    { username: account.username, sub: account.sub, ...display },
    [policy],
    new Date().toISOString(),
  );
  await table.send(
    new PutCommand({
      TableName: LOCAL_RESOURCES.tableName,
      Item: item,
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** Replaces the unit's policy in the profile's sorted copy, as a membership change does. */
async function setProfileCopy(
  table: DynamoDBDocumentClient,
  username: string,
  copy: readonly string[],
  policy: string,
): Promise<void> {
  const unitOf = (text: string) => text.slice(0, text.indexOf('='));
  const policies = [...copy.filter((text) => unitOf(text) !== unitOf(policy)), policy].sort();
  await table.send(
    new UpdateCommand({
      TableName: LOCAL_RESOURCES.tableName,
      Key: keys.profile(username),
      UpdateExpression: 'SET policies = :policies, version = version + :one',
      ExpressionAttributeValues: { ':policies': policies, ':one': 1 },
    }),
  );
}
