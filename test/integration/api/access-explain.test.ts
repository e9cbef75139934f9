/**
 * GET /access/explain (issue 39 §1) against DynamoDB Local, through the access handler and, for
 * each refusal rule, the real handler of the route the rule refuses: the explainer names the rule
 * and answers what the API answers. Then who may ask, and that nobody learns of units they do not
 * cover.
 */
import { PLATFORM_UNIT_ID } from '../../../lambdas/domain/units';
import type { Policy } from '../../../lambdas/domain/policies';
import type { ExplainAnswer, ExplainResult } from '../../../lambdas/domain/schemas/access';
import {
  accessTable,
  type AccessTable,
  type Answer,
  callAs,
  coreConfigItem,
  explainAs,
  personItems,
  testUnit,
  unitItem,
} from '../support/access-fixture';

jest.setTimeout(60_000);

const root = testUnit('ax-root', 'ROOT');
const sales = testUnit('ax-sales', 'ORGUNIT', root);
const east = testUnit('ax-east', 'ORGUNIT', sales);
const support = testUnit('ax-support', 'ORGUNIT', root);
const gone = testUnit('ax-gone', 'ORGUNIT', root, 'ax-gone');
const goneChild = testUnit('ax-gone-child', 'ORGUNIT', gone, 'ax-gone');
const system = testUnit(PLATFORM_UNIT_ID, 'SYSTEM');
const UNITS = new Map([root, sales, east, support, gone, goneChild, system].map((u) => [u.id, u]));

const PEOPLE: Record<string, Policy[]> = {
  'ax-rootadmin': [{ ouid: root.id, roles: ['admin'] }],
  'ax-salesadmin': [{ ouid: sales.id, roles: ['admin'] }],
  'ax-salesuser': [{ ouid: sales.id, roles: ['user'] }],
  'ax-eastuser': [{ ouid: east.id, roles: ['user'] }],
  'ax-supportuser': [{ ouid: support.id, roles: ['user'] }],
  'ax-multi': [
    { ouid: sales.id, roles: ['admin'] },
    { ouid: support.id, roles: ['user'] },
  ],
  'ax-sysadmin': [{ ouid: 'system', roles: ['admin'] }],
  'ax-nobody': [],
};

let table: AccessTable;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  table = await accessTable('access-explain');
  await table.write([
    ...[...UNITS.values()].map(unitItem),
    ...Object.entries(PEOPLE).flatMap(([username, policies]) =>
      personItems(username, policies, UNITS),
    ),
    // The tenant's admin lets admins below grant only `user` (the grant ceiling, §3).
    coreConfigItem(root.id, { grantable: { orgRoles: ['user'] } }),
  ]);
});

afterAll(async () => {
  await table?.drop();
  jest.restoreAllMocks();
});

function data(answer: Answer): ExplainAnswer {
  expect(answer.status).toBe(200);
  return answer.body.data as ExplainAnswer;
}

/** The one result of a question about the asker themselves. */
async function explainSelf(username: string, query: Record<string, string>) {
  return (data(await explainAs(username, query)).results[0] as ExplainResult) ?? fail('no result');
}

function refusalOf(result: ExplainResult) {
  return result.reasons.find((reason) => reason.kind === 'refusal');
}

/** The answer to an asker's question about another person's permission in a unit. */
async function explainOther(asker: string, unit: string, username: string, permission: string) {
  return data(await explainAs(asker, { unit, username, permission }));
}

/** The asker's own call of a route, acting in `unit`: as the explainer tells it, and as made. */
async function explainAndCall(username: string, unit: string, method: string, path: string) {
  const result = await explainSelf(username, { unit, method, path });
  const real = await callAs(username, method, path, { 'x-ouid': unit });
  return { result, status: real.status };
}

