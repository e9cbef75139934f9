/**
 * GET /orgplan/{ouid} through the local gateway: the subtree as nested `{ id, subunits }` up to
 * MAX_NESTED_PLAN_UNITS units (413 above), and with `?format=flat` one GSI2 page at a time.
 */
import { randomUUID } from 'node:crypto';

import { orgunitRecord } from '../../../lambdas/domain/record-builders';
import {
  type FlatPlanPage,
  type FlatPlanUnit,
  flatPlanPageSchema,
  MAX_NESTED_PLAN_UNITS,
  type OrgPlanNode,
  orgPlanNodeSchema,
} from '../../../lambdas/domain/schemas/orgplan';
import { childChain } from '../../../lambdas/domain/units';
import { writeTableItems } from '../support/accounts';
import { callApi } from '../support/api';
import { errorBody } from '../support/error-body';
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

async function plan(token: string, ouid: string, actingUnitId: string, query = '') {
  return callApi(facts, `/orgplan/${ouid}${query}`, { token, headers: { 'x-ouid': actingUnitId } });
}

/** Every flat page of the plan, `limit` units a page; fails on anything but a 200. */
async function flatPages(token: string, ouid: string, limit: number): Promise<FlatPlanPage[]> {
  const pages: FlatPlanPage[] = [];
  let nextToken: string | undefined;
  do {
    const query = `?format=flat&limit=${limit}${nextToken ? `&nextToken=${nextToken}` : ''}`;
    const answer = await plan(token, ouid, ouid, query);
    expect(answer.status).toBe(200);
    const page = flatPlanPageSchema.parse(answer.body);
    pages.push(page);
    nextToken = page.nextToken;
  } while (nextToken);
  return pages;
}

/** The nested plan's units as flat units, each with its parent's id. */
function unitsOf(node: OrgPlanNode): Omit<FlatPlanUnit, 'name'>[] {
  return Object.values(node.subunits).flatMap((child) => [
    { id: child.id, parentId: node.id },
    ...unitsOf(child),
  ]);
}

/** Checks the flat units are the tree's order: every unit's parent is the top or came before it. */
function expectTreeOrder(topId: string, units: readonly FlatPlanUnit[]) {
  const seen = new Set([topId]);
  for (const unit of units) {
    expect(seen.has(unit.parentId)).toBe(true);
    seen.add(unit.id);
  }
}

describe('GET /orgplan/{ouid}', () => {
  it('gives an admin of the ROOT unit the whole seeded tree', async () => {
    const answer = await plan(rootAdmin, 'ou-root', 'ou-root');
    expect(answer.status).toBe(200);
    const tree = orgPlanNodeSchema.parse(answer.body);
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
    expect(await plan(rootAdmin, grandchild.id, 'ou-root', '?format=nested')).toMatchObject({
      status: 200,
      body: { id: grandchild.id, subunits: {} },
    });
  });

  it('pages the flat plan in tree order: every unit of the nested plan once, with name and parent', async () => {
    const branch = await newUnitUnder(facts, rootAdmin, { id: 'ou-root', chain: 'ou-root' });
    const leaf = await newUnitUnder(facts, rootAdmin, branch);
    const nested = orgPlanNodeSchema.parse((await plan(rootAdmin, 'ou-root', 'ou-root')).body);

    const pages = await flatPages(rootAdmin, 'ou-root', 2);
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) expect(page.items.length).toBeLessThanOrEqual(2);
    const units = pages.flatMap((page) => page.items);
    expect(units.map(({ id, parentId }) => ({ id, parentId }))).toEqual(
      expect.arrayContaining(unitsOf(nested)),
    );
    expect(units).toHaveLength(unitsOf(nested).length);
    expectTreeOrder('ou-root', units);
    expect(units).toContainEqual({ id: leaf.id, name: leaf.name, parentId: branch.id });
    expect(units).toContainEqual({ id: 'ou-sales', name: expect.any(String), parentId: 'ou-root' });
  }, 30_000);

  it.each([
    ['an unknown format', '?format=tree'],
    ['a limit of 0', '?format=flat&limit=0'],
    ['a limit over the page size', '?format=flat&limit=501'],
    ['a limit that is not a number', '?format=flat&limit=ten'],
    ['a limit without format=flat', '?limit=10'],
    ['a nextToken without format=flat', '?nextToken=abc'],
    [
      'a forged nextToken',
      `?format=flat&nextToken=${Buffer.from('{"PK":"x"}').toString('base64url')}`,
    ],
  ])('answers 400 to %s', async (_label, query) => {
    const answer = await plan(rootAdmin, 'ou-root', 'ou-root', query);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: expect.any(String) });
  });

  it('answers 400 to a nextToken of another subtree, never a failed read', async () => {
    const root = await plan(rootAdmin, 'ou-root', 'ou-root', '?format=flat&limit=1');
    const token = flatPlanPageSchema.parse(root.body).nextToken;
    expect(token).toBeDefined();
    const elsewhere = await plan(
      rootAdmin,
      'ou-sales',
      'ou-root',
      `?format=flat&nextToken=${token}`,
    );
    expect(elsewhere.status).toBe(400);
  });

  describe.each([
    ['nested', ''],
    ['flat', '?format=flat&limit=5'],
  ])('the %s plan', (_format, query) => {
    it.each([
      ['a member of the ROOT unit', () => rootMember, 'ou-root', 'ou-root'],
      ['an admin of a unit that is not ROOT', () => salesAdmin, 'ou-sales', 'ou-sales'],
      ['an admin of a child asking for the ROOT plan', () => salesAdmin, 'ou-root', 'ou-sales'],
      [
        'a ROOT admin naming a unit outside the acting unit',
        () => rootAdmin,
        'ou-system',
        'ou-root',
      ],
      ['a ROOT admin naming an unknown unit', () => rootAdmin, 'ou-nowhere', 'ou-root'],
    ])('refuses %s with 403', async (_label, token, ouid, actingUnitId) => {
      expect(await plan(token(), ouid, actingUnitId, query)).toMatchObject({
        status: 403,
        body: FORBIDDEN,
      });
    });
  });
});

