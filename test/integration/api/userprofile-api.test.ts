/** The userprofile routes through the local gateway against DynamoDB Local and cognito-local. */
import { SEED_ADMIN_POLICIES } from '../../../local/seed-data';
import { createUser, signIn } from '../support/accounts';
import { errorBody } from '../support/error-body';
import { adminToken, FORBIDDEN } from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';
import {
  accountWith,
  call,
  personFor,
  policiesAgree,
  storedAuditOf,
  storedUser,
  type TestAccount,
  uniqueUsername,
  USER_PASSWORD,
} from '../support/users-api';

const { facts } = sharedPlatform();
let admin: string;
let salesAdmin: TestAccount;
let engineeringAdmin: TestAccount;
let salesMember: TestAccount;

beforeAll(async () => {
  admin = await adminToken(facts);
  [salesAdmin, engineeringAdmin, salesMember] = await Promise.all([
    accountWith(facts, { 'ou-sales': ['admin'] }),
    accountWith(facts, { 'ou-engineering': ['admin'] }),
    accountWith(facts, { 'ou-sales': ['user'] }),
  ]);
});

/** A sign-in account of a fresh username (a profile needs one); returns the username. */
async function newAccount(prefix?: string): Promise<string> {
  const username = uniqueUsername(prefix);
  await createUser(facts, username, USER_PASSWORD);
  return username;
}

async function createProfile(token: string, username: string, ouid = 'ou-sales') {
  return call(facts, token, 'POST', '/userprofile', { ouid, body: personFor(username) });
}

describe('POST /userprofile', () => {
  it('creates a profile (201, data shape) with an audit record of the change', async () => {
    const username = await newAccount();
    const answer = await createProfile(salesAdmin.token, username);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      data: expect.objectContaining({
        ...personFor(username),
        phone_number: '',
        policies: [],
        version: 1,
        cognitoStatus: 'CONFIRMED',
      }) as unknown,
    });
    expect((await storedUser(facts, username)).PROFILE).toMatchObject({
      username,
      version: 1,
      cognitoStatus: 'CONFIRMED',
    });
    const audit = await storedAuditOf(facts, salesAdmin.username);
    expect(audit[0]).toMatchObject({ action: 'create', targetId: username, ouid: 'ou-sales' });
  });

  it('lets exactly one of 50 concurrent creates of one username win', async () => {
    const username = await newAccount('race');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => createProfile(salesAdmin.token, username)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual(
      errorBody('User already exists'),
    );
  }, 30_000);

  it('rejects extra fields and bad values (400) and writes nothing', async () => {
    const username = uniqueUsername();
    for (const body of [
      { ...personFor(username), policies: ['system=admin'] },
      { ...personFor(username), email: 'not-an-email' },
      { ...personFor(username), username: 'has space' },
      { ...personFor(username), name: 'x'.repeat(5000) },
    ]) {
      const answer = await call(facts, salesAdmin.token, 'POST', '/userprofile', {
        ouid: 'ou-sales',
        body,
      });
      expect(answer.status).toBe(400);
    }
    expect(await storedUser(facts, username)).toEqual({});
  });

  it('refuses a member, and an x-ouid the caller does not cover', async () => {
    const username = uniqueUsername();
    expect(await createProfile(salesMember.token, username)).toMatchObject({ status: 403 });
    expect(await createProfile(salesAdmin.token, username, 'ou-engineering')).toMatchObject({
      status: 403,
      body: FORBIDDEN,
    });
    expect(await storedUser(facts, username)).toEqual({});
  });
});

