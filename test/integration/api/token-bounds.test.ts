/**
 * Issue 10 §3: everything that ends up in a token is bounded. A user filled through the API to
 * every bound (org memberships, application roles, the policy claims budget) of the longest unit
 * ids and username the schemas allow still gets an ID token under 8 kB, uses the API with it,
 * and can still be edited and deleted.
 */
import { orgunitRecord } from '../../../lambdas/domain/record-builders';
import {
  MAX_APP_MEMBERSHIPS_PER_USER,
  MAX_MEMBERSHIPS_PER_USER,
} from '../../../lambdas/domain/records';
import { POLICY_CLAIMS_BUDGET } from '../../../lambdas/domain/token-claims';
import { claimsOf, createUser, signIn, writeTableItems } from '../support/accounts';
import { adminToken } from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';
import { call, storedUser, USER_PASSWORD } from '../support/users-api';

const { facts } = sharedPlatform();
const ID_TOKEN_LIMIT = 8 * 1024;
const UNITS = MAX_MEMBERSHIPS_PER_USER + 5;

/** Units of the longest id (64 characters) under ou-root, written straight into the table. */
async function writeLongIdUnits(prefix: string): Promise<string[]> {
  const ids = Array.from({ length: UNITS }, (_, index) =>
    `ou-${prefix}-${String(index).padStart(3, '0')}-`.padEnd(64, 'x'),
  );
  const items = ids.map((id) =>
    orgunitRecord({
      identifier: id,
      ouidChain: `ou-root/${id}`,
      type: 'ORGUNIT',
      name: `Bound ${id.slice(0, 20)}`,
      description: '',
      emailId: '',
      mobile: '',
      markedForDeletion: false,
      createdBy: 'token-bounds',
      createdDate: '2026-03-01T00:00:00.000Z',
      lastModifiedDate: '2026-03-01T00:00:00.000Z',
      version: 1,
    }),
  );
  await writeTableItems(facts, items);
  return ids;
}

it('keeps the ID token of a user filled to every bound under 8 kB; the user stays editable and deletable', async () => {
  const admin = await adminToken(facts);
  const prefix = `tb${Date.now().toString(36)}`;
  const units = await writeLongIdUnits(prefix);
  const username = `${prefix}-`.padEnd(128, 'u');
  const email = `${username.slice(0, 60)}@${'e'.repeat(60)}.example.com`;
  await createUser(facts, username, USER_PASSWORD, email);
  const person = { name: 'N'.repeat(200), username, email, phone_number: '+919876543210' };

  const join = (ouid: string) =>
    call(facts, admin, 'POST', '/orguser', { ouid, body: { ...person, roles: [`${ouid}=admin`] } });
  const grantApp = (ouid: string) =>
    call(facts, admin, 'POST', '/appuser', {
      ouid,
      body: { username, ouid, appId: 'ticketapp', roles: ['agent', 'manager', 'ticketadmin'] },
    });
  // Join the units one by one; after each, take application roles in every unit joined so far;
  // until the API refuses both.
  const joined: string[] = [];
  let appRoles = 0;
  const refusals: { join?: unknown; app?: unknown } = {};
  for (const ouid of units) {
    if (!refusals.join) {
      const answer = await join(ouid);
      if (answer.status === 201) joined.push(ouid);
      else refusals.join = answer;
    }
    while (!refusals.app && appRoles < joined.length) {
      const answer = await grantApp(joined[appRoles] as string);
      if (answer.status === 201) appRoles += 1;
      else refusals.app = answer;
    }
    if (refusals.join && refusals.app) break;
  }
  const memberships = joined.length;
  // Full: no further unit can be joined, and every joined unit holds application roles unless
  // the API refused more of them.
  expect(refusals.join).toMatchObject({ status: 409 });
  if (refusals.app === undefined) expect(appRoles).toBe(memberships);
  else expect(refusals.app).toMatchObject({ status: 409 });
  expect(appRoles).toBeGreaterThan(0);
  expect(memberships).toBeLessThanOrEqual(MAX_MEMBERSHIPS_PER_USER);
  expect(appRoles).toBeLessThanOrEqual(MAX_APP_MEMBERSHIPS_PER_USER);

  const { idToken } = await signIn(facts, username, USER_PASSWORD);
  expect(idToken.length).toBeLessThan(ID_TOKEN_LIMIT);
  const claims = claimsOf(idToken);
  const claimsLength = ['policies', 'appPolicies', 'teamPolicies']
    .map((name) => String(claims[name] ?? '').length)
    .reduce((sum, length) => sum + length, 0);
  expect(claimsLength).toBeLessThanOrEqual(POLICY_CLAIMS_BUDGET);
  expect(String(claims.policies).split(';')).toHaveLength(memberships);
  expect(String(claims.appPolicies).split(';')).toHaveLength(appRoles);

  const own = await call(facts, idToken, 'GET', `/userprofile/${username}`);
  expect(own.status).toBe(200);
  const version = (own.body as { data: { version: number } }).data.version;
  const renamed = await call(facts, admin, 'PUT', `/userprofile/${username}/details`, {
    body: { name: 'Still Editable', version },
  });
  expect(renamed.status).toBe(200);
  const roleChanged = await call(facts, admin, 'PUT', `/orguser/${username}`, {
    ouid: units[0],
    body: { roles: [`${units[0]}=user`], version: version + 1 },
  });
  expect(roleChanged.status).toBe(200);
  const appRemoved = await call(facts, admin, 'DELETE', `/appuser/${username}`, {
    ouid: units[0],
    headers: { 'x-appid': 'ticketapp' },
  });
  expect(appRemoved.status).toBe(200);

  const deleted = await call(facts, admin, 'DELETE', `/userprofile/${username}`, {
    ouid: 'ou-system',
  });
  expect(deleted).toMatchObject({ status: 200, body: { data: { deleted: true } } });
  expect(await storedUser(facts, username)).toEqual({});
}, 120_000);