describe('GET /orgplan/{ouid} of a plan at and over the nested bound', () => {
  const topId = `ou-plan-${randomUUID().slice(0, 8)}`;
  const BRANCHES = 50;
  /** The ids of the units below the top unit, as written so far. */
  const written: string[] = [];
  let admin: string;

  function unit(id: string, ouidChain: string, type: 'ROOT' | 'ORGUNIT' = 'ORGUNIT') {
    const at = new Date().toISOString();
    return orgunitRecord({
      identifier: id,
      ouidChain,
      type,
      name: `Unit ${id}`,
      description: '',
      emailId: '',
      mobile: '',
      markedForDeletion: false,
      createdBy: 'orgplan-get.test',
      createdDate: at,
      lastModifiedDate: at,
      version: 1,
    });
  }

  beforeAll(async () => {
    // Written straight to the table (thousands of API calls would take minutes). The ROOT unit
    // is left out of the tenant list, so the tenant tests never count through its subtree.
    const { GSI1PK: _listed, GSI1SK: _listedAt, ...top } = unit(topId, topId, 'ROOT');
    const units = [top];
    const perBranch = MAX_NESTED_PLAN_UNITS / BRANCHES;
    for (let branch = 0; branch < BRANCHES; branch += 1) {
      const branchId = `${topId}-b${branch}`;
      const branchChain = childChain(topId, branchId);
      units.push(unit(branchId, branchChain));
      for (let leaf = 1; leaf < perBranch; leaf += 1) {
        const leafId = `${branchId}-l${leaf}`;
        units.push(unit(leafId, childChain(branchChain, leafId)));
      }
    }
    await writeTableItems(facts, units);
    written.push(...units.slice(1).map((item) => item.identifier));
    admin = await callerWith(facts, { [topId]: ['admin'] });
  }, 120_000);

  it('nests exactly the bound, then refuses one unit more with 413 pointing to the flat form', async () => {
    const fits = await plan(admin, topId, topId);
    expect(fits.status).toBe(200);
    const tree = orgPlanNodeSchema.parse(fits.body);
    expect(unitsOf(tree)).toHaveLength(MAX_NESTED_PLAN_UNITS);

    const extraId = `${topId}-extra`;
    await writeTableItems(facts, [unit(extraId, childChain(topId, extraId))]);
    written.push(extraId);
    const over = await plan(admin, topId, topId);
    expect(over.status).toBe(413);
    expect(over.body).toEqual(errorBody(expect.stringContaining('format=flat')));
  }, 60_000);

  it('pages a plan of the bound or more, every unit once', async () => {
    const pages = await flatPages(admin, topId, 500);
    expect(pages.length).toBeGreaterThanOrEqual(written.length / 500);
    const units = pages.flatMap((page) => page.items);
    const ids = units.map((flat) => flat.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...written].sort());
    expectTreeOrder(topId, units);
  }, 60_000);
});
