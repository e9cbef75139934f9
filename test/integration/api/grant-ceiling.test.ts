/**
 * Issue 39 §3, the grant ceiling: on a tree ROOT → A → B → C of a tenant of its own, the ROOT
 * admin sets `grantable` on ROOT (two levels above B) and locks it. An admin of B may grant what
 * it allows and is refused the rest (403 naming the rule and the ROOT unit, nothing written), and
 * cannot lift it; the ROOT admin and a system admin are not bound; without a ceiling nothing
 * changes. Also: org roles only on covered units, never roles on a SYSTEM unit or `system=admin`
 * unless a system admin.
 */
import { createUser, signIn } from '../support/accounts';
import { activate, deployArtifact, newUnit } from '../support/config-fixture';
import { saveConfig, setLock } from '../support/config-versions-api';
import { adminToken } from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';
import { createdTenant, createTenant, SYSTEM_UNIT } from '../support/tenants-api';
import {
  accountWith,
  call,
  personFor,
  signedUpPerson,
  storedAuditOf,
  storedUser,
  type TestAccount,
  uniqueUsername,
  USER_PASSWORD,
} from '../support/users-api';

const { facts } = sharedPlatform();
jest.setTimeout(30_000);

type Unit = { id: string; chain: string };

const GRANTABLE = {
  orgRoles: ['user'],
  applications: [{ appId: 'ticketapp', roles: ['agent'] }],
};

let systemAdmin: string;
let rootAdmin: TestAccount;
let tenantName: string;
let root: Unit;
let a: Unit;
let b: Unit;
let c: Unit;
let bAdmin: TestAccount;

async function ownCore(token: string, ouid: string, config: unknown) {
  const saved = await saveConfig(facts, token, ouid, 'core', { config });
  if (saved.status !== 201) throw new Error(`save: ${JSON.stringify(saved.body)}`);
  const { Key, ETag } = (saved.body as { data: { Key: string; ETag: string } }).data;
  return activate(facts, token, ouid, 'core', { key: Key, identifier: 'core', ETag });
}

const ceilingMessage = (grant: string, allowed: string) =>
  `The role "${grant}" cannot be granted here: the grant ceiling set on ${tenantName} allows ${allowed}`;

function addTo(token: string, unit: Unit, username: string, role: string, actingUnit = unit) {
  return call(facts, token, 'POST', '/orguser', {
    ouid: actingUnit.id,
    body: { ...personFor(username), roles: [`${unit.id}=${role}`] },
  });
}

/** A refused call leaves the person's items and the granter's audit records as they were. */
async function refusedWithoutWrites(
  granter: TestAccount,
  username: string,
  send: () => Promise<{ status: number; body: unknown }>,
) {
  const [items, audits] = await Promise.all([
    storedUser(facts, username),
    storedAuditOf(facts, granter.username),
  ]);
  const answer = await send();
  expect(await storedUser(facts, username)).toEqual(items);
  expect(await storedAuditOf(facts, granter.username)).toHaveLength(audits.length);
  return answer;
}

beforeAll(async () => {
  systemAdmin = await adminToken(facts);
  const owner = uniqueUsername('ceiling-root');
  await createUser(facts, owner, USER_PASSWORD);
  tenantName = `Ceiling tenant ${owner.slice(-8)}`;
  const tenant = createdTenant(
    await createTenant(facts, systemAdmin, {
      name: tenantName,
      admin: { kind: 'existing', username: owner },
    }),
  );
  rootAdmin = { username: owner, token: (await signIn(facts, owner, USER_PASSWORD)).idToken };
  root = { id: tenant.identifier, chain: tenant.identifier };
  a = await newUnit(facts, rootAdmin.token, root);
  b = await newUnit(facts, rootAdmin.token, a);
  c = await newUnit(facts, rootAdmin.token, b);
  bAdmin = await accountWith(facts, { [b.id]: ['admin'] });
});

describe('without a ceiling', () => {
  it('an admin below grants any role the unit offers, as before', async () => {
    const person = await signedUpPerson(facts, 'free');
    expect((await addTo(bAdmin.token, c, person.username, 'admin')).status).toBe(201);
  });
});

