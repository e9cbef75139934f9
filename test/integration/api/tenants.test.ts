/**
 * Tenant onboarding (issue 11 §2): a system admin acting on a SYSTEM unit creates a ROOT unit with
 * its first admin (an existing account, or a new one invited by e-mail) in one transaction with
 * its audit record and, when asked, the API event. Everyone else, and every other acting unit, is
 * refused with nothing changed (the list and its counts: tenants-list.test.ts).
 */
import { randomUUID } from 'node:crypto';

import { keys } from '../../../lambdas/domain/data-keys';
import { membershipRecord, profileRecord } from '../../../lambdas/domain/record-builders';
import { ROOT_UNIT_ID, SEED_UNITS, SYSTEM_UNIT_ID } from '../../../local/seed-data';
import { claimsOf, createUser, signIn, writeTableItems } from '../support/accounts';
import { callApi } from '../support/api';
import { recordedEvents } from '../support/config-fixture';
import { errorBody } from '../support/error-body';
import { adminToken, callerWith, storedUnit } from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';
import { snapshotState, stateChanges } from '../support/snapshot-state';
import { createdTenant as created, createTenant, listTenants } from '../support/tenants-api';
import { call, storedAuditOf, storedUser, USER_PASSWORD } from '../support/users-api';

const { facts } = sharedPlatform();
const FORBIDDEN = errorBody("You don't have permission to this action.");
const SEEDED_TENANT = SEED_UNITS.find((unit) => unit.id === ROOT_UNIT_ID)?.name ?? '';

let admin: string;
let prefix: string;

beforeAll(async () => {
  admin = await adminToken(facts);
  prefix = `tn${randomUUID().slice(0, 8)}`;
});

const tenantName = (label: string) => `${prefix} ${label}`;

/** A sign-in account without a profile; its e-mail is `{username}@example.com`. */
async function account(label: string): Promise<string> {
  const username = `${prefix}-${label}`;
  await createUser(facts, username, USER_PASSWORD);
  return username;
}

