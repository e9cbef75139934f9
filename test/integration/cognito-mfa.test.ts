/**
 * TOTP MFA on the local pool, over Cognito's protocol as the console's Amplify and the AWS SDK
 * speak it: a user associates and verifies a secret and enables it; from then on a sign-in asks
 * for a code (SOFTWARE_TOKEN_MFA) and hands over the tokens only for a right one.
 */
import {
  AdminGetUserCommand,
  AdminSetUserMFAPreferenceCommand,
  AssociateSoftwareTokenCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';

import { totpCode } from '../../local/totp';
import { claimsOf, createUser } from './support/accounts';
import { cognitoClient } from './support/cognito-client';
import { sharedPlatform } from './support/shared-platform';
import { enableTotp, passwordSignIn, wrongCode } from './support/totp-setup';
import { uniqueUsername } from './support/users-api';

const { facts } = sharedPlatform();
const PASSWORD = 'Mfa-Test#2026';
const client = cognitoClient(facts);

afterAll(() => client.destroy());

async function signedInUser() {
  const username = uniqueUsername();
  const sub = await createUser(facts, username, PASSWORD);
  const answer = await passwordSignIn(client, facts, username, PASSWORD);
  const accessToken = answer.AuthenticationResult?.AccessToken;
  if (!accessToken) throw new Error('No access token');
  return { username, sub, accessToken };
}

function respond(username: string, session: string | undefined, code: string) {
  return client.send(
    new RespondToAuthChallengeCommand({
      ClientId: facts.userPool.userPoolClientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: session,
      ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code },
    }),
  );
}

function adminGetUser(username: string) {
  return client.send(
    new AdminGetUserCommand({ UserPoolId: facts.userPool.userPoolId, Username: username }),
  );
}

it('sets TOTP up in three calls and reports it in GetUser and AdminGetUser', async () => {
  const { username, accessToken } = await signedInUser();
  const { SecretCode } = await client.send(
    new AssociateSoftwareTokenCommand({ AccessToken: accessToken }),
  );
  expect(SecretCode).toMatch(/^[A-Z2-7]{32}$/);
  const secret = SecretCode ?? '';

  // Not enabled yet: turning it on before a verified code is refused.
  await expect(
    client.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: accessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    ),
  ).rejects.toMatchObject({ name: 'InvalidParameterException' });
  await expect(
    client.send(
      new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: wrongCode(secret) }),
    ),
  ).rejects.toMatchObject({
    name: 'EnableSoftwareTokenMFAException',
    message: 'Code mismatch and fail enable Software Token MFA',
  });
  const verified = await client.send(
    new VerifySoftwareTokenCommand({
      AccessToken: accessToken,
      UserCode: totpCode(secret),
      FriendlyDeviceName: 'phone',
    }),
  );
  expect(verified.Status).toBe('SUCCESS');
  expect(
    (await client.send(new GetUserCommand({ AccessToken: accessToken }))).UserMFASettingList,
  ).toBeUndefined();

  await client.send(
    new SetUserMFAPreferenceCommand({
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  const own = await client.send(new GetUserCommand({ AccessToken: accessToken }));
  expect(own).toMatchObject({
    Username: username,
    UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
    PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
  });
  expect(await adminGetUser(username.toUpperCase())).toMatchObject({
    Username: username,
    UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
    PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
  });
});

it('asks a user with TOTP for a code at sign-in and hands over the tokens for a right one only', async () => {
  const { username, sub, accessToken } = await signedInUser();
  const secret = await enableTotp(client, facts, accessToken);

  const challenge = await passwordSignIn(client, facts, username, PASSWORD);
  expect(challenge.AuthenticationResult).toBeUndefined();
  expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
  expect(challenge.ChallengeParameters).toEqual({ USER_ID_FOR_SRP: username });
  expect(challenge.Session?.length).toBeGreaterThanOrEqual(20);

  await expect(respond(username, challenge.Session, wrongCode(secret))).rejects.toMatchObject({
    name: 'CodeMismatchException',
    message: 'Invalid code received for user',
  });
  await expect(
    respond(username, 'made-up-session-0123456789', totpCode(secret)),
  ).rejects.toMatchObject({ name: 'NotAuthorizedException' });

  // The same session may try again after a wrong code, as in Cognito.
  const signedIn = await respond(username, challenge.Session, totpCode(secret));
  const idToken = signedIn.AuthenticationResult?.IdToken ?? '';
  expect(claimsOf(idToken)).toMatchObject({ sub, 'cognito:username': username });
  expect(signedIn.AuthenticationResult?.AccessToken).toEqual(expect.any(String));

  // The session is used up; a new sign-in takes the same code while it is in its window, as
  // Cognito does (it documents no once-only rule).
  await expect(respond(username, challenge.Session, totpCode(secret))).rejects.toMatchObject({
    name: 'NotAuthorizedException',
  });
  const again = await passwordSignIn(client, facts, username, PASSWORD);
  const signedInAgain = await respond(username, again.Session, totpCode(secret));
  expect(claimsOf(signedInAgain.AuthenticationResult?.IdToken ?? '')).toMatchObject({ sub });

  // A refresh is not a sign-in: no code asked.
  const refreshed = await client.send(
    new GetTokensFromRefreshTokenCommand({
      ClientId: facts.userPool.userPoolClientId,
      RefreshToken: signedIn.AuthenticationResult?.RefreshToken,
    }),
  );
  expect(refreshed.AuthenticationResult?.IdToken).toEqual(expect.any(String));
});

it('signs in without a code once an administrator turns the user’s TOTP off', async () => {
  const { username, accessToken } = await signedInUser();
  await enableTotp(client, facts, accessToken);
  await client.send(
    new AdminSetUserMFAPreferenceCommand({
      UserPoolId: facts.userPool.userPoolId,
      Username: username,
      SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
    }),
  );
  expect((await adminGetUser(username)).UserMFASettingList).toBeUndefined();
  const answer = await passwordSignIn(client, facts, username, PASSWORD);
  expect(answer.ChallengeName).toBeUndefined();
  expect(answer.AuthenticationResult?.IdToken).toEqual(expect.any(String));
});

it('refuses the MFA calls a token the pool did not issue', async () => {
  const { accessToken } = await signedInUser();
  const [header, payload] = accessToken.split('.');
  const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
  await expect(
    client.send(new AssociateSoftwareTokenCommand({ AccessToken: forged })),
  ).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Invalid Access Token' });
  await expect(client.send(new GetUserCommand({ AccessToken: forged }))).rejects.toMatchObject({
    name: 'NotAuthorizedException',
  });
});
