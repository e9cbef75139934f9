/**
 * Memberships carry copies (the unit's chain, the user's name, e-mail and phone) so that user
 * reads are one DynamoDB call. These tests check that every change of the copied fields rewrites
 * them in the same change, and the bound on memberships per user that keeps that one transaction.
 */
import { membershipRecord } from '../../../lambdas/domain/record-builders';
import { MAX_MEMBERSHIPS_PER_USER } from '../../../lambdas/domain/records';
import { createUser, writeTableItems } from '../support/accounts';
import { adminToken } from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';
import {
  accountWith,
  call,
  personFor,
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

interface Member {
  username: string;
  name: string;
  email: string;
  phone_number: string;
}

/** A user in ou-sales and ou-engineering, added through the API by the system admin. */
async function userInTwoUnits(): Promise<string> {
  const username = uniqueUsername('copy');
  await createUser(facts, username, USER_PASSWORD);
  const body = { ...personFor(username), roles: ['ou-sales=user'] };
  expect((await call(facts, admin, 'POST', '/orguser', { ouid: 'ou-root', body })).status).toBe(
    201,
  );
  const second = { ...personFor(username), roles: ['ou-engineering=admin'] };
  const added = await call(facts, admin, 'POST', '/orguser', { ouid: 'ou-root', body: second });
  expect(added.status).toBe(201);
  return username;
}

async function listed(ouid: string, username: string): Promise<Member | undefined> {
  const answer = await call(facts, admin, 'GET', '/orguser?limit=100', { ouid });
  expect(answer.status).toBe(200);
  let items = (answer.body as { items: Member[]; nextToken?: string }).items;
  let nextToken = (answer.body as { nextToken?: string }).nextToken;
  while (!items.some((item) => item.username === username) && nextToken) {
    const page = await call(
      facts,
      admin,
      'GET',
      `/orguser?limit=100&nextToken=${encodeURIComponent(nextToken)}`,
      { ouid },
    );
    items = (page.body as { items: Member[] }).items;
    nextToken = (page.body as { nextToken?: string }).nextToken;
  }
  return items.find((item) => item.username === username);
}

async function storedMemberships(username: string): Promise<Record<string, unknown>[]> {
  return Object.values(await storedUser(facts, username)).filter(
    (item) => item.entity === 'membership',
  );
}

it('stores the unit chain and the display fields on each membership the API writes', async () => {
  const username = await userInTwoUnits();
  const memberships = await storedMemberships(username);
  expect(memberships.map((m) => [m.ouid, m.ouidChain, m.name, m.email])).toEqual([
    ['ou-engineering', 'ou-root/ou-engineering', `Name of ${username}`, `${username}@example.com`],
    ['ou-sales', 'ou-root/ou-sales', `Name of ${username}`, `${username}@example.com`],
  ]);
});

it('copies a new name and phone (PUT /userprofile) onto every membership in the change', async () => {
  const username = await userInTwoUnits();
  const body = { name: 'Renamed By Profile', phone_number: '+919812345678', version: 2 };
  const answer = await call(facts, admin, 'PUT', `/userprofile/${username}`, {
    ouid: 'ou-root',
    body,
  });
  expect(answer.status).toBe(200);
  for (const ouid of ['ou-sales', 'ou-engineering']) {
    expect(await listed(ouid, username)).toMatchObject({
      name: 'Renamed By Profile',
      phone_number: '+919812345678',
    });
  }
  expect((await storedMemberships(username)).map((m) => m.name)).toEqual([
    'Renamed By Profile',
    'Renamed By Profile',
  ]);
});

it('refuses a rename (PUT /orguser) by an admin who does not cover every unit of the user', async () => {
  const username = await userInTwoUnits();
  const before = await storedUser(facts, username);
  const answer = await call(facts, salesAdmin.token, 'PUT', `/orguser/${username}`, {
    ouid: 'ou-sales',
    body: { name: 'Renamed By Sales', version: 2 },
  });
  expect(answer.status).toBe(403);
  expect(await storedUser(facts, username)).toEqual(before);
  expect(await listed('ou-engineering', username)).toMatchObject({ name: `Name of ${username}` });
});

it('copies a new name (PUT /orguser by an admin of every unit) onto every membership', async () => {
  const username = await userInTwoUnits();
  const answer = await call(facts, admin, 'PUT', `/orguser/${username}`, {
    ouid: 'ou-sales',
    body: { name: 'Renamed By Root', version: 2 },
  });
  expect(answer.status).toBe(200);
  expect(await listed('ou-engineering', username)).toMatchObject({ name: 'Renamed By Root' });
  expect((await storedMemberships(username)).map((m) => m.name)).toEqual([
    'Renamed By Root',
    'Renamed By Root',
  ]);
});

/** Writes memberships of made-up units under ou-sales straight into the table. */
async function writeExtraMemberships(username: string, count: number): Promise<void> {
  const items = Array.from({ length: count }, (_, index) =>
    membershipRecord({
      ouid: `ou-bound-${index}`,
      ouidChain: `ou-root/ou-sales/ou-bound-${index}`,
      roles: ['user'],
      ...personFor(username),
      phone_number: '',
      createdDate: new Date().toISOString(),
    }),
  );
  await writeTableItems(facts, items);
}

it(`refuses a membership beyond ${MAX_MEMBERSHIPS_PER_USER} (409) and writes nothing`, async () => {
  const username = await userInTwoUnits();
  await writeExtraMemberships(username, MAX_MEMBERSHIPS_PER_USER - 2);
  const before = await storedUser(facts, username);
  const answer = await call(facts, admin, 'POST', '/orguser', {
    ouid: 'ou-root',
    body: { ...personFor(username), roles: ['ou-sales-north=user'] },
  });
  expect(answer).toMatchObject({
    status: 409,
    body: { error: `A user can belong to at most ${MAX_MEMBERSHIPS_PER_USER} units` },
  });
  expect(await storedUser(facts, username)).toEqual(before);

  // Exactly at the bound, a rename still fits one transaction.
  const renamed = await call(facts, admin, 'PUT', `/userprofile/${username}`, {
    ouid: 'ou-root',
    body: { name: 'Renamed At The Bound', version: 2 },
  });
  expect(renamed.status).toBe(200);
  const names = new Set((await storedMemberships(username)).map((m) => m.name));
  expect([...names]).toEqual(['Renamed At The Bound']);
});

it('refuses a rename that would rewrite more memberships than the bound (400)', async () => {
  const username = await userInTwoUnits();
  // Only direct writes can exceed the bound (data from before it); the API then says so.
  await writeExtraMemberships(username, MAX_MEMBERSHIPS_PER_USER - 1);
  const before = await storedUser(facts, username);
  for (const [path, ouid] of [
    [`/userprofile/${username}`, 'ou-root'],
    [`/orguser/${username}`, 'ou-sales'],
  ] as const) {
    const answer = await call(facts, admin, 'PUT', path, {
      ouid,
      body: { name: 'Too Many To Rename', version: 2 },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { error: `A user can belong to at most ${MAX_MEMBERSHIPS_PER_USER} units` },
    });
  }
  expect(await storedUser(facts, username)).toEqual(before);
});