describe('POST /tenant', () => {
  it('creates a ROOT unit with an existing account as its admin, its audit record and event', async () => {
    const owner = await account('owner');
    const body = {
      name: `  ${tenantName('Existing')}  `,
      description: 'Onboarded by a test',
      emailId: 'office@example.com',
      mobile: '+91 98765 43210',
      admin: { kind: 'existing', username: owner.toUpperCase() },
    };
    const answer = await createTenant(facts, admin, body, { query: '?publishToApiTopic=true' });
    const tenant = created(answer);
    expect(tenant).toMatchObject({
      name: tenantName('Existing'),
      description: 'Onboarded by a test',
      emailId: 'office@example.com',
      unitCount: 1,
      userCount: 1,
      markedForDeletion: false,
      admin: { username: owner, invited: false },
    });
    expect(await storedUnit(facts, tenant.identifier)).toMatchObject({
      type: 'ROOT',
      ouidChain: tenant.identifier,
      GSI1PK: keys.tenantsIndex,
      createdBy: facts.adminUsername,
    });

    // The admin's profile is bound to the account and holds the one policy; so does the token.
    const stored = await storedUser(facts, owner);
    expect(stored.PROFILE).toMatchObject({
      username: owner,
      policies: [`${tenant.identifier}=admin`],
    });
    expect(stored.PROFILE?.sub).toEqual(expect.any(String));
    const token = (await signIn(facts, owner, USER_PASSWORD)).idToken;
    expect(claimsOf(token).policies).toBe(`${tenant.identifier}=admin`);
    const home = await call(facts, token, 'GET', `/orgunit/${tenant.identifier}`);
    expect(home.status).toBe(200);

    const audit = (await storedAuditOf(facts, facts.adminUsername)).find(
      (record) => record.targetId === tenant.identifier,
    );
    expect(audit).toMatchObject({
      ouid: tenant.identifier,
      action: 'create',
      targetEntity: 'tenant',
    });
    const events = await recordedEvents(facts);
    expect(events.map((event) => event.message)).toContainEqual(
      expect.objectContaining({ entity: 'tenant', action: 'create', id: tenant.identifier }),
    );
  });

  it('gives a user with a profile the new policy beside their others (version bumped)', async () => {
    const member = await account('member');
    const display = { name: 'Member Of Sales', email: `${member}@example.com`, phone_number: '' };
    await writeTableItems(facts, [
      profileRecord({ username: member, ...display }, ['ou-sales=user'], new Date().toISOString()),
      membershipRecord({
        username: member,
        ouid: 'ou-sales',
        ouidChain: 'ou-root/ou-sales',
        roles: ['user'],
        ...display,
        createdDate: new Date().toISOString(),
      }),
    ]);
    const tenant = created(
      await createTenant(facts, admin, {
        name: tenantName('Second home'),
        admin: { kind: 'existing', username: member },
      }),
    );
    const stored = await storedUser(facts, member);
    expect(stored.PROFILE).toMatchObject({
      version: 2,
      name: 'Member Of Sales',
      policies: [`${tenant.identifier}=admin`, 'ou-sales=user'].sort(),
    });
    expect(stored[`MEMBER#${tenant.identifier}`]).toMatchObject({
      roles: ['admin'],
      name: 'Member Of Sales',
      GSI2PK: keys.tenantUsers(tenant.identifier),
    });
  });

  it('refuses a tenant name in use, in any letter case, also the seeded one (409)', async () => {
    const owner = await account('dup');
    const first = { name: tenantName('Twin'), admin: { kind: 'existing', username: owner } };
    created(await createTenant(facts, admin, first));
    const before = await snapshotState(facts);
    for (const name of [
      tenantName('TWIN'),
      ` ${tenantName('twin')}`,
      SEEDED_TENANT.toUpperCase(),
    ]) {
      const answer = await createTenant(facts, admin, { ...first, name });
      expect(answer).toMatchObject({
        status: 409,
        body: { error: 'An organisation (tenant) with this name already exists' },
      });
    }
    expect(stateChanges(before, await snapshotState(facts))).toEqual([]);
  });

  it('moves the name claim when a tenant is renamed (PUT /orgunit/{id})', async () => {
    const owner = await account('renamed');
    const firstAdmin = { kind: 'existing', username: owner };
    const tenant = created(
      await createTenant(facts, admin, { name: tenantName('Old name'), admin: firstAdmin }),
    );
    const rename = (name: string) =>
      call(facts, admin, 'PUT', `/orgunit/${tenant.identifier}`, {
        ouid: tenant.identifier,
        body: { version: 1, data: { name } },
      });
    expect((await rename(SEEDED_TENANT)).status).toBe(409);
    expect((await rename(tenantName('New name'))).status).toBe(200);
    // The old name is free again; the new one is held.
    const reuse = await createTenant(facts, admin, {
      name: tenantName('OLD NAME'),
      admin: firstAdmin,
    });
    expect(reuse.status).toBe(201);
    const clash = await createTenant(facts, admin, {
      name: tenantName('new name'),
      admin: firstAdmin,
    });
    expect(clash.status).toBe(409);
  });

  it.each([
    ['missing name', { admin: { kind: 'existing', username: 'x' } }, 'name'],
    ['a blank name', { name: ' \u200b ', admin: { kind: 'existing', username: 'x' } }, 'name'],
    ['missing admin', { name: 'T' }, 'admin'],
    ['an unknown admin kind', { name: 'T', admin: { kind: 'owner', username: 'x' } }, 'admin'],
    ['an invitation without e-mail', { name: 'T', admin: { kind: 'invite', name: 'N' } }, 'admin'],
    ['a bad e-mail', { name: 'T', admin: { kind: 'invite', email: 'no', name: 'N' } }, 'email'],
    // zod/mini names no unknown key: the message points at the body as a whole.
    [
      'an extra field',
      { name: 'T', type: 'SYSTEM', admin: { kind: 'existing', username: 'x' } },
      '(body)',
    ],
    [
      'a username with a space',
      { name: 'T', admin: { kind: 'existing', username: 'a b' } },
      'username',
    ],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_label, body, field) => {
    const before = await snapshotState(facts);
    const answer = await createTenant(facts, admin, body);
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toContain(field);
    expect(stateChanges(before, await snapshotState(facts))).toEqual([]);
  });

  it('refuses an admin the pool does not know (404) or an invitation of a taken username (409)', async () => {
    const taken = await account('taken');
    const before = await snapshotState(facts);
    const missing = await createTenant(facts, admin, {
      name: tenantName('Nobody'),
      admin: { kind: 'existing', username: `${prefix}-nobody` },
    });
    expect(missing).toMatchObject({ status: 404, body: { error: 'User does not exist' } });
    const clash = await createTenant(facts, admin, {
      name: tenantName('Clash'),
      admin: { kind: 'invite', username: taken.toUpperCase(), email: 'a@example.com', name: 'A' },
    });
    expect(clash.status).toBe(409);
    expect((clash.body as { error: string }).error).toContain('choose it as an existing account');
    const noUsername = await createTenant(facts, admin, {
      name: tenantName('Apostrophe'),
      admin: { kind: 'invite', email: `o'${prefix}@example.com`, name: 'A' },
    });
    expect(noUsername.status).toBe(400);
    expect(stateChanges(before, await snapshotState(facts))).toEqual([]);
  });
});

describe('who may list and onboard tenants', () => {
  it('refuses everyone but a system admin, and a system admin on any but a SYSTEM unit (403)', async () => {
    const owner = await account('refused');
    const body = { name: tenantName('Refused'), admin: { kind: 'existing', username: owner } };
    const callers: [string, string, string][] = [
      ['ROOT admin', await callerWith(facts, { [ROOT_UNIT_ID]: ['admin'] }), ROOT_UNIT_ID],
      [
        'SYSTEM unit admin',
        await callerWith(facts, { [SYSTEM_UNIT_ID]: ['admin'] }),
        SYSTEM_UNIT_ID,
      ],
      [
        'SYSTEM unit member',
        await callerWith(facts, { [SYSTEM_UNIT_ID]: ['user'] }),
        SYSTEM_UNIT_ID,
      ],
      ['system admin on a ROOT unit', admin, ROOT_UNIT_ID],
      ['system admin on a child unit', admin, 'ou-sales'],
      ['system admin on no unit', admin, `ou-${prefix}-nowhere`],
    ];
    const before = await snapshotState(facts);
    for (const [label, token, ouid] of callers) {
      const posted = await createTenant(facts, token, body, { ouid });
      const listed = await listTenants(facts, token, { ouid });
      expect({ label, posted: posted.status, listed: listed.status }).toEqual({
        label,
        posted: 403,
        listed: 403,
      });
      if (token !== admin) expect(posted.body).toEqual(FORBIDDEN);
    }
    const noHeader = await callApi(facts, '/tenant', { token: admin });
    expect(noHeader.status).toBe(400);
    expect(stateChanges(before, await snapshotState(facts))).toEqual([]);
  });
});
