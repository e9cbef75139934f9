/** GET /orgplan/{ouid} through the local gateway: the subtree as nested `{ id, subunits }`. */
import { orgplanRouteSchemas } from '../../../lambdas/domain/schemas/orgplan';
import type { OrgPlanNode } from '../../../lambdas/domain/schemas/orgplan';
import { callApi } from '../support/api';
import { callerWith, FORBIDDEN, newUnitUnder } from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';

const { facts } = sharedPlatform();

let rootAdmin: string;
let rootMember: string;
let salesAdmin: string;

beforeAll(async () => {
  rootAdmin = await callerWith(facts, { 'ou-root': ['admin'] });
  rootMember = await callerWith(facts, { 'ou-root': ['user'] });
  salesAdmin = await callerWith(facts, { 'ou-sales': ['admin'] });
});

async function plan(token: string, ouid: string, actingUnitId: string) {
  return callApi(facts, `/orgplan/${ouid}`, { token, headers: { 'x-ouid': actingUnitId } });
}

describe('GET /orgplan/{ouid}', () => {
  it('gives an admin of the ROOT unit the whole seeded tree', async () => {
    const answer = await plan(rootAdmin, 'ou-root', 'ou-root');
    expect(answer.status).toBe(200);
    const tree = orgplanRouteSchemas['GET /orgplan/{ouid}']!.response.parse(
      answer.body,
    ) as OrgPlanNode;
    expect(tree.id).toBe('ou-root');
    expect(tree.subunits['ou-engineering']).toMatchObject({ id: 'ou-engineering' });
    expect(tree.subunits['ou-sales']?.subunits).toMatchObject({
      'ou-sales-north': { id: 'ou-sales-north', subunits: {} },
      'ou-sales-south': { id: 'ou-sales-south', subunits: {} },
    });
    expect(tree.subunits).not.toHaveProperty('ou-system');
  });

  it('gives the subtree of a unit below the ROOT unit, new units included', async () => {
    const child = await newUnitUnder(facts, rootAdmin, {
      id: 'ou-engineering',
      chain: 'ou-root/ou-engineering',
    });
    const grandchild = await newUnitUnder(facts, rootAdmin, child);
    const answer = await plan(rootAdmin, 'ou-engineering', 'ou-root');
    expect(answer.status).toBe(200);
    const tree = answer.body as OrgPlanNode;
    expect(tree.id).toBe('ou-engineering');
    expect(tree.subunits[child.id]).toEqual({
      id: child.id,
      subunits: { [grandchild.id]: { id: grandchild.id, subunits: {} } },
    });
    const leaf = await plan(rootAdmin, grandchild.id, 'ou-root');
    expect(leaf.body).toEqual({ id: grandchild.id, subunits: {} });
  });

  it.each([
    ['a member of the ROOT unit', () => rootMember, 'ou-root', 'ou-root'],
    ['an admin of a unit that is not ROOT', () => salesAdmin, 'ou-sales', 'ou-sales'],
    ['an admin of a child asking for the ROOT plan', () => salesAdmin, 'ou-root', 'ou-sales'],
    ['a ROOT admin naming a unit outside the acting unit', () => rootAdmin, 'ou-system', 'ou-root'],
    ['a ROOT admin naming an unknown unit', () => rootAdmin, 'ou-nowhere', 'ou-root'],
  ])('refuses %s with 403', async (_label, token, ouid, actingUnitId) => {
    expect(await plan(token(), ouid, actingUnitId)).toMatchObject({ status: 403, body: FORBIDDEN });
  });
});
