/**
 * Issue 36, identity by `sub`: an account deleted in the user pool leaves its profile and
 * memberships behind, bound to its `sub`. Whoever signs up with the same username later is
 * another account (another `sub`): it signs in to a fresh start, with no policies in its ID token,
 * a 403 from every unit the deleted account belonged to, and no profile of its own, while the old
 * profile stays as it was (inert). A profile that stores no `sub` gives nobody anything.
 */
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';

import { profileRecord, membershipRecord } from '../../../lambdas/domain/record-builders';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../../local/settings';
import {
  accountOf,
  claimsOf,
  createUser,
  deleteAccount,
  signIn,
  writeTableItems,
} from '../support/accounts';
import { adminToken } from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';
import { snapshotState, stateChanges } from '../support/snapshot-state';
import { mailTo } from '../support/tenants-api';
import {
  call,
  personFor,
  signedUpPerson,
  storedUser,
  uniqueUsername,
  USER_PASSWORD,
} from '../support/users-api';

const { facts } = sharedPlatform();
const VERIFICATION = 'Confirm your OrgConsole account';
const NO_POLICIES = { policies: '', teamPolicies: '', appPolicies: '' };

let admin: string;
let cognito: CognitoIdentityProviderClient;

beforeAll(async () => {
  admin = await adminToken(facts);
  cognito = new CognitoIdentityProviderClient({
    endpoint: facts.urls.cognito,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
});

afterAll(() => cognito.destroy());

/** A member of ou-sales through the API (profile bound to the account), and their old sub. */
async function salesMember(prefix: string) {
  const person = await signedUpPerson(facts, prefix);
  const added = await call(facts, admin, 'POST', '/orguser', {
    ouid: 'ou-sales',
    body: { ...person, roles: ['ou-sales=user'] },
  });
  expect(added.status).toBe(201);
  const sub = (await accountOf(facts, person.username))?.sub ?? '';
  expect(sub).not.toBe('');
  return { person, sub };
}

/** Self sign-up of `username` through the proxy, confirmed with the mailed code; signed in. */
async function signUpAgain(username: string, email: string) {
  await cognito.send(
    new SignUpCommand({
      ClientId: facts.userPool.userPoolClientId,
      Username: username,
      Password: USER_PASSWORD,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  const mail = await mailTo(facts, username, VERIFICATION);
  await cognito.send(
    new ConfirmSignUpCommand({
      ClientId: facts.userPool.userPoolClientId,
      Username: username,
      ConfirmationCode: mail.code,
    }),
  );
  return (await signIn(facts, username, USER_PASSWORD)).idToken;
}

const viewSales = (token: string) =>
  call(facts, token, 'GET', '/orgunit/ou-sales', { ouid: 'ou-sales' });

describe('a username signed up again after its account was deleted', () => {
  it("gets none of the deleted account's memberships, in its token or from the API", async () => {
    const { person, sub: oldSub } = await salesMember('again');
    const original = (await signIn(facts, person.username, USER_PASSWORD)).idToken;
    expect(claimsOf(original).policies).toBe('ou-sales=user');
    expect((await viewSales(original)).status).toBe(200);

    await deleteAccount(facts, person.username);
    const stranger = `stranger-${person.email}`;
    const token = await signUpAgain(person.username, stranger);
    const claims = claimsOf(token);
    expect(claims['cognito:username']).toBe(person.username);
    expect(claims.sub).not.toBe(oldSub);
    expect(claims).toMatchObject(NO_POLICIES);

    const before = await snapshotState(facts);
    expect(await viewSales(token)).toMatchObject({ status: 403 });
    expect(await call(facts, token, 'GET', '/orgunit/ou-sales')).toMatchObject({ status: 403 });
    expect(await call(facts, token, 'GET', '/orguser', { ouid: 'ou-sales' })).toMatchObject({
      status: 403,
    });
    const own = `/userprofile/${person.username}`;
    expect(await call(facts, token, 'GET', own)).toMatchObject({
      status: 404,
      body: { error: 'User not found' },
    });
    expect(await call(facts, token, 'GET', `${own}/activities`)).toMatchObject({ status: 403 });
    const renamed = await call(facts, token, 'PUT', `${own}/details`, {
      body: { version: 1, name: 'Taken Over' },
    });
    expect(renamed).toMatchObject({ status: 404, body: { error: 'User not found' } });
    expect(stateChanges(before, await snapshotState(facts))).toEqual([]);

    // The old profile and membership stay bound to the deleted account: inert, not rebound.
    const stored = await storedUser(facts, person.username);
    expect(stored.PROFILE).toMatchObject({ sub: oldSub, policies: ['ou-sales=user'] });
    expect(stored['MEMBER#ou-sales']).toMatchObject({ roles: ['user'] });
  });

  it('starts afresh once a system admin deleted the old profile and adds the new account', async () => {
    const { person } = await salesMember('fresh');
    await deleteAccount(facts, person.username);
    const email = `new-${person.email}`;
    await signUpAgain(person.username, email);

    const deleted = await call(facts, admin, 'DELETE', `/userprofile/${person.username}`, {
      ouid: 'ou-system',
    });
    expect(deleted.body).toMatchObject({ data: { deleted: true, accountDisabled: false } });
    const added = await call(facts, admin, 'POST', '/orguser', {
      ouid: 'ou-engineering',
      body: { ...person, email, roles: ['ou-engineering=user'] },
    });
    expect(added.status).toBe(201);

    const token = (await signIn(facts, person.username, USER_PASSWORD)).idToken;
    expect(claimsOf(token).policies).toBe('ou-engineering=user');
    expect((await viewSales(token)).status).toBe(403);
    expect((await call(facts, token, 'GET', `/userprofile/${person.username}`)).status).toBe(200);
  });
});

describe('a profile written before profiles stored a sub', () => {
  /** The profile and an ou-sales membership, as an old release left them: no `sub`. */
  async function unboundProfile(username: string) {
    const at = new Date().toISOString();
    const display = { name: `Name of ${username}`, email: `${username}@example.com` };
    await writeTableItems(facts, [
      profileRecord({ username, ...display, phone_number: '' }, ['ou-sales=user'], at),
      membershipRecord({
        username,
        ouid: 'ou-sales',
        ouidChain: 'ou-root/ou-sales',
        roles: ['user'],
        ...display,
        phone_number: '',
        createdDate: at,
      }),
    ]);
  }

  it('gives an account made after it nothing, and no admin can bind it to that account', async () => {
    const username = uniqueUsername('legacy');
    await unboundProfile(username);
    // The stand-in dates accounts to the second: a second later, the account is surely newer.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await createUser(facts, username, USER_PASSWORD);

    const token = (await signIn(facts, username, USER_PASSWORD)).idToken;
    expect(claimsOf(token)).toMatchObject(NO_POLICIES);
    expect((await viewSales(token)).status).toBe(403);

    const before = await snapshotState(facts);
    const joined = await call(facts, admin, 'POST', '/orguser', {
      ouid: 'ou-engineering',
      body: { ...personFor(username), roles: ['ou-engineering=user'] },
    });
    expect(joined).toMatchObject({
      status: 409,
      body: {
        error:
          'This profile belongs to an earlier sign-in account of the same username; delete it first',
      },
    });
    expect(stateChanges(before, await snapshotState(facts))).toEqual([]);
  });

  it('is bound by an admin who adds the account that existed when it was written', async () => {
    const username = uniqueUsername('legacy');
    const sub = await createUser(facts, username, USER_PASSWORD);
    await unboundProfile(username);
    const before = (await signIn(facts, username, USER_PASSWORD)).idToken;
    expect(claimsOf(before)).toMatchObject(NO_POLICIES);

    const joined = await call(facts, admin, 'POST', '/orguser', {
      ouid: 'ou-engineering',
      body: { ...personFor(username), roles: ['ou-engineering=user'] },
    });
    expect(joined.status).toBe(201);
    expect((await storedUser(facts, username)).PROFILE).toMatchObject({ sub });
    const after = (await signIn(facts, username, USER_PASSWORD)).idToken;
    expect(String(claimsOf(after).policies).split(';').sort()).toEqual([
      'ou-engineering=user',
      'ou-sales=user',
    ]);
    expect((await viewSales(after)).status).toBe(200);
  });
});
