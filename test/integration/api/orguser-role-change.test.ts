/**
 * Changing a member's org role in place (issue 37): one PUT /orguser/{username} by an admin of the
 * unit changes the membership, the profile's policies and files the audit record in one versioned
 * transaction; a lost update is a 409 that changes nothing; a member, an admin beside the unit and
 * a role the unit's config does not offer are refused, changing nothing.
 */
import { claimsOf, createUser, signIn } from '../support/accounts';
import { FORBIDDEN } from '../support/orgunit-api';
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
let salesAdmin: TestAccount;
let salesMember: TestAccount;
let engineeringAdmin: TestAccount;

beforeAll(async () => {
  [salesAdmin, salesMember, engineeringAdmin] = await Promise.all([
    accountWith(facts, { 'ou-sales': ['admin'] }),
    accountWith(facts, { 'ou-sales': ['user'] }),
    accountWith(facts, { 'ou-engineering': ['admin'] }),
  ]);
});

/** A new sales member holding `user`, as the console adds them. */
async function salesUser(): Promise<string> {
  const username = uniqueUsername('role');
  await createUser(facts, username, USER_PASSWORD);
  const added = await call(facts, salesAdmin.token, 'POST', '/orguser', {
    ouid: 'ou-sales',
    body: { ...personFor(username), roles: ['ou-sales=user'] },
  });
  expect(added.status).toBe(201);
  return username;
}

function changeRole(token: string, username: string, role: string, version: number) {
  return call(facts, token, 'PUT', `/orguser/${username}`, {
    ouid: 'ou-sales',
    body: { roles: [`ou-sales=${role}`], version },
  });
}

describe('changing an org role in place', () => {
  it('changes membership, policies and audit in one call; the next token carries it', async () => {
    const username = await salesUser();
    const answer = await changeRole(salesAdmin.token, username, 'admin', 1);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: { roles: ['ou-sales=admin'], version: 2 } });

    const stored = await storedUser(facts, username);
    expect(policiesAgree(stored)).toEqual({
      stored: ['ou-sales=admin'],
      fromMemberships: ['ou-sales=admin'],
    });
    expect(stored.PROFILE?.version).toBe(2);
    const audit = await storedAuditOf(facts, salesAdmin.username);
    expect(audit[0]).toMatchObject({
      targetEntity: 'orguser',
      action: 'update',
      targetId: username,
    });

    const { idToken } = await signIn(facts, username, USER_PASSWORD);
    expect(claimsOf(idToken).policies).toBe('ou-sales=admin');
  });

  it('answers a lost update with 409 and changes nothing', async () => {
    const username = await salesUser();
    expect((await changeRole(salesAdmin.token, username, 'admin', 1)).status).toBe(200);
    const auditsBefore = (await storedAuditOf(facts, salesAdmin.username)).length;
    // A second editor still holding version 1 must not overwrite the first change.
    expect((await changeRole(salesAdmin.token, username, 'user', 1)).status).toBe(409);
    expect(policiesAgree(await storedUser(facts, username))).toEqual({
      stored: ['ou-sales=admin'],
      fromMemberships: ['ou-sales=admin'],
    });
    expect((await storedAuditOf(facts, salesAdmin.username)).length).toBe(auditsBefore);
  });

  it('refuses a member, an admin of another unit and an unknown role, changing nothing', async () => {
    const username = await salesUser();
    expect((await changeRole(salesMember.token, username, 'admin', 1)).status).toBe(403);
    expect(
      await call(facts, engineeringAdmin.token, 'PUT', `/orguser/${username}`, {
        ouid: 'ou-engineering',
        body: { roles: ['ou-sales=admin'], version: 1 },
      }),
    ).toMatchObject({ status: 403, body: FORBIDDEN });
    expect((await changeRole(salesAdmin.token, username, 'owner', 1)).status).toBe(400);
    const stored = await storedUser(facts, username);
    expect(policiesAgree(stored).stored).toEqual(['ou-sales=user']);
    expect(stored.PROFILE?.version).toBe(1);
  });
});
