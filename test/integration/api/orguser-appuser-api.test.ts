/** The orguser and appuser routes through the local gateway: shapes, tenancy, roles, tokens. */
import { claimsOf, createUser, signIn } from '../support/accounts';
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
let salesMember: TestAccount;

beforeAll(async () => {
  admin = await adminToken(facts);
  [salesAdmin, salesMember] = await Promise.all([
    accountWith(facts, { 'ou-sales': ['admin'] }),
    accountWith(facts, { 'ou-sales': ['user'] }),
  ]);
});

/** A sign-in account of a fresh username (an org user needs one); returns the username. */
async function newAccount(prefix: string): Promise<string> {
  const username = uniqueUsername(prefix);
  await createUser(facts, username, USER_PASSWORD);
  return username;
}

function addOrgUser(token: string, ouid: string, username: string, roles: string[]) {
  return call(facts, token, 'POST', '/orguser', { ouid, body: { ...personFor(username), roles } });
}

describe('POST /orguser', () => {
  it('adds a user with one org role that the next token carries', async () => {
    const username = uniqueUsername('org');
    await createUser(facts, username, USER_PASSWORD);
    const answer = await addOrgUser(salesAdmin.token, 'ou-sales', username, ['ou-sales=user']);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      data: {
        ...personFor(username),
        phone_number: '',
        roles: ['ou-sales=user'],
        appRoles: [],
        version: 1,
        canEditDetails: true,
      },
    });
    expect(policiesAgree(await storedUser(facts, username))).toEqual({
      stored: ['ou-sales=user'],
      fromMemberships: ['ou-sales=user'],
    });
    const audit = await storedAuditOf(facts, salesAdmin.username);
    expect(audit[0]).toMatchObject({
      targetEntity: 'orguser',
      action: 'create',
      targetId: username,
    });

    const { idToken } = await signIn(facts, username, USER_PASSWORD);
    expect(claimsOf(idToken).policies).toBe('ou-sales=user');
    expect(
      await addOrgUser(salesAdmin.token, 'ou-sales', username, ['ou-sales=admin']),
    ).toMatchObject({ status: 409 });
  });

  it('adds to a unit below the acting unit, never above or beside it', async () => {
    const username = await newAccount('org');
    expect(
      (await addOrgUser(salesAdmin.token, 'ou-sales', username, ['ou-sales-north=admin'])).status,
    ).toBe(201);
    for (const [ouid, roles] of [
      ['ou-root', ['ou-root=user']],
      ['ou-engineering', ['ou-engineering=user']],
      ['ou-sales', ['ou-engineering=user']],
      ['ou-sales', ['ou-root=user']],
    ] as const) {
      const other = uniqueUsername('org');
      const answer = await addOrgUser(salesAdmin.token, ouid, other, [...roles]);
      expect(answer).toMatchObject({ status: 403, body: FORBIDDEN });
      expect(await storedUser(facts, other)).toEqual({});
    }
  });

  it('refuses a member and rejects an unknown role (400), writing nothing', async () => {
    const username = uniqueUsername('org');
    expect(
      (await addOrgUser(salesMember.token, 'ou-sales', username, ['ou-sales=user'])).status,
    ).toBe(403);
    expect(
      (await addOrgUser(salesAdmin.token, 'ou-sales', username, ['ou-sales=owner'])).status,
    ).toBe(400);
    expect(
      (await addOrgUser(salesAdmin.token, 'ou-sales', username, ['ou-sales=admin', 'x'])).status,
    ).toBe(400);
    expect(await storedUser(facts, username)).toEqual({});
  });
});

