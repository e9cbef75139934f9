/**
 * Issue 10 §3: application roles are real. An application role is granted only for an
 * application the unit's active configs define, only with roles it defines (400 naming the
 * allowed values); role names, app ids and unit ids never carry the policy separators, in the
 * API and in config artifacts; and no stored role can turn a claim into `system=admin`.
 */
import { parsePolicies, isSystemAdmin } from '../../../lambdas/domain/policies';
import { addMembership, claimsOf, createUser, signIn } from '../support/accounts';
import { activate, deployArtifact, newUnit, VALID_CORE_CONFIG } from '../support/config-fixture';
import { adminToken } from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';
import { snapshotState, stateChanges } from '../support/snapshot-state';
import {
  accountWith,
  call,
  signedUpPerson,
  type TestAccount,
  uniqueUsername,
  USER_PASSWORD,
} from '../support/users-api';

const { facts } = sharedPlatform();
// Several cases compare whole-table snapshots around each refused call: seconds on a busy machine.
jest.setTimeout(30_000);
let admin: string;
let salesAdmin: TestAccount;
let member: string;

beforeAll(async () => {
  admin = await adminToken(facts);
  salesAdmin = await accountWith(facts, { 'ou-sales': ['admin'] });
  const person = await signedUpPerson(facts, 'appmember');
  const added = await call(facts, salesAdmin.token, 'POST', '/orguser', {
    ouid: 'ou-sales',
    body: { ...person, roles: ['ou-sales=user'] },
  });
  expect(added.status).toBe(201);
  member = person.username;
});

const give = (body: Record<string, unknown>) =>
  call(facts, salesAdmin.token, 'POST', '/appuser', {
    ouid: 'ou-sales',
    body: { username: member, ouid: 'ou-sales', ...body },
  });

async function refusedWithoutChange(body: Record<string, unknown>): Promise<string> {
  const before = await snapshotState(facts);
  const answer = await give(body);
  expect(answer.status).toBe(400);
  expect(stateChanges(before, await snapshotState(facts))).toEqual([]);
  return (answer.body as { error: string }).error;
}

describe('POST /appuser', () => {
  it.each(['null', 'constructor', 'toString', 'hasOwnProperty', 'a0001', 'core'])(
    'refuses the application %j, naming the applications of the unit',
    async (appId) => {
      const error = await refusedWithoutChange({ appId, roles: ['admin'] });
      expect(error).toBe(
        `'${appId}' is not an application of unit ou-sales; allowed applications: ticketapp, courseapp, approvals`,
      );
    },
  );

  it.each(['__proto__', '', 'a:b', 'a;b', 'x'.repeat(65)])(
    'refuses the application id %j as malformed',
    async (appId) => {
      const error = await refusedWithoutChange({ appId, roles: ['admin'] });
      expect(error).toMatch(/^Invalid request body: appId: /);
    },
  );

  it('refuses a role the application does not define, naming its roles', async () => {
    const error = await refusedWithoutChange({ appId: 'ticketapp', roles: ['admin'] });
    expect(error).toBe(
      "Role 'admin' does not exist in application ticketapp; allowed roles: agent, manager, ticketadmin",
    );
  });

  it.each([['user;system=admin'], ['agent,system=admin'], ['agent=x'], ['a:b'], ['agent\n']])(
    'refuses the role %j (policy separators, control characters)',
    async (role) => {
      const error = await refusedWithoutChange({ appId: 'ticketapp', roles: [role] });
      expect(error).toMatch(/^Invalid request body: roles\.0: /);
    },
  );

  it('grants a defined role, and the default roles of a listed application without a config', async () => {
    expect((await give({ appId: 'ticketapp', roles: ['agent', 'manager'] })).status).toBe(201);
    expect((await give({ appId: 'courseapp', roles: ['user'] })).status).toBe(201);
    const { idToken } = await signIn(facts, member, USER_PASSWORD);
    expect(String(claimsOf(idToken).appPolicies).split(';').sort()).toEqual([
      'ou-sales:courseapp=user',
      'ou-sales:ticketapp=agent,manager',
    ]);
  });
});

describe('config artifacts', () => {
  it.each([
    [
      'an application role with separators',
      'crafted',
      { roles: [{ value: 'user;system=admin', name: 'X' }] },
    ],
    [
      'a core config whose org role holds a separator',
      'core',
      { ...VALID_CORE_CONFIG, roles: [{ value: 'admin,system=admin', name: 'Admin' }] },
    ],
    [
      'a core config whose application id holds a separator',
      'core',
      { ...VALID_CORE_CONFIG, applications: [{ id: 'x:y', name: 'X' }] },
    ],
    ['a blank role name', 'blankname', { roles: [{ value: 'agent', name: '   ' }] }],
  ])('refuses on activation %s, with a clear message', async (_what, identifier, config) => {
    const unit = await newUnit(facts, admin);
    const key = `${unit.id}/${identifier}.json`;
    const eTag = await deployArtifact(facts, key, config);
    const before = await snapshotState(facts);
    const answer = await activate(facts, admin, unit.id, identifier, {
      key,
      identifier,
      ETag: eTag,
    });
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toMatch(
      /^The deployed config is not a valid config: (roles|applications)\.0\.(value|id|name): /,
    );
    expect(stateChanges(before, await snapshotState(facts))).toEqual([]);
  });
});

describe('a crafted role stored before these checks', () => {
  it('never turns a claim into system=admin', async () => {
    const username = uniqueUsername('crafted');
    await createUser(facts, username, USER_PASSWORD);
    await addMembership(facts, username, 'ou-sales', ['user;system=admin']);
    await addMembership(facts, username, 'ou-engineering', ['user']);
    const claims = claimsOf((await signIn(facts, username, USER_PASSWORD)).idToken);
    expect(claims.policies).toBe('ou-engineering=user');
    expect(isSystemAdmin(parsePolicies(String(claims.policies)))).toBe(false);
  });
});
