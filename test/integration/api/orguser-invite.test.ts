/**
 * Issue 37 "Add a user in one pass": the username check names who has it (name, masked e-mail);
 * someone of the organisation joins by username and role alone, anyone else only with the e-mail of
 * their account; a new person is invited through the
 * path tenant onboarding uses (AdminCreateUser, e-mailed temporary password, FORCE_CHANGE_PASSWORD)
 * or with the admin's temporary password (not sent), which must be changed at first sign-in.
 */
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';

import { USER_MESSAGES } from '../../../lambdas/userprofile/messages';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../../local/settings';
import { claimsOf } from '../support/accounts';
import { errorBody } from '../support/error-body';
import { sharedPlatform } from '../support/shared-platform';
import { snapshotState, stateChanges } from '../support/snapshot-state';
import { FirstSignIn, mailTo } from '../support/tenants-api';
import {
  accountWith,
  call,
  signedUpPerson,
  storedUser,
  type TestAccount,
  uniqueUsername,
} from '../support/users-api';

const { facts } = sharedPlatform();
const INVITATION = 'You are invited to the OrgConsole';
const OWN_PASSWORD = 'Chosen#Pass2026';

let salesAdmin: TestAccount;
let pool: CognitoIdentityProviderClient;
let firstSignIn: FirstSignIn;