describe('GET and PUT /orguser', () => {
  it('lists the users of the acting unit, and refuses a sibling unit', async () => {
    const username = await newAccount('org');
    await addOrgUser(salesAdmin.token, 'ou-sales', username, ['ou-sales=user']);
    const list = await call(facts, salesMember.token, 'GET', '/orguser', { ouid: 'ou-sales' });
    expect(list.status).toBe(200);
    const items = (list.body as { items: { username: string; roles: string[] }[] }).items;
    expect(items).toContainEqual({
      ...personFor(username),
      phone_number: '',
      roles: ['ou-sales=user'],
    });
    expect(
      await call(facts, salesAdmin.token, 'GET', '/orguser', { ouid: 'ou-engineering' }),
    ).toMatchObject({ status: 403, body: FORBIDDEN });
  });

  it('shows and changes a user inside the subtree only, versioned', async () => {
    const username = await newAccount('org');
    await addOrgUser(admin, 'ou-root', username, ['ou-engineering=user']);
    const outside = await call(facts, salesAdmin.token, 'GET', `/orguser/${username}`, {
      ouid: 'ou-sales',
    });
    const missing = await call(facts, salesAdmin.token, 'GET', `/orguser/${uniqueUsername()}`, {
      ouid: 'ou-sales',
    });
    expect(outside).toEqual(expect.objectContaining({ status: 403, body: FORBIDDEN }));
    expect(missing).toEqual(expect.objectContaining({ status: 403, body: FORBIDDEN }));

    const put = (body: Record<string, unknown>, token = admin) =>
      call(facts, token, 'PUT', `/orguser/${username}`, { ouid: 'ou-engineering', body });
    expect((await put({ role: 'admin', version: 1 }, salesAdmin.token)).status).toBe(403);
    expect((await put({ role: 'admin', version: 1 })).status).toBe(200);
    expect((await put({ role: 'user', version: 1 })).status).toBe(409);
    expect((await put({ role: 'owner', version: 2 })).status).toBe(400);
    const shown = await call(facts, admin, 'GET', `/orguser/${username}`, {
      ouid: 'ou-engineering',
    });
    expect((shown.body as { data: { roles: string[]; version: number } }).data).toMatchObject({
      roles: ['ou-engineering=admin'],
      version: 2,
    });
    expect(policiesAgree(await storedUser(facts, username)).stored).toEqual([
      'ou-engineering=admin',
    ]);
  });
});

describe('appuser routes', () => {
  it('gives, lists, shows and removes application roles of a unit member', async () => {
    const username = await newAccount('app');
    await addOrgUser(salesAdmin.token, 'ou-sales', username, ['ou-sales=user']);
    const give = (body: Record<string, unknown>, ouid = 'ou-sales', token = salesAdmin.token) =>
      call(facts, token, 'POST', '/appuser', { ouid, body });
    const body = { username, appId: 'ticketapp', roles: ['agent'], ouid: 'ou-sales' };

    expect((await give({ ...body, roles: ['owner'] })).status).toBe(400);
    expect((await give({ ...body, ouid: 'ou-root' })).status).toBe(400);
    expect((await give(body, 'ou-sales', salesMember.token)).status).toBe(403);
    expect((await give({ ...body, username: uniqueUsername() })).status).toBe(403);
    expect(Object.keys(await storedUser(facts, username))).toEqual(['MEMBER#ou-sales', 'PROFILE']);

    const given = await give(body);
    expect(given).toMatchObject({ status: 201, body: { data: body } });
    const list = await call(facts, salesMember.token, 'GET', '/appuser', { ouid: 'ou-sales' });
    expect((list.body as { items: unknown[] }).items).toContainEqual(body);
    const shown = await call(facts, salesAdmin.token, 'GET', `/appuser/${username}`, {
      ouid: 'ou-sales',
    });
    expect(shown.body).toEqual({ items: [body] });

    const remove = (token: string, ouid: string) =>
      call(facts, token, 'DELETE', `/appuser/${username}`, {
        ouid,
        headers: { 'x-appid': 'ticketapp' },
      });
    expect((await remove(salesMember.token, 'ou-sales')).status).toBe(403);
    expect((await remove(salesAdmin.token, 'ou-engineering')).status).toBe(403);
    expect((await remove(salesAdmin.token, 'ou-sales')).status).toBe(200);
    expect((await remove(salesAdmin.token, 'ou-sales')).status).toBe(404);
    expect(Object.keys(await storedUser(facts, username))).toEqual(['MEMBER#ou-sales', 'PROFILE']);
    const audit = await storedAuditOf(facts, salesAdmin.username);
    expect(audit.slice(0, 2).map((record) => record.action)).toEqual(['delete', 'create']);
  });
});