describe('each refusal rule, named as the API refuses', () => {
  it('unitDeleted: 404 for whoever knew the unit, 403 without its id for anyone else', async () => {
    const known = await explainSelf('ax-rootadmin', { unit: gone.id, permission: 'ViewOrgunit' });
    expect(known).toMatchObject({ decision: 'refused', status: 404 });
    expect(refusalOf(known)).toEqual({
      kind: 'refusal',
      rule: 'unitDeleted',
      unitId: gone.id,
      unitName: gone.name,
    });
    expect((await callAs('ax-rootadmin', 'GET', `/orgunit/${gone.id}`)).status).toBe(404);

    const outsider = await explainSelf('ax-supportuser', {
      unit: gone.id,
      permission: 'ViewOrgunit',
    });
    expect(outsider.status).toBe(403);
    expect(refusalOf(outsider)).toEqual({ kind: 'refusal', rule: 'noPolicyCoversUnit' });
    expect((await callAs('ax-supportuser', 'GET', `/orgunit/${gone.id}`)).status).toBe(403);
  });

  it('noPolicyCoversUnit: no unit id, and the unit itself is not shown', async () => {
    const answer = data(
      await explainAs('ax-salesuser', { unit: support.id, permission: 'ViewOrgunit' }),
    );
    expect(answer.unit).toBeNull();
    expect(answer.results[0]?.status).toBe(403);
    expect(answer.results[0]?.reasons).toEqual([{ kind: 'refusal', rule: 'noPolicyCoversUnit' }]);
    expect(answer.results[0]?.summary).toBe(
      'ax-salesuser may not ViewOrgunit: no policy of theirs covers this unit',
    );
    const real = await callAs('ax-salesuser', 'GET', `/orgunit/${support.id}`);
    expect(real.status).toBe(403);
  });

  it('systemAdminsOnly', async () => {
    const { result, status } = await explainAndCall(
      'ax-salesadmin',
      sales.id,
      'GET',
      '/userprofile',
    );
    expect(result).toMatchObject({ permission: 'ListUsers', status: 403 });
    expect(refusalOf(result)).toEqual({ kind: 'refusal', rule: 'systemAdminsOnly' });
    expect(status).toBe(403);
  });

  it('roleLacksPermission, with the policy that covers the unit by name', async () => {
    const result = await explainSelf('ax-salesuser', { unit: sales.id, permission: 'EditOrgunit' });
    expect(result.reasons).toEqual([
      {
        kind: 'policy',
        unitId: sales.id,
        unitName: sales.name,
        roles: ['user'],
        coversUnitId: sales.id,
      },
      { kind: 'roleClass', unitId: sales.id, roleClass: 'member' },
      { kind: 'requirement', permission: 'EditOrgunit', requirement: 'admin' },
      { kind: 'refusal', rule: 'roleLacksPermission', unitId: sales.id, unitName: sales.name },
    ]);
    const real = await callAs('ax-salesuser', 'PUT', `/orgunit/${sales.id}`, {
      'x-ouid': sales.id,
    });
    expect(real.status).toBe(403);
  });

  it('rootOnly', async () => {
    const plan = `/orgplan/${sales.id}`;
    const { result, status } = await explainAndCall('ax-salesadmin', sales.id, 'GET', plan);
    expect(refusalOf(result)).toMatchObject({ rule: 'rootOnly', unitId: sales.id });
    expect(status).toBe(403);
    const atRoot = await explainSelf('ax-rootadmin', { unit: root.id, permission: 'OrgPlan' });
    expect(atRoot.decision).toBe('allowed');
  });

  it('systemOnly', async () => {
    const { result, status } = await explainAndCall('ax-sysadmin', root.id, 'GET', '/tenant');
    expect(result.reasons[0]).toEqual({ kind: 'systemAdmin' });
    expect(refusalOf(result)).toMatchObject({ rule: 'systemOnly', unitId: root.id });
    expect(status).toBe(403);
    const fromSystem = await explainSelf('ax-sysadmin', {
      unit: system.id,
      permission: 'ManageTenants',
    });
    expect(fromSystem.decision).toBe('allowed');
  });

  it('targetOutsideActingUnit', async () => {
    const target = `/orgunit/${sales.id}`;
    const { result, status } = await explainAndCall('ax-multi', support.id, 'GET', target);
    expect(refusalOf(result)).toMatchObject({ rule: 'targetOutsideActingUnit', unitId: sales.id });
    expect(status).toBe(403);
  });

  it('grantCeiling: a grant beyond the ceiling set above, for an admin it binds', async () => {
    const beyond = await explainSelf('ax-salesadmin', {
      unit: sales.id,
      permission: 'CreateOrgUser',
      grant: 'admin',
    });
    expect(beyond).toMatchObject({ decision: 'refused', status: 403 });
    // Named to the person, as the API's own refusal names the unit that set the ceiling.
    expect(refusalOf(beyond)).toMatchObject({
      rule: 'grantCeiling',
      unitId: root.id,
      unitName: root.name,
    });
    expect(beyond.summary).toContain(`the grant ceiling set on ${root.name}`);
    // To an admin who does not cover that unit, by id only.
    const asked = data(
      await explainAs('ax-salesadmin', {
        unit: sales.id,
        username: 'ax-multi',
        permission: 'CreateOrgUser',
        grant: 'admin',
      }),
    ).results[0] as ExplainResult;
    expect(refusalOf(asked)).toEqual({
      kind: 'refusal',
      rule: 'grantCeiling',
      unitId: root.id,
      detail: expect.any(String),
    });
    const within = await explainSelf('ax-salesadmin', {
      unit: sales.id,
      permission: 'CreateOrgUser',
      grant: 'user',
    });
    expect(within.decision).toBe('allowed');
    // The tenant's own admin is above the ceiling's unit: not bound by it.
    const above = await explainSelf('ax-rootadmin', {
      unit: sales.id,
      method: 'POST',
      path: '/orguser',
      grant: 'admin',
    });
    expect(above.decision).toBe('allowed');
  });
});

