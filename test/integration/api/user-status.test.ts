/**
 * The account status stored on the profile (issue 13 §1): recorded when the API creates the
 * profile, kept current by the post-confirmation and post-authentication triggers of the local
 * Cognito stand-in, repaired by a read of the details, and listed from the table.
 */
import { randomUUID } from 'node:crypto';

import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';

import { profileRecord } from '../../../lambdas/domain/record-builders';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../../local/settings';
import { createUser, signIn, writeTableItems } from '../support/accounts';
import { adminToken } from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';
import { createdTenant, createTenant, FirstSignIn, mailTo } from '../support/tenants-api';
import { call, personFor, storedUser, uniqueUsername, USER_PASSWORD } from '../support/users-api';

const { facts } = sharedPlatform();
const VERIFICATION = 'Confirm your OrgConsole account';
const INVITATION = 'You are invited to the OrgConsole';

let admin: string;
let cognito: CognitoIdentityProviderClient;
let firstSignIn: FirstSignIn;

beforeAll(async () => {
  admin = await adminToken(facts);
  cognito = new CognitoIdentityProviderClient({
    endpoint: facts.urls.cognito,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  firstSignIn = new FirstSignIn(facts);
});

afterAll(() => {
  cognito.destroy();
  firstSignIn.destroy();
});

async function storedStatus(username: string): Promise<unknown> {
  return (await storedUser(facts, username)).PROFILE?.cognitoStatus;
}

/** The list items of a search for exactly this username (a system admin's list). */
async function listed(username: string): Promise<Record<string, unknown>[]> {
  const answer = await call(facts, admin, 'GET', `/userprofile?search=${username}`, {
    ouid: 'ou-root',
  });
  expect(answer.status).toBe(200);
  return (answer.body as { items: Record<string, unknown>[] }).items;
}

/**
 * A profile item as the API writes it, bound to the account's sub when there is an account,
 * without a status (written straight into the table).
 */
function storedProfileOf(username: string, sub?: string) {
  return profileRecord(
    { ...personFor(username), ...(sub ? { sub } : {}), phone_number: '' },
    [],
    new Date().toISOString(),
  );
}

async function createProfile(username: string) {
  const answer = await call(facts, admin, 'POST', '/userprofile', {
    ouid: 'ou-root',
    body: personFor(username),
  });
  expect(answer.status).toBe(201);
  return (answer.body as { data: Record<string, unknown> }).data;
}

it('records a self sign-up as UNCONFIRMED, then CONFIRMED once the mailed code confirms it', async () => {
  const username = uniqueUsername('signup');
  await cognito.send(
    new SignUpCommand({
      ClientId: facts.userPool.userPoolClientId,
      Username: username,
      Password: USER_PASSWORD,
      UserAttributes: [{ Name: 'email', Value: `${username}@example.com` }],
    }),
  );
  expect(await createProfile(username)).toMatchObject({ cognitoStatus: 'UNCONFIRMED' });
  expect(await storedStatus(username)).toBe('UNCONFIRMED');
  expect(await listed(username)).toEqual([
    expect.objectContaining({ username, cognitoStatus: 'UNCONFIRMED' }),
  ]);

  const mail = await mailTo(facts, username, VERIFICATION);
  await cognito.send(
    new ConfirmSignUpCommand({
      ClientId: facts.userPool.userPoolClientId,
      Username: username,
      ConfirmationCode: mail.code,
    }),
  );
  expect(await storedStatus(username)).toBe('CONFIRMED');
  expect(await listed(username)).toEqual([
    expect.objectContaining({ username, cognitoStatus: 'CONFIRMED' }),
  ]);
});

it('records an invited admin as FORCE_CHANGE_PASSWORD, then CONFIRMED after the first sign-in', async () => {
  const username = `status-invited-${randomUUID().slice(0, 8)}`;
  createdTenant(
    await createTenant(facts, admin, {
      name: `Status ${randomUUID().slice(0, 8)}`,
      admin: { kind: 'invite', email: `${username}@example.com`, name: 'Invited', username },
    }),
  );
  expect(await storedStatus(username)).toBe('FORCE_CHANGE_PASSWORD');
  expect(await listed(username)).toEqual([
    expect.objectContaining({ username, cognitoStatus: 'FORCE_CHANGE_PASSWORD' }),
  ]);

  const mail = await mailTo(facts, username, INVITATION);
  const challenge = await firstSignIn.start(username, mail.code);
  expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  // The challenge alone is no sign-in: the status waits for the new password.
  expect(await storedStatus(username)).toBe('FORCE_CHANGE_PASSWORD');
  await firstSignIn.setPassword(username, challenge.Session ?? '', 'Chosen#Pass2026');
  expect(await storedStatus(username)).toBe('CONFIRMED');
});

it('records an existing confirmed account as CONFIRMED when it is added to a unit', async () => {
  const username = uniqueUsername('member');
  await createUser(facts, username, USER_PASSWORD);
  const answer = await call(facts, admin, 'POST', '/orguser', {
    ouid: 'ou-sales',
    body: { ...personFor(username), roles: ['ou-sales=user'] },
  });
  expect(answer.status).toBe(201);
  expect(await storedStatus(username)).toBe('CONFIRMED');
});

it('lists the stored status, not one read of Cognito per user, and omits one never recorded', async () => {
  const stale = uniqueUsername('stored');
  const unrecorded = uniqueUsername('stored');
  const staleSub = await createUser(facts, stale, USER_PASSWORD);
  await writeTableItems(facts, [
    { ...storedProfileOf(stale, staleSub), cognitoStatus: 'RESET_REQUIRED' },
    storedProfileOf(unrecorded),
  ]);
  const [staleItem] = await listed(stale);
  expect(staleItem).toMatchObject({ username: stale, cognitoStatus: 'RESET_REQUIRED' });
  const [unrecordedItem] = await listed(unrecorded);
  expect(unrecordedItem).toMatchObject({ username: unrecorded });
  expect(unrecordedItem).not.toHaveProperty('cognitoStatus');
});

it('repairs a stored status that differs from the account when the details are read', async () => {
  const username = uniqueUsername('repair');
  const sub = await createUser(facts, username, USER_PASSWORD);
  await writeTableItems(facts, [
    { ...storedProfileOf(username, sub), cognitoStatus: 'FORCE_CHANGE_PASSWORD' },
  ]);
  const before = (await storedUser(facts, username)).PROFILE;
  const details = await call(facts, admin, 'GET', `/userprofile/${username}`);
  expect(details.status).toBe(200);
  expect((details.body as { data: Record<string, unknown> }).data).toMatchObject({
    cognitoStatus: 'CONFIRMED',
  });
  // Only the status changes: the version an editor holds stays valid.
  expect((await storedUser(facts, username)).PROFILE).toEqual({
    ...before,
    cognitoStatus: 'CONFIRMED',
  });
});

it('records CONFIRMED at sign-in on a profile that had no status', async () => {
  const username = uniqueUsername('signin');
  const sub = await createUser(facts, username, USER_PASSWORD);
  await writeTableItems(facts, [storedProfileOf(username, sub)]);
  expect(await storedStatus(username)).toBeUndefined();
  await signIn(facts, username, USER_PASSWORD);
  expect(await storedStatus(username)).toBe('CONFIRMED');
});