beforeAll(async () => {
  salesAdmin = await accountWith(facts, { 'ou-sales': ['admin'] });
  pool = new CognitoIdentityProviderClient({
    endpoint: facts.urls.cognito,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  firstSignIn = new FirstSignIn(facts);
});

afterAll(() => {
  pool.destroy();
  firstSignIn.destroy();
});

const addToSales = (body: Record<string, unknown>) =>
  call(facts, salesAdmin.token, 'POST', '/orguser', {
    ouid: 'ou-sales',
    body: { ...body, roles: ['ou-sales=user'] },
  });

async function poolAccount(username: string) {
  const user = await pool.send(
    new AdminGetUserCommand({ UserPoolId: facts.userPool.userPoolId, Username: username }),
  );
  const attributes = Object.fromEntries(
    (user.UserAttributes ?? []).map((attribute) => [attribute.Name, attribute.Value]),
  );
  return { status: user.UserStatus, attributes };
}

function newPerson(prefix: string) {
  const username = uniqueUsername(prefix);
  return { username, name: `Name of ${username}`, email: `${username}@example.com` };
}

describe('the username check', () => {
  it("names who has the username, with the e-mail masked, and nobody's when it is free", async () => {
    const person = await signedUpPerson(facts, 'Check');
    expect((await addToSales(person)).status).toBe(201);
    const check = (name: string) =>
      call(facts, salesAdmin.token, 'GET', `/userprofile?checkUserName=${name}`, {
        ouid: 'ou-sales',
      });
    expect((await check(person.username)).body).toEqual({
      userNameExists: 'true',
      person: { name: person.name, email: 'C•••@example.com' },
    });
    expect((await check(uniqueUsername())).body).toEqual({ userNameExists: 'false' });
    expect(JSON.stringify((await check(person.username)).body)).not.toContain(person.email);
  });
});

describe('POST /orguser', () => {
  it('adds someone of the organisation by username and role alone', async () => {
    const person = await signedUpPerson(facts, 'bare');
    const engineeringAdmin = await accountWith(facts, { 'ou-engineering': ['admin'] });
    const inEngineering = await call(facts, engineeringAdmin.token, 'POST', '/orguser', {
      ouid: 'ou-engineering',
      body: { username: person.username, email: person.email, roles: ['ou-engineering=user'] },
    });
    expect(inEngineering.status).toBe(201);

    const check = await call(
      facts,
      salesAdmin.token,
      'GET',
      `/userprofile?checkUserName=${person.username}`,
      { ouid: 'ou-sales' },
    );
    expect(check.body).toEqual({
      userNameExists: 'true',
      person: { name: expect.any(String), email: 'b•••@example.com' },
    });
    const answer = await addToSales({ username: person.username });
    expect(answer.status).toBe(201);
    expect((await storedUser(facts, person.username)).PROFILE).toMatchObject({
      email: person.email,
      policies: ['ou-engineering=user', 'ou-sales=user'],
    });
  });

  it('names nobody outside the organisation, and adds them only with their e-mail', async () => {
    const stranger = await signedUpPerson(facts, 'stranger');
    const check = await call(
      facts,
      salesAdmin.token,
      'GET',
      `/userprofile?checkUserName=${stranger.username}`,
      { ouid: 'ou-sales' },
    );
    expect(check.body).toEqual({ userNameExists: 'true' });

    const before = await snapshotState(facts);
    const refused = await addToSales({ username: stranger.username });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(errorBody(USER_MESSAGES.emailNeededOutsideOrganisation));
    expect(stateChanges(before, await snapshotState(facts))).toEqual([]);

    const added = await addToSales({ username: stranger.username, email: stranger.email });
    expect(added.status).toBe(201);
  });

  it('invites a new person by e-mail: FORCE_CHANGE_PASSWORD, verified e-mail, a new password at first sign-in', async () => {
    const person = newPerson('invited');
    const answer = await addToSales({ ...person, phone_number: '+919876543210', invite: {} });
    expect(answer.status).toBe(201);
    expect(await poolAccount(person.username)).toMatchObject({
      status: 'FORCE_CHANGE_PASSWORD',
      attributes: { email: person.email, email_verified: 'true', name: person.name },
    });
    expect((await storedUser(facts, person.username)).PROFILE).toMatchObject({
      name: person.name,
      email: person.email,
      phone_number: '+919876543210',
      policies: ['ou-sales=user'],
    });

    const mail = await mailTo(facts, person.username, INVITATION);
    expect(mail.to).toBe(person.email);
    const challenge = await firstSignIn.start(person.username, mail.code);
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const token = await firstSignIn.setPassword(
      person.username,
      challenge.Session ?? '',
      OWN_PASSWORD,
    );
    expect(claimsOf(token).policies).toBe('ou-sales=user');
    expect((await poolAccount(person.username)).status).toBe('CONFIRMED');
  });

  it("takes the admin's temporary password unsent; the first sign-in must replace it with one the policy accepts", async () => {
    const person = newPerson('temp');
    const temporaryPassword = 'Temporary#Pass2026';
    const answer = await addToSales({ ...person, invite: { temporaryPassword } });
    expect(answer.status).toBe(201);
    expect((await poolAccount(person.username)).status).toBe('FORCE_CHANGE_PASSWORD');
    await expect(mailTo(facts, person.username, INVITATION, 1_000)).rejects.toThrow();

    const challenge = await firstSignIn.start(person.username, temporaryPassword);
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    await expect(
      firstSignIn.setPassword(person.username, challenge.Session ?? '', 'password'),
    ).rejects.toMatchObject({ name: 'InvalidPasswordException' });
    const retry = await firstSignIn.start(person.username, temporaryPassword);
    const token = await firstSignIn.setPassword(person.username, retry.Session ?? '', OWN_PASSWORD);
    expect(claimsOf(token)['cognito:username']).toBe(person.username);
  });

  it('refuses a weak temporary password, a taken username and a missing e-mail, changing nothing', async () => {
    const person = newPerson('refused');
    const taken = await signedUpPerson(facts, 'taken');
    const before = await snapshotState(facts);

    const weak = await addToSales({ ...person, invite: { temporaryPassword: 'password' } });
    expect(weak).toMatchObject({
      status: 400,
      body: errorBody('Password did not conform with policy: Password not long enough'),
    });
    const existing = await addToSales({ ...taken, invite: {} });
    expect(existing).toMatchObject({ status: 409, body: errorBody('User already exists') });
    const noEmail = await addToSales({ username: person.username, name: person.name, invite: {} });
    expect(noEmail.status).toBe(400);

    expect(stateChanges(before, await snapshotState(facts))).toEqual([]);
    await expect(poolAccount(person.username)).rejects.toMatchObject({
      name: 'UserNotFoundException',
    });
  });
});

describe('POST /userprofile with invite', () => {
  it("creates the account with the admin's temporary password (FORCE_CHANGE_PASSWORD) and the profile", async () => {
    const person = newPerson('profile');
    const answer = await call(facts, salesAdmin.token, 'POST', '/userprofile', {
      ouid: 'ou-sales',
      body: { ...person, invite: { temporaryPassword: 'Temporary#Pass2026' } },
    });
    expect(answer.status).toBe(201);
    expect((await poolAccount(person.username)).status).toBe('FORCE_CHANGE_PASSWORD');
    const profile = (await storedUser(facts, person.username)).PROFILE;
    expect(profile).toMatchObject({ name: person.name, email: person.email });
    expect(JSON.stringify(profile)).not.toContain('Temporary#Pass2026');
  });
});
