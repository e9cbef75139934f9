/**
 * Issue 10 §1: a profile belongs to a real sign-in account. Creating one (POST /userprofile or
 * POST /orguser) needs an existing, enabled account whose e-mail is the one given; the profile
 * stores the account's sub and spelling of the username (case-insensitive, as the pool); deleting
 * it disables the account with that sub, never a newer account that took the name.
 */
import { accountOf, claimsOf, createUser, deleteAccount, signIn } from '../support/accounts';
import { errorBody } from '../support/error-body';
import { adminToken } from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';
import { snapshotState, stateChanges } from '../support/snapshot-state';
import {
  accountWith,
  call,
  personFor,
  signedUpPerson,
  storedUser,
  type TestAccount,
  uniqueUsername,
  USER_PASSWORD,
} from '../support/users-api';

const { facts } = sharedPlatform();
let admin: string;
let salesAdmin: TestAccount;

beforeAll(async () => {
  admin = await adminToken(facts);
  salesAdmin = await accountWith(facts, { 'ou-sales': ['admin'] });
});

const createProfile = (body: unknown) =>
  call(facts, salesAdmin.token, 'POST', '/userprofile', { ouid: 'ou-sales', body });
const addToSales = (body: Record<string, unknown>) =>
  call(facts, salesAdmin.token, 'POST', '/orguser', {
    ouid: 'ou-sales',
    body: { ...body, roles: ['ou-sales=user'] },
  });

describe.each([
  ['POST /userprofile', createProfile],
  ['POST /orguser', addToSales],
])('%s', (_route, create) => {
  it("answers 404 'User does not exist' without a sign-in account, and changes nothing", async () => {
    const before = await snapshotState(facts);
    const answer = await create(personFor(uniqueUsername('nobody')));
    expect(answer).toMatchObject({ status: 404, body: { error: 'User does not exist' } });
    expect(stateChanges(before, await snapshotState(facts))).toEqual([]);
  });

  it("answers 409 when the e-mail is not the account's, and changes nothing", async () => {
    const person = await signedUpPerson(facts, 'mail');
    const before = await snapshotState(facts);
    const answer = await create({ ...person, email: 'outsider@example.org' });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual(
      errorBody("The e-mail does not match the e-mail of the user's sign-in account"),
    );
    expect(stateChanges(before, await snapshotState(facts))).toEqual([]);
  });

  it("stores the account's sub and its own spelling of the username", async () => {
    const person = await signedUpPerson(facts, 'Case');
    const answer = await create({ ...person, username: person.username.toUpperCase() });
    expect(answer.status).toBe(201);
    expect((answer.body as { data: { username: string } }).data.username).toBe(person.username);
    const account = await accountOf(facts, person.username);
    expect((await storedUser(facts, person.username)).PROFILE).toMatchObject({
      username: person.username,
      sub: account?.sub,
    });
  });
});

describe('usernames compare as the user pool compares them', () => {
  it('never makes two profiles of ALICE and alice', async () => {
    const person = await signedUpPerson(facts, 'alice');
    expect((await createProfile(person)).status).toBe(201);
    const before = await snapshotState(facts);
    const upper = await createProfile({ ...person, username: person.username.toUpperCase() });
    expect(upper).toMatchObject({ status: 409, body: { error: 'User already exists' } });
    expect(stateChanges(before, await snapshotState(facts))).toEqual([]);
  });

  it('lets ALICE sign in to the account alice, whose token then carries its memberships', async () => {
    const person = await signedUpPerson(facts, 'signin');
    expect((await addToSales(person)).status).toBe(201);
    const tokens = await signIn(facts, person.username.toUpperCase(), USER_PASSWORD);
    const claims = claimsOf(tokens.idToken);
    expect(claims['cognito:username']).toBe(person.username);
    expect(claims.policies).toBe('ou-sales=user');
    const own = await call(
      facts,
      tokens.idToken,
      'GET',
      `/userprofile/${person.username.toUpperCase()}`,
    );
    expect(own.status).toBe(200);
  });

  it('refuses a sign-up of a username that differs only in case', async () => {
    const username = uniqueUsername('twin');
    await createUser(facts, username, USER_PASSWORD);
    await expect(createUser(facts, username.toUpperCase(), USER_PASSWORD)).rejects.toMatchObject({
      name: 'UsernameExistsException',
    });
  });
});

describe('deleting a profile', () => {
  it('disables the account whose sub the profile stores', async () => {
    const person = await signedUpPerson(facts, 'gone');
    expect((await addToSales(person)).status).toBe(201);
    const answer = await call(facts, admin, 'DELETE', `/userprofile/${person.username}`, {
      ouid: 'ou-system',
    });
    expect(answer.body).toMatchObject({ data: { deleted: true, accountDisabled: true } });
    expect((await accountOf(facts, person.username))?.enabled).toBe(false);
  });

  it('never touches a newer account that took the same name, nor joins one to the old profile', async () => {
    const person = await signedUpPerson(facts, 'reborn');
    expect((await addToSales(person)).status).toBe(201);
    const oldSub = (await accountOf(facts, person.username))?.sub;
    await deleteAccount(facts, person.username);
    await createUser(facts, person.username, USER_PASSWORD);
    const newer = await accountOf(facts, person.username);
    expect(newer?.sub).not.toBe(oldSub);

    const before = await snapshotState(facts);
    const joined = await call(facts, admin, 'POST', '/orguser', {
      ouid: 'ou-engineering',
      body: { ...person, roles: ['ou-engineering=user'] },
    });
    expect(joined.status).toBe(409);
    expect(stateChanges(before, await snapshotState(facts))).toEqual([]);

    const deleted = await call(facts, admin, 'DELETE', `/userprofile/${person.username}`, {
      ouid: 'ou-system',
    });
    expect(deleted.body).toMatchObject({ data: { deleted: true, accountDisabled: false } });
    expect((await accountOf(facts, person.username))?.enabled).toBe(true);
  });
});
