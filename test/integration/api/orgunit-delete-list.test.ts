/**
 * DELETE /orgunit/{id} (deletion request), GET /orgunit (children, paged), activities, and the API
 * events mutations publish when asked, through the local gateway.
 */
import { callApi } from '../support/api';
import {
  adminToken,
  callerWith,
  createUnit,
  deleteUnit,
  FORBIDDEN,
  newUnitUnder,
  storedAuditCount,
  storedUnit,
  uniqueName,
} from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';

const { facts } = sharedPlatform();
const SALES = { id: 'ou-sales', chain: 'ou-root/ou-sales' };

let admin: string;
let salesAdmin: string;
let salesMember: string;
let engineeringAdmin: string;

beforeAll(async () => {
  admin = await adminToken(facts);
  salesAdmin = await callerWith(facts, { 'ou-sales': ['admin'] });
  salesMember = await callerWith(facts, { 'ou-sales': ['user'] });
  engineeringAdmin = await callerWith(facts, { 'ou-engineering': ['admin'] });
});

interface Listed {
  items: { markedForDeletion: boolean; data: { identifier: string; name: string } }[];
  nextToken?: string;
}

describe('DELETE /orgunit/{id}', () => {
  it('marks the unit for deletion, once, and answers the same when asked again', async () => {
    const unit = await newUnitUnder(facts, salesAdmin, SALES);
    const first = await deleteUnit(facts, salesAdmin, unit.id, SALES.id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      data: { markedForDeletion: true, version: 2, data: { identifier: unit.id } },
    });
    const audits = await storedAuditCount(facts, unit.id);
    expect(audits).toBe(1);

    const again = await deleteUnit(facts, salesAdmin, unit.id, SALES.id);
    expect(again).toEqual({ ...again, status: 200, body: first.body });
    expect(await storedAuditCount(facts, unit.id)).toBe(audits);
    expect(await storedUnit(facts, unit.id)).toMatchObject({ markedForDeletion: true, version: 2 });

    const activities = await callApi(facts, `/orgunit/${unit.id}/activities`, {
      token: salesMember,
    });
    expect(activities.body).toMatchObject({
      items: [{ action: 'delete', entity: 'orgunit', targetId: unit.id }],
    });
  });

  it.each([
    ['ROOT', 'ou-root'],
    ['SYSTEM', 'ou-system'],
  ])('never marks the %s unit, even for a system admin', async (type, id) => {
    const answer = await deleteUnit(facts, admin, id, id);
    expect(answer).toMatchObject({
      status: 400,
      body: { error: `The ${type} unit cannot be deleted` },
    });
    expect(await storedUnit(facts, id)).toMatchObject({ markedForDeletion: false, version: 1 });
  });

  it.each([
    ['a member of the unit', () => salesMember, 'ou-sales'],
    ['an admin of a sibling unit', () => engineeringAdmin, 'ou-engineering'],
    ['an admin of the parent acting on the grandparent', () => salesAdmin, 'ou-root'],
  ])('refuses %s with 403 and changes nothing', async (_label, token, actingUnitId) => {
    const unit = await newUnitUnder(facts, admin, SALES);
    const answer = await deleteUnit(facts, token(), unit.id, actingUnitId);
    expect(answer).toMatchObject({ status: 403, body: FORBIDDEN });
    expect(await storedUnit(facts, unit.id)).toMatchObject({ markedForDeletion: false });
  });
});

