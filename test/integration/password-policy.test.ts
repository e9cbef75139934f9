/**
 * Issue 37 §8: the local user pool refuses what the deployed pool refuses. The policy is the one
 * in lambdas/domain/password-policy.ts (the CDK pool reads it too); the Cognito proxy answers a
 * call that would set a weaker password with Cognito's InvalidPasswordException and message.
 */
import { randomUUID } from 'node:crypto';

import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';

import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../local/settings';
import { sharedPlatform } from './support/shared-platform';

const { facts } = sharedPlatform();
let client: CognitoIdentityProviderClient;

beforeAll(() => {
  client = new CognitoIdentityProviderClient({
    endpoint: facts.urls.cognito,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
});

afterAll(() => client.destroy());

const username = () => `pw-${randomUUID().slice(0, 8)}`;

function signUp(name: string, password: string) {
  return client.send(
    new SignUpCommand({
      ClientId: facts.userPool.userPoolClientId,
      Username: name,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: `${name}@example.com` }],
    }),
  );
}

function adminCreate(name: string, temporaryPassword: string) {
  return client.send(
    new AdminCreateUserCommand({
      UserPoolId: facts.userPool.userPoolId,
      Username: name,
      TemporaryPassword: temporaryPassword,
      MessageAction: 'SUPPRESS',
      UserAttributes: [{ Name: 'email', Value: `${name}@example.com` }],
    }),
  );
}

it.each([
  ['password', 'Password not long enough'],
  ['passwordpassword', 'Password must have uppercase characters'],
  ['PASSWORDPASSWORD', 'Password must have lowercase characters'],
  ['Passwordpassword', 'Password must have numeric characters'],
  ['Passwordpassword1', 'Password must have symbol characters'],
])('SignUp refuses %s as Cognito does', async (password, rule) => {
  await expect(signUp(username(), password)).rejects.toMatchObject({
    name: 'InvalidPasswordException',
    message: `Password did not conform with policy: ${rule}`,
  });
});

it('AdminCreateUser refuses a weak temporary password and creates nothing', async () => {
  const name = username();
  await expect(adminCreate(name, 'password')).rejects.toMatchObject({
    name: 'InvalidPasswordException',
  });
  // The name is still free: the refused call created no account.
  await expect(adminCreate(name, 'Temporary#Pass2026')).resolves.toBeDefined();
});

it('AdminSetUserPassword refuses a weak password; a password the policy accepts passes', async () => {
  const name = username();
  await expect(signUp(name, 'Strong#Pass2026')).resolves.toBeDefined();
  await expect(
    client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: facts.userPool.userPoolId,
        Username: name,
        Password: 'short#1A',
        Permanent: true,
      }),
    ),
  ).rejects.toMatchObject({ name: 'InvalidPasswordException' });
});