describe('GET /userprofile', () => {
  it('answers the username check as a string, from the table and from Cognito', async () => {
    const inTable = await newAccount();
    const inCognito = uniqueUsername();
    await createProfile(salesAdmin.token, inTable);
    await createUser(facts, inCognito, USER_PASSWORD);
    const check = (name: string) =>
      call(facts, salesAdmin.token, 'GET', `/userprofile?checkUserName=${name}`, {
        ouid: 'ou-sales',
      });
    // Neither belongs to a unit of the caller's organisation: taken, but nobody is named
    // (orguser-invite.test.ts names someone of the organisation).
    expect((await check(inTable)).body).toEqual({ userNameExists: 'true' });
    const fromCognito = { userNameExists: 'true' };
    expect((await check(inCognito)).body).toEqual(fromCognito);
    expect((await check(inCognito.toUpperCase())).body).toEqual(fromCognito);
    expect((await check(uniqueUsername())).body).toEqual({ userNameExists: 'false' });
  });

  it("lists the seeded admin with the policies of the admin's memberships", async () => {
    let nextToken: string | undefined;
    let adminItem: { username: string; policies?: string[] } | undefined;
    for (let page = 0; page < 50 && !adminItem; page += 1) {
      const query = nextToken ? `&nextToken=${nextToken}` : '';
      const answer = await call(facts, admin, 'GET', `/userprofile?limit=100${query}`, {
        ouid: 'ou-root',
      });
      const body = answer.body as {
        items: { username: string; policies?: string[] }[];
        nextToken?: string;
      };
      adminItem = body.items.find((item) => item.username === facts.adminUsername);
      nextToken = body.nextToken;
      if (!nextToken) break;
    }
    expect(adminItem?.policies).toEqual(SEED_ADMIN_POLICIES.split(';'));
  });

  it('lists profiles a page at a time for a system admin only', async () => {
    const first = await call(facts, admin, 'GET', '/userprofile?limit=2', { ouid: 'ou-root' });
    expect(first.status).toBe(200);
    const page = first.body as { items: { username: string }[]; nextToken?: string };
    expect(page.items).toHaveLength(2);
    expect(page.nextToken).toEqual(expect.any(String));
    const second = await call(
      facts,
      admin,
      'GET',
      `/userprofile?limit=2&nextToken=${page.nextToken ?? ''}`,
      { ouid: 'ou-root' },
    );
    const next = second.body as { items: { username: string }[] };
    expect(next.items[0]?.username).not.toBe(page.items[0]?.username);

    const refused = await call(facts, salesAdmin.token, 'GET', '/userprofile', {
      ouid: 'ou-sales',
    });
    expect(refused).toMatchObject({ status: 403, body: FORBIDDEN });
  });

  it('refuses a crafted page token with 400', async () => {
    const token = Buffer.from(JSON.stringify({ PK: 'OU#ou-root', SK: 'OU' })).toString('base64url');
    const answer = await call(facts, admin, 'GET', `/userprofile?nextToken=${token}`, {
      ouid: 'ou-root',
    });
    expect(answer.status).toBe(400);
  });
});

describe('GET /userprofile/{username}', () => {
  it('shows a user their own profile, and their unit admin, but not a sibling admin', async () => {
    const username = await newAccount();
    await createProfile(salesAdmin.token, username);
    await call(facts, salesAdmin.token, 'POST', '/orguser', {
      ouid: 'ou-sales',
      body: { ...personFor(username), roles: ['ou-sales=user'] },
    });
    const byAdmin = await call(facts, salesAdmin.token, 'GET', `/userprofile/${username}`);
    expect(byAdmin.status).toBe(200);
    expect((byAdmin.body as { data: { policies: string[] } }).data.policies).toEqual([
      'ou-sales=user',
    ]);
    const own = await call(facts, salesMember.token, 'GET', `/userprofile/${salesMember.username}`);
    expect(own.status).toBe(200);
    expect((own.body as { data: { policies: string[] } }).data.policies).toEqual(['ou-sales=user']);
    // A caller without a profile is allowed to know it is missing.
    const newcomer = await newAccount('newcomer');
    const newcomerToken = (await signIn(facts, newcomer, USER_PASSWORD)).idToken;
    const missing = await call(facts, newcomerToken, 'GET', `/userprofile/${newcomer}`);
    expect(missing).toMatchObject({ status: 404, body: { error: 'User not found' } });

    for (const target of [username, uniqueUsername()]) {
      const refused = await call(facts, engineeringAdmin.token, 'GET', `/userprofile/${target}`);
      expect(refused).toEqual(expect.objectContaining({ status: 403, body: FORBIDDEN }));
    }
    expect((await call(facts, salesMember.token, 'GET', `/userprofile/${username}`)).status).toBe(
      403,
    );
  });

  it('gives the seeded admin their profile with policies and Cognito status', async () => {
    const answer = await call(facts, admin, 'GET', `/userprofile/${facts.adminUsername}`);
    expect(answer.status).toBe(200);
    expect((answer.body as { data: Record<string, unknown> }).data).toMatchObject({
      username: facts.adminUsername,
      cognitoStatus: 'CONFIRMED',
      policies: expect.arrayContaining(['system=admin', 'ou-root=admin']) as unknown,
    });
  });
});