describe('who may ask', () => {
  it('anyone about themselves (username left out or named)', async () => {
    const answer = data(
      await explainAs('ax-salesuser', { unit: sales.id, username: 'AX-SALESUSER' }),
    );
    expect(answer.unit).toEqual({ id: sales.id, name: sales.name, type: 'ORGUNIT' });
    const viewOrgunit = answer.results.find((result) => result.permission === 'ViewOrgunit');
    expect(viewOrgunit?.decision).toBe('allowed');
  });

  it('an admin covering the unit, about a member below it', async () => {
    const answer = await explainOther('ax-salesadmin', east.id, 'ax-eastuser', 'ViewOrgunit');
    expect(answer.username).toBe('ax-eastuser');
    expect(answer.results[0]).toMatchObject({ decision: 'allowed', status: 200 });
  });

  it.each([
    [
      'an admin about someone whose access does not touch the unit',
      'ax-salesadmin',
      { unit: sales.id, username: 'ax-supportuser' },
    ],
    [
      'a member asking about someone else',
      'ax-salesuser',
      { unit: sales.id, username: 'ax-eastuser' },
    ],
    [
      'an admin naming a route whose target unit they do not cover',
      'ax-salesadmin',
      { unit: sales.id, username: 'ax-eastuser', method: 'GET', path: `/orgunit/${support.id}` },
    ],
  ])('refuses %s', async (_case, asker, question) => {
    expect((await explainAs(asker, question)).status).toBe(403);
  });

  it('answers an unknown unit exactly as a unit the asker does not cover', async () => {
    const unknownOther = await explainAs('ax-salesadmin', {
      unit: 'ax-nowhere',
      username: 'ax-eastuser',
    });
    const uncoveredOther = await explainAs('ax-salesadmin', {
      unit: support.id,
      username: 'ax-eastuser',
    });
    expect(unknownOther).toEqual(uncoveredOther);
    expect(unknownOther.status).toBe(403);

    const unknownSelf = data(await explainAs('ax-salesuser', { unit: 'ax-nowhere' }));
    const uncoveredSelf = data(await explainAs('ax-salesuser', { unit: support.id }));
    expect(unknownSelf).toEqual(uncoveredSelf);
    expect(unknownSelf.unit).toBeNull();
  });

  it('lets a system admin ask about anyone, and a person without any policy is refused everywhere', async () => {
    const answer = await explainOther('ax-sysadmin', sales.id, 'ax-nobody', 'OrgHome');
    expect(answer.results[0]).toMatchObject({ decision: 'refused', status: 403 });
  });

  it('names a policy unit above what the asking admin covers by id only', async () => {
    const answer = await explainOther('ax-salesadmin', sales.id, 'ax-rootadmin', 'ViewOrgunit');
    expect(answer.results[0]?.reasons[0]).toEqual({
      kind: 'policy',
      unitId: root.id,
      roles: ['admin'],
      coversUnitId: sales.id,
    });
  });

  it('refuses a malformed question with 400', async () => {
    expect((await explainAs('ax-salesuser', { unit: 'bad id' })).status).toBe(400);
    expect((await explainAs('ax-salesuser', { unit: sales.id, method: 'GET' })).status).toBe(400);
    expect(
      (await explainAs('ax-salesuser', { unit: sales.id, method: 'GET', path: '/nowhere' })).status,
    ).toBe(400);
    expect((await explainAs('ax-salesuser', { unit: sales.id, permission: 'Nope' })).status).toBe(
      400,
    );
    const hostilePaths = [
      `/orgunit/${'x'.repeat(3000)}`,
      '/orgunit/..%2F..%2Fsecret',
      '/orgunit?parentOuId=../ax-root',
      '/orgunit/%E0%A4%A',
      'orgunit',
    ];
    for (const path of hostilePaths) {
      const answer = await explainAs('ax-salesuser', { unit: sales.id, method: 'GET', path });
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
    }
    const both = { unit: sales.id, permission: 'ViewOrgunit', method: 'GET', path: '/orgunit' };
    expect((await explainAs('ax-salesuser', both)).status).toBe(400);
  });
});
