/** GET /tenant: the tenants (ROOT units, not SYSTEM units) with their unit and user counts, paged. */
import { randomUUID } from 'node:crypto';

import { ROOT_UNIT_ID, SEED_UNITS, SYSTEM_UNIT_ID } from '../../../local/seed-data';
import { createUser, signIn } from '../support/accounts';
import { adminToken, newUnitUnder } from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';
import {
  allTenants,
  createdTenant as created,
  createTenant,
  listTenants,
} from '../support/tenants-api';
import { call, signedUpPerson, USER_PASSWORD } from '../support/users-api';

const { facts } = sharedPlatform();

let admin: string;
let prefix: string;

beforeAll(async () => {
  admin = await adminToken(facts);
  prefix = `tl${randomUUID().slice(0, 8)}`;
});

const tenantName = (label: string) => `${prefix} ${label}`;

async function account(label: string): Promise<string> {
  const username = `${prefix}-${label}`;
  await createUser(facts, username, USER_PASSWORD);
  return username;
}

describe('GET /tenant', () => {
  it('lists the tenants, not the SYSTEM unit, with unit and distinct user counts', async () => {
    const owner = await account('counted');
    const tenant = created(
      await createTenant(facts, admin, {
        name: tenantName('Counted'),
        admin: { kind: 'existing', username: owner },
      }),
    );
    const root = { id: tenant.identifier, chain: tenant.identifier };
    const branch = await newUnitUnder(facts, admin, root);
    await newUnitUnder(facts, admin, branch);
    // The owner joins a second unit of the tenant (counted once), and another user joins it.
    const person = await signedUpPerson(facts, prefix);
    for (const user of [
      { ...person },
      { name: 'Owner', username: owner, email: `${owner}@example.com` },
    ]) {
      const joined = await call(facts, admin, 'POST', '/orguser', {
        ouid: branch.id,
        body: { ...user, role: 'user' },
      });
      expect(joined.status).toBe(201);
    }

    const { items, pages } = await allTenants(facts, admin, 1);
    expect(pages).toBeGreaterThan(1);
    const ids = items.map((item) => item.identifier);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([ROOT_UNIT_ID, tenant.identifier]));
    expect(ids).not.toContain(SYSTEM_UNIT_ID);
    expect(items.find((item) => item.identifier === tenant.identifier)).toMatchObject({
      name: tenantName('Counted'),
      unitCount: 3,
      userCount: 2,
    });

    // An approved deletion takes the branch, its child and the person who belonged only there out.
    const ownerToken = (await signIn(facts, owner, USER_PASSWORD)).idToken;
    const requested = await call(facts, ownerToken, 'DELETE', `/orgunit/${branch.id}`, {
      ouid: root.id,
    });
    expect(requested.status).toBeLessThan(300);
    const approved = await call(facts, admin, 'POST', `/orgunit/${branch.id}/deletion/approve`, {
      ouid: root.id,
      body: {},
    });
    expect(approved.status).toBe(200);
    const after = await allTenants(facts, admin, 50);
    expect(after.items.find((item) => item.identifier === tenant.identifier)).toMatchObject({
      unitCount: 1,
      userCount: 1,
    });

    const seeded = SEED_UNITS.filter((unit) => unit.ouidChain.split('/')[0] === ROOT_UNIT_ID);
    expect(
      items.find((item) => item.identifier === ROOT_UNIT_ID)?.unitCount,
    ).toBeGreaterThanOrEqual(seeded.length);
  });

  it('refuses a page size over 50 and a forged page token (400)', async () => {
    expect((await listTenants(facts, admin, { query: '?limit=51' })).status).toBe(400);
    const forged = Buffer.from(JSON.stringify({ PK: 'OU#ou-sales', SK: 'OU' })).toString(
      'base64url',
    );
    expect((await listTenants(facts, admin, { query: `?nextToken=${forged}` })).status).toBe(400);
  });
});