describe('PUT /userprofile/{username}', () => {
  it('replaces memberships with the policy list in one versioned change', async () => {
    const username = await newAccount();
    await createProfile(admin, username, 'ou-root');
    const put = (body: Record<string, unknown>) =>
      call(facts, admin, 'PUT', `/userprofile/${username}`, { ouid: 'ou-root', body });

    const first = await put({ policies: ['ou-sales=admin', 'ou-engineering=user'], version: 1 });
    expect(first.status).toBe(200);
    let items = await storedUser(facts, username);
    expect(policiesAgree(items)).toEqual({
      stored: ['ou-engineering=user', 'ou-sales=admin'],
      fromMemberships: ['ou-engineering=user', 'ou-sales=admin'],
    });

    const second = await put({ policies: ['ou-engineering=admin'], name: 'Renamed', version: 2 });
    expect(second.status).toBe(200);
    items = await storedUser(facts, username);
    expect(policiesAgree(items)).toEqual({
      stored: ['ou-engineering=admin'],
      fromMemberships: ['ou-engineering=admin'],
    });
    expect(items.PROFILE).toMatchObject({ name: 'Renamed', version: 3 });

    const stale = await put({ policies: ['ou-sales=user'], version: 2 });
    expect(stale.status).toBe(409);
    expect(policiesAgree(await storedUser(facts, username)).fromMemberships).toEqual([
      'ou-engineering=admin',
    ]);
  });

  it('rejects an unknown role or unit (400) and writes nothing', async () => {
    const username = await newAccount();
    await createProfile(admin, username, 'ou-root');
    const before = await storedUser(facts, username);
    for (const policies of [['ou-sales=owner'], ['ou-nowhere=admin'], ['ou-sales=admin,user']]) {
      const answer = await call(facts, admin, 'PUT', `/userprofile/${username}`, {
        ouid: 'ou-root',
        body: { policies, version: 1 },
      });
      expect(answer.status).toBe(400);
    }
    expect(await storedUser(facts, username)).toEqual(before);
  });

  it('keeps 50 concurrent editors from losing an update: exactly one wins per version', async () => {
    const username = await newAccount('race');
    await createProfile(admin, username, 'ou-root');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call(facts, admin, 'PUT', `/userprofile/${username}`, {
          ouid: 'ou-root',
          body: { policies: [index % 2 ? 'ou-sales=user' : 'ou-sales=admin'], version: 1 },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const items = await storedUser(facts, username);
    const { stored, fromMemberships } = policiesAgree(items);
    expect(stored).toEqual(fromMemberships);
    expect(items.PROFILE).toMatchObject({ version: 2 });
  }, 30_000);

  it('refuses a unit admin', async () => {
    const answer = await call(
      facts,
      salesAdmin.token,
      'PUT',
      `/userprofile/${salesMember.username}`,
      {
        ouid: 'ou-sales',
        body: { policies: ['ou-sales=admin'], version: 1 },
      },
    );
    expect(answer).toMatchObject({ status: 403, body: FORBIDDEN });
  });
});

describe('DELETE /userprofile/{username} and activities', () => {
  it('removes the profile and all memberships in one change and disables the account', async () => {
    const username = uniqueUsername();
    await createUser(facts, username, USER_PASSWORD);
    await createProfile(admin, username, 'ou-root');
    await call(facts, admin, 'PUT', `/userprofile/${username}`, {
      ouid: 'ou-root',
      body: { policies: ['ou-sales=user'], version: 1 },
    });
    expect(
      await call(facts, salesAdmin.token, 'DELETE', `/userprofile/${username}`, {
        ouid: 'ou-sales',
      }),
    ).toMatchObject({ status: 403 });
    expect(Object.keys(await storedUser(facts, username))).toHaveLength(2);

    const answer = await call(facts, admin, 'DELETE', `/userprofile/${username}`, {
      ouid: 'ou-root',
    });
    expect(answer.body).toEqual({ data: { username, deleted: true, accountDisabled: true } });
    expect(await storedUser(facts, username)).toEqual({});
    const check = await call(facts, admin, 'GET', `/userprofile?checkUserName=${username}`, {
      ouid: 'ou-root',
    });
    // The disabled account keeps the name (and says whose it is, masked).
    expect(check.body).toMatchObject({
      userNameExists: 'true',
      person: { email: expect.stringContaining('•••') },
    });
  });

  it("lists a user's own audit records, newest first; others are refused", async () => {
    const answer = await call(
      facts,
      salesAdmin.token,
      'GET',
      `/userprofile/${salesAdmin.username}/activities?limit=5`,
    );
    expect(answer.status).toBe(200);
    const items = (answer.body as { items: { at: string; actor: string }[] }).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.actor === salesAdmin.username)).toBe(true);
    expect([...items].sort((a, b) => b.at.localeCompare(a.at))).toEqual(items);
    const refused = await call(
      facts,
      salesMember.token,
      'GET',
      `/userprofile/${salesAdmin.username}/activities`,
    );
    expect(refused).toMatchObject({ status: 403, body: FORBIDDEN });
  });
});
