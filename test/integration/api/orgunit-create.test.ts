/** POST /orgunit through the local gateway: shapes, validation, unique sibling names, refusals. */
import { orgunitRouteSchemas } from '../../../lambdas/domain/schemas/orgunit';
import { callApi } from '../support/api';
import {
  adminToken,
  callerWith,
  createUnit,
  deleteUnit,
  FORBIDDEN,
  newUnitUnder,
  storedAuditCount,
  storedChildren,
  storedUnit,
  uniqueName,
} from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';

const { facts } = sharedPlatform();
const SALES = { id: 'ou-sales', chain: 'ou-root/ou-sales' };
const ENGINEERING = { id: 'ou-engineering', chain: 'ou-root/ou-engineering' };

let admin: string;
let salesAdmin: string;
let salesMember: string;

beforeAll(async () => {
  admin = await adminToken(facts);
  salesAdmin = await callerWith(facts, { 'ou-sales': ['admin'] });
  salesMember = await callerWith(facts, { 'ou-sales': ['user'] });
});

describe('POST /orgunit', () => {
  it('registers a child of the acting unit and answers 201 with the unit', async () => {
    const name = uniqueName('Sales West');
    const answer = await createUnit(facts, salesAdmin, SALES, {
      name: `  ${name} `,
      description: 'Western region',
    });

    expect(answer.status).toBe(201);
    const body = orgunitRouteSchemas['POST /orgunit']!.response.parse(answer.body) as {
      data: { markedForDeletion: boolean; version: number; data: Record<string, string> };
    };
    const unit = body.data.data;
    expect(unit.identifier).toMatch(/^ou-[0-9a-f]{16}$/);
    expect(body.data).toMatchObject({ markedForDeletion: false, version: 1 });
    expect(unit).toMatchObject({
      name,
      description: 'Western region',
      emailId: '',
      mobile: '',
      type: 'ORGUNIT',
      ouidChain: `ou-root/ou-sales/${unit.identifier}`,
      parentOuId: 'ou-sales',
    });
    expect(unit.createdDate).toBe(unit.lastModifiedDate);

    const stored = await storedUnit(facts, unit.identifier!);
    expect(stored).toMatchObject({ name, version: 1, type: 'ORGUNIT', parentOuId: 'ou-sales' });
    expect(stored?.createdBy).toMatch(/^ou-test-/);
    const details = await callApi(facts, `/orgunit/${unit.identifier}`, { token: salesAdmin });
    expect(details.body).toEqual({
      data: { ...body.data, ancestors: [{ id: SALES.id, name: 'Sales' }] },
    });
  });

  it('files an audit record under the parent, read through its activities', async () => {
    const before = await storedAuditCount(facts, SALES.id);
    const created = await newUnitUnder(facts, salesAdmin, SALES);
    expect(await storedAuditCount(facts, SALES.id)).toBe(before + 1);

    const activities = await callApi(facts, '/orgunit/ou-sales/activities?limit=1', {
      token: salesAdmin,
    });
    expect(activities.status).toBe(200);
    expect((activities.body as { items: unknown[] }).items[0]).toMatchObject({
      action: 'create',
      entity: 'orgunit',
      targetId: created.id,
      ouid: 'ou-sales',
      actor: expect.stringMatching(/^ou-test-/) as unknown,
      summary: expect.stringContaining(created.name) as unknown,
    });
  });

  it.each([
    ['a missing name', { description: 'no name' }],
    ['a blank name', { name: '   ', description: 'blank' }],
    ['a name of 10,000 characters', { name: 'x'.repeat(10_000), description: 'huge' }],
    ['an extra field', { name: uniqueName('Extra'), description: 'x', type: 'ROOT' }],
    ['a read-only field', { name: uniqueName('Extra'), ouidChain: 'ou-other' }],
    ['a number as name', { name: 42, description: 'typed' }],
    ['a bad e-mail', { name: uniqueName('Mail'), emailId: 'not-an-address' }],
  ])('refuses %s with 400 and creates nothing', async (_label, body) => {
    const before = await storedChildren(facts, SALES.id);
    const answer = await createUnit(facts, salesAdmin, SALES, body);
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toMatch(/^Invalid request body: /);
    expect(await storedChildren(facts, SALES.id)).toHaveLength(before.length);
  });

  it.each([
    ['another chain', 'ou-root/ou-engineering'],
    ['the chain of the parent of the acting unit', 'ou-root'],
    ['a made-up chain', 'ou-root/ou-sales/ou-made-up'],
  ])('refuses x-ouidchain naming %s with 400 and creates nothing', async (_label, chain) => {
    const before = await storedChildren(facts, SALES.id);
    const answer = await createUnit(
      facts,
      salesAdmin,
      { id: SALES.id, chain },
      { name: uniqueName('Chain') },
    );
    expect(answer).toMatchObject({
      status: 400,
      body: { error: "The x-ouidchain header does not match the acting unit's ouid chain" },
    });
    expect(await storedChildren(facts, SALES.id)).toHaveLength(before.length);
  });

  it('refuses a missing x-ouidchain with 400', async () => {
    const answer = await callApi(facts, '/orgunit', {
      method: 'POST',
      token: salesAdmin,
      headers: { 'x-ouid': 'ou-sales' },
      body: { name: uniqueName('No chain') },
    });
    expect(answer.status).toBe(400);
  });

  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['form data', 'application/x-www-form-urlencoded'],
    ['a JSON look-alike', 'application/jsonp'],
  ])('refuses a JSON body sent as %s with 415 and stores nothing', async (_, contentType) => {
    const before = await storedChildren(facts, SALES.id);
    const answer = await callApi(facts, '/orgunit', {
      method: 'POST',
      token: salesAdmin,
      headers: { 'x-ouid': SALES.id, 'x-ouidchain': SALES.chain, 'Content-Type': contentType },
      body: { name: uniqueName('Wrong media type') },
    });
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ error: expect.stringContaining('application/json') });
    expect(await storedChildren(facts, SALES.id)).toHaveLength(before.length);
  });

  it('refuses a body sent without a Content-Type with 415', async () => {
    const response = await fetch(`${facts.urls.api}/orgunit`, {
      method: 'POST',
      headers: { Authorization: salesAdmin, 'x-ouid': SALES.id, 'x-ouidchain': SALES.chain },
      // Bytes, not a string: fetch then sends no Content-Type of its own.
      body: new TextEncoder().encode(JSON.stringify({ name: uniqueName('No media type') })),
    });
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.status).toBe(415);
  });

  it('accepts application/json with a charset', async () => {
    const answer = await callApi(facts, '/orgunit', {
      method: 'POST',
      token: salesAdmin,
      headers: {
        'x-ouid': SALES.id,
        'x-ouidchain': SALES.chain,
        'Content-Type': 'Application/JSON; charset=utf-8',
      },
      body: { name: uniqueName('With charset') },
    });
    expect(answer.status).toBe(201);
  });

  it('keeps sibling names unique whatever their letter case, seeded units included', async () => {
    const created = await newUnitUnder(facts, salesAdmin, SALES);
    const duplicate = await createUnit(facts, salesAdmin, SALES, {
      name: ` ${created.name.toUpperCase()} `,
    });
    expect(duplicate).toMatchObject({
      status: 409,
      body: { error: 'An orgunit with this name already exists here' },
    });
    const seededDuplicate = await createUnit(facts, salesAdmin, SALES, { name: 'sales NORTH' });
    expect(seededDuplicate.status).toBe(409);
    // The same name under another parent is fine.
    expect((await createUnit(facts, admin, ENGINEERING, { name: created.name })).status).toBe(201);
  });

  it('lets exactly one of 50 parallel creates of one name win', async () => {
    const parent = await newUnitUnder(facts, salesAdmin, SALES);
    const name = uniqueName('Race');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        createUnit(facts, salesAdmin, parent, {
          name: index % 2 ? name : name.toLowerCase(),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await storedChildren(facts, parent.id)).toHaveLength(1);
  });

  it('lets 20 parallel creates of different names under one parent all succeed', async () => {
    const parent = await newUnitUnder(facts, salesAdmin, SALES);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        createUnit(facts, salesAdmin, parent, { name: uniqueName('Parallel') }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(await storedChildren(facts, parent.id)).toHaveLength(20);
  });

  it('adds nothing under a unit marked for deletion', async () => {
    const parent = await newUnitUnder(facts, salesAdmin, SALES);
    expect((await deleteUnit(facts, salesAdmin, parent.id, SALES.id)).status).toBe(200);
    const answer = await createUnit(facts, salesAdmin, parent, { name: uniqueName('Orphan') });
    expect(answer.status).toBe(409);
    expect(await storedChildren(facts, parent.id)).toHaveLength(0);
  });

  it.each([
    ['a member of the acting unit', () => salesMember, SALES],
    ['an admin of a sibling unit', () => salesAdmin, ENGINEERING],
    [
      'an admin of a child acting on its parent',
      () => salesAdmin,
      { id: 'ou-root', chain: 'ou-root' },
    ],
    ['anyone naming an unknown unit', () => salesAdmin, { id: 'ou-nowhere', chain: 'ou-nowhere' }],
  ])('refuses %s with 403 and creates nothing', async (_label, token, parent) => {
    const before = await storedChildren(facts, parent.id);
    const answer = await createUnit(facts, token(), parent, { name: uniqueName('Refused') });
    expect(answer).toMatchObject({ status: 403, body: FORBIDDEN });
    expect(await storedChildren(facts, parent.id)).toHaveLength(before.length);
  });
});
