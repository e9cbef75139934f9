/**
 * Issue 10 §2: adding a user to my unit gives me no reach outside it. A unit admin changes the
 * membership role there; the person's name and phone change only by the user themself, a system
 * admin, or an admin who covers every unit the user belongs to.
 */
import { signIn } from '../support/accounts';
import { adminToken } from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';
import { snapshotState, stateChanges } from '../support/snapshot-state';
import {
  accountWith,
  call,
  signedUpPerson,
  storedUser,
  type TestAccount,
  USER_PASSWORD,
} from '../support/users-api';

const { facts } = sharedPlatform();
const LOCKED =
  "Only the user, a system admin, or an admin of every unit the user belongs to can change the user's name or phone";
let admin: string;
let engineeringAdmin: TestAccount;
let rootAdmin: TestAccount;

beforeAll(async () => {
  admin = await adminToken(facts);
  [engineeringAdmin, rootAdmin] = await Promise.all([
    accountWith(facts, { 'ou-engineering': ['admin'] }),
    accountWith(facts, { 'ou-root': ['admin'] }),
  ]);
});

/** A user of ou-sales (added by the system admin) whom the engineering admin then adds too. */
async function salesUserJoinedToEngineering() {
  const person = await signedUpPerson(facts, 'shared');
  const added = await call(facts, admin, 'POST', '/orguser', {
    ouid: 'ou-sales',
    body: { ...person, roles: ['ou-sales=user'] },
  });
  expect(added.status).toBe(201);
  const joined = await call(facts, engineeringAdmin.token, 'POST', '/orguser', {
    ouid: 'ou-engineering',
    body: { ...person, roles: ['ou-engineering=user'] },
  });
  expect(joined.status).toBe(201);
  return person;
}

const orgUser = async (token: string, ouid: string, username: string) =>
  (await call(facts, token, 'GET', `/orguser/${username}`, { ouid })).body as {
    data: { version: number; name: string; canEditDetails: boolean };
  };

describe('an admin of one of the user’s units', () => {
  it('may not rename them (403 with the reason), nothing changes anywhere', async () => {
    const person = await salesUserJoinedToEngineering();
    const { data } = await orgUser(engineeringAdmin.token, 'ou-engineering', person.username);
    expect(data.canEditDetails).toBe(false);
    const before = await snapshotState(facts);
    const renamed = await call(
      facts,
      engineeringAdmin.token,
      'PUT',
      `/orguser/${person.username}`,
      {
        ouid: 'ou-engineering',
        body: { name: 'Hijacked', version: data.version },
      },
    );
    expect(renamed).toMatchObject({ status: 403, body: { error: LOCKED } });
    const details = await call(
      facts,
      engineeringAdmin.token,
      'PUT',
      `/userprofile/${person.username}/details`,
      { ouid: 'ou-engineering', body: { phone_number: '+15550199', version: data.version } },
    );
    expect(details).toMatchObject({ status: 403, body: { error: LOCKED } });
    expect(stateChanges(before, await snapshotState(facts))).toEqual([]);
  });

  it('still changes the role in their unit, and the name stays the person’s', async () => {
    const person = await salesUserJoinedToEngineering();
    const { data } = await orgUser(engineeringAdmin.token, 'ou-engineering', person.username);
    const changed = await call(
      facts,
      engineeringAdmin.token,
      'PUT',
      `/orguser/${person.username}`,
      {
        ouid: 'ou-engineering',
        body: { name: person.name, roles: ['ou-engineering=admin'], version: data.version },
      },
    );
    expect(changed.status).toBe(200);
    const stored = await storedUser(facts, person.username);
    expect(stored['MEMBER#ou-engineering']).toMatchObject({ roles: ['admin'], name: person.name });
    expect(stored['MEMBER#ou-sales']).toMatchObject({ roles: ['user'], name: person.name });
  });
});

describe('who may change a person’s name and phone', () => {
  it('an admin covering every unit of the user renames them everywhere', async () => {
    const person = await salesUserJoinedToEngineering();
    const { data } = await orgUser(rootAdmin.token, 'ou-root', person.username);
    expect(data.canEditDetails).toBe(true);
    const renamed = await call(facts, rootAdmin.token, 'PUT', `/orguser/${person.username}`, {
      ouid: 'ou-root',
      body: { name: 'Renamed By Root', roles: ['ou-sales=admin'], version: data.version },
    });
    expect(renamed.status).toBe(200);
    const stored = await storedUser(facts, person.username);
    for (const sk of ['PROFILE', 'MEMBER#ou-sales', 'MEMBER#ou-engineering']) {
      expect(stored[sk]).toMatchObject({ name: 'Renamed By Root' });
    }
  });

  it('the user themself changes name and phone with PUT /userprofile/{username}/details', async () => {
    const person = await salesUserJoinedToEngineering();
    const token = (await signIn(facts, person.username, USER_PASSWORD)).idToken;
    const own = (await call(facts, token, 'GET', `/userprofile/${person.username}`)).body as {
      data: { version: number; canEditDetails: boolean };
    };
    expect(own.data.canEditDetails).toBe(true);
    const changed = await call(facts, token, 'PUT', `/userprofile/${person.username}/details`, {
      body: { name: '  Own Name  ', phone_number: '+919876543210', version: own.data.version },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      data: { name: 'Own Name', phone_number: '+919876543210', version: own.data.version + 1 },
    });
    const stored = await storedUser(facts, person.username);
    expect(stored['MEMBER#ou-sales']).toMatchObject({
      name: 'Own Name',
      phone_number: '+919876543210',
    });
    const stale = await call(facts, token, 'PUT', `/userprofile/${person.username}/details`, {
      body: { name: 'Again', version: own.data.version },
    });
    expect(stale.status).toBe(409);
  });

  it('a system admin may; an admin who reaches none of the user’s units gets the plain 403', async () => {
    const person = await signedUpPerson(facts, 'solo');
    await call(facts, admin, 'POST', '/orguser', {
      ouid: 'ou-sales',
      body: { ...person, roles: ['ou-sales=user'] },
    });
    const outsider = await call(
      facts,
      engineeringAdmin.token,
      'PUT',
      `/userprofile/${person.username}/details`,
      { body: { name: 'Nope', version: 1 } },
    );
    expect(outsider).toMatchObject({
      status: 403,
      body: { error: "You don't have permission to this action." },
    });
    const bySystem = await call(facts, admin, 'PUT', `/userprofile/${person.username}/details`, {
      body: { name: 'Set By System', version: 1 },
    });
    expect(bySystem.status).toBe(200);
  });

  it('refuses a blank name with a 400 that names the field', async () => {
    const person = await signedUpPerson(facts, 'blank');
    await call(facts, admin, 'POST', '/orguser', {
      ouid: 'ou-sales',
      body: { ...person, roles: ['ou-sales=user'] },
    });
    for (const name of [' ', '\t', '\u00a0', '\u200b']) {
      const answer = await call(facts, admin, 'PUT', `/userprofile/${person.username}/details`, {
        body: { name, version: 2 },
      });
      expect(answer.status).toBe(400);
      expect((answer.body as { error: string }).error).toMatch(/name must not be blank/);
    }
  });
});