describe('GET /orgunit', () => {
  it("lists the acting unit's children, or those of parentOuId, in the console shape", async () => {
    const parent = await newUnitUnder(facts, salesAdmin, SALES);
    const names = [uniqueName('Child A'), uniqueName('Child B'), uniqueName('Child C')];
    for (const name of names) await newUnitUnder(facts, salesAdmin, parent, name);

    const byParent = await callApi(facts, `/orgunit?parentOuId=${parent.id}`, {
      token: salesMember,
      headers: { 'x-ouid': 'ou-sales' },
    });
    expect(byParent.status).toBe(200);
    const listed = (byParent.body as Listed).items.map((item) => item.data.name).sort();
    expect(listed).toEqual([...names].sort());
    expect(byParent.body).not.toHaveProperty('nextToken');

    const byActing = await callApi(facts, '/orgunit', {
      token: salesMember,
      headers: { 'x-ouid': parent.id },
    });
    expect(byActing.body).toEqual(byParent.body);
  });

  it('pages with limit and nextToken through every child exactly once', async () => {
    const parent = await newUnitUnder(facts, salesAdmin, SALES);
    for (let index = 0; index < 5; index += 1) await newUnitUnder(facts, salesAdmin, parent);
    const seen: string[] = [];
    let token: string | undefined;
    do {
      const query = `?limit=2${token ? `&nextToken=${encodeURIComponent(token)}` : ''}`;
      const page = await callApi(facts, `/orgunit${query}`, {
        token: salesMember,
        headers: { 'x-ouid': parent.id },
      });
      expect(page.status).toBe(200);
      const body = page.body as Listed;
      expect(body.items.length).toBeLessThanOrEqual(2);
      seen.push(...body.items.map((item) => item.data.identifier));
      token = body.nextToken;
    } while (token);
    expect(new Set(seen).size).toBe(5);
    expect(seen).toHaveLength(5);
  });

  it.each([
    [
      'a nextToken that is not base64 JSON',
      `nextToken=${Buffer.from('not json').toString('base64url')}`,
    ],
    ['a nextToken with characters base64url has not', 'nextToken=a*b'],
    [
      'a nextToken of another list',
      `nextToken=${Buffer.from(JSON.stringify({ PK: 'OU#ou-root', SK: 'OU', GSI1PK: 'CHILDREN#ou-root', GSI1SK: 'OU#ou-sales' })).toString('base64url')}`,
    ],
    ['a limit of 0', 'limit=0'],
    ['a limit that is not a number', 'limit=ten'],
    ['a parentOuId that is no id', `parentOuId=${'x'.repeat(3000)}`],
  ])('refuses %s with 400', async (_label, query) => {
    const answer = await callApi(facts, `/orgunit?${query}`, {
      token: salesMember,
      headers: { 'x-ouid': 'ou-sales' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toHaveProperty('error');
  });

  it.each([
    ['the parent of the acting unit', 'ou-sales', 'ou-root'],
    ['a sibling of the acting unit', 'ou-sales', 'ou-engineering'],
    ['an unknown unit', 'ou-sales', 'ou-nowhere'],
  ])('refuses listing %s with 403', async (_label, actingUnitId, parentOuId) => {
    const answer = await callApi(facts, `/orgunit?parentOuId=${parentOuId}`, {
      token: salesMember,
      headers: { 'x-ouid': actingUnitId },
    });
    expect(answer).toMatchObject({ status: 403, body: FORBIDDEN });
  });
});

describe('GET /orgunit/{id}/activities', () => {
  it('lists audit records newest first, paged', async () => {
    const unit = await newUnitUnder(facts, salesAdmin, SALES);
    const first = await callApi(facts, `/orgunit/${unit.id}`, { token: salesAdmin });
    const version = (first.body as { data: { version: number } }).data.version;
    await callApi(facts, `/orgunit/${unit.id}`, {
      method: 'PUT',
      token: salesAdmin,
      headers: { 'x-ouid': 'ou-sales' },
      body: { version, data: { name: uniqueName('Edited') } },
    });
    await deleteUnit(facts, salesAdmin, unit.id, SALES.id);

    const page1 = await callApi(facts, `/orgunit/${unit.id}/activities?limit=1`, {
      token: salesMember,
    });
    const body1 = page1.body as { items: { action: string }[]; nextToken?: string };
    expect(body1.items.map((item) => item.action)).toEqual(['delete']);
    const page2 = await callApi(
      facts,
      `/orgunit/${unit.id}/activities?nextToken=${body1.nextToken ?? ''}`,
      { token: salesMember },
    );
    expect((page2.body as { items: { action: string }[] }).items.map((i) => i.action)).toEqual([
      'update',
    ]);
  });

  it("refuses a sibling's activities with 403", async () => {
    const answer = await callApi(facts, '/orgunit/ou-sales/activities', {
      token: engineeringAdmin,
    });
    expect(answer).toMatchObject({ status: 403, body: FORBIDDEN });
  });
});

describe('API events (?publishToApiTopic=true)', () => {
  interface Recorded {
    message: { entity: string; action: string; id: string; ouid: string; actor: string };
  }

  async function events(): Promise<Recorded[]> {
    const response = await fetch(`${facts.urls.events}?limit=1000`);
    return ((await response.json()) as { items: Recorded[] }).items;
  }

  it('publishes {entity, action, id, ouid, actor, at} for a create and a deletion request', async () => {
    const name = uniqueName('Published');
    const created = await createUnit(facts, salesAdmin, SALES, { name }, '?publishToApiTopic=true');
    expect(created.status).toBe(201);
    const id = (created.body as { data: { data: { identifier: string } } }).data.data.identifier;
    await deleteUnit(facts, salesAdmin, id, SALES.id, '?publishToApiTopic=true');

    const recorded = (await events()).filter((event) => event.message.id === id);
    expect(recorded.map((event) => event.message)).toEqual([
      expect.objectContaining({ entity: 'orgunit', action: 'delete', id, ouid: id }),
      expect.objectContaining({ entity: 'orgunit', action: 'create', id, ouid: 'ou-sales' }),
    ]);
    expect(recorded[0]?.message.actor).toMatch(/^ou-test-/);
  });

  it('publishes nothing without the flag', async () => {
    const unit = await newUnitUnder(facts, salesAdmin, SALES);
    await deleteUnit(facts, salesAdmin, unit.id, SALES.id);
    expect((await events()).filter((event) => event.message.id === unit.id)).toEqual([]);
  });
});