describe('a ceiling set on ROOT and locked there', () => {
  beforeAll(async () => {
    expect((await ownCore(rootAdmin.token, root.id, { grantable: GRANTABLE })).status).toBe(200);
    expect((await setLock(facts, rootAdmin.token, root.id, 'core', 'grantable', true)).status).toBe(
      200,
    );
  });

  it('lets an admin of B grant the allowed org role', async () => {
    const person = await signedUpPerson(facts, 'allowed');
    const answer = await addTo(bAdmin.token, b, person.username, 'user');
    expect(answer).toMatchObject({ status: 201, body: { data: { roles: [`${b.id}=user`] } } });
  });

  it('refuses them another role (403 naming the rule and ROOT) and writes nothing', async () => {
    const person = await signedUpPerson(facts, 'beyond');
    for (const unit of [b, c]) {
      const answer = await refusedWithoutWrites(bAdmin, person.username, () =>
        addTo(bAdmin.token, unit, person.username, 'admin', b),
      );
      expect(answer).toMatchObject({
        status: 403,
        body: { error: ceilingMessage('admin', 'user') },
      });
    }
    expect(Object.keys(await storedUser(facts, person.username))).toEqual([]);
  });

  it('refuses a role change beyond it, and lets a rename keep a role held', async () => {
    const person = await signedUpPerson(facts, 'change');
    expect((await addTo(rootAdmin.token, b, person.username, 'admin')).status).toBe(201);
    const put = (roles: string[], version: number, name?: string) =>
      call(facts, bAdmin.token, 'PUT', `/orguser/${person.username}`, {
        ouid: b.id,
        body: { roles, version, ...(name ? { name } : {}) },
      });
    // Keeping `admin` (granted from above) grants nothing new.
    expect((await put([`${b.id}=admin`], 1, 'Renamed Person')).status).toBe(200);
    expect((await put([`${b.id}=user`], 2)).status).toBe(200);
    const answer = await refusedWithoutWrites(bAdmin, person.username, () =>
      put([`${b.id}=admin`], 3),
    );
    expect(answer).toMatchObject({ status: 403, body: { error: ceilingMessage('admin', 'user') } });
  });

  it('binds application roles likewise: listed roles only, unlisted applications not at all', async () => {
    const person = await signedUpPerson(facts, 'apps');
    expect((await addTo(bAdmin.token, b, person.username, 'user')).status).toBe(201);
    const give = (appId: string, roles: string[]) =>
      call(facts, bAdmin.token, 'POST', '/appuser', {
        ouid: b.id,
        body: { username: person.username, ouid: b.id, appId, roles },
      });
    expect((await give('ticketapp', ['agent'])).status).toBe(201);
    const manager = await refusedWithoutWrites(bAdmin, person.username, () =>
      give('ticketapp', ['agent', 'manager']),
    );
    expect(manager).toMatchObject({
      status: 403,
      body: { error: ceilingMessage('ticketapp:manager', 'agent') },
    });
    const other = await refusedWithoutWrites(bAdmin, person.username, () =>
      give('courseapp', ['admin']),
    );
    expect(other).toMatchObject({
      status: 403,
      body: { error: ceilingMessage('courseapp:admin', 'no role') },
    });
  });

  it('cannot be lifted below: saving or activating grantable on B is refused', async () => {
    const lifted = { grantable: { orgRoles: ['admin', 'user'] } };
    const locked = `The key "grantable" is locked on ${tenantName}; units below it cannot override it`;
    const saved = await saveConfig(facts, bAdmin.token, b.id, 'core', { config: lifted });
    expect(saved).toMatchObject({ status: 403, body: { error: locked } });
    const key = `${b.id}/ceiling-test/core.json`;
    const ETag = await deployArtifact(facts, key, lifted);
    const activated = await activate(facts, bAdmin.token, b.id, 'core', {
      key,
      identifier: 'core',
      ETag,
    });
    expect(activated).toMatchObject({ status: 403, body: { error: locked } });
    const person = await signedUpPerson(facts, 'still');
    expect((await addTo(bAdmin.token, b, person.username, 'admin')).status).toBe(403);
  });

  it('does not bind the ROOT admin nor a system admin', async () => {
    for (const token of [rootAdmin.token, systemAdmin]) {
      const person = await signedUpPerson(facts, 'above');
      expect((await addTo(token, c, person.username, 'admin', b)).status).toBe(201);
    }
  });
});

describe('what no admin below may grant', () => {
  it('org roles only on units the granter covers', async () => {
    const person = await signedUpPerson(facts, 'outside');
    for (const [unit, acting] of [
      [a, b],
      [a, a],
      [root, root],
    ] as const) {
      const answer = await refusedWithoutWrites(bAdmin, person.username, () =>
        addTo(bAdmin.token, unit, person.username, 'user', acting),
      );
      expect(answer.status).toBe(403);
    }
  });

  it('never system=admin, nor a role on a SYSTEM unit unless a system admin', async () => {
    const person = await signedUpPerson(facts, 'system');
    const systemGrant = await refusedWithoutWrites(rootAdmin, person.username, () =>
      call(facts, rootAdmin.token, 'POST', '/orguser', {
        ouid: root.id,
        body: { ...personFor(person.username), roles: ['system=admin'] },
      }),
    );
    expect(systemGrant.status).toBe(403);

    // An admin of the SYSTEM unit who is not a system admin grants nothing there.
    const systemUnitAdmin = await accountWith(facts, { [SYSTEM_UNIT]: ['admin'] });
    const onSystem = await refusedWithoutWrites(systemUnitAdmin, person.username, () =>
      call(facts, systemUnitAdmin.token, 'POST', '/orguser', {
        ouid: SYSTEM_UNIT,
        body: { ...personFor(person.username), roles: [`${SYSTEM_UNIT}=user`] },
      }),
    );
    expect(onSystem).toMatchObject({
      status: 403,
      body: { error: 'Only a system admin grants roles on a SYSTEM unit' },
    });
  });
});
