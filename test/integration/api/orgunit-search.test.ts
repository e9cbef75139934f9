/**
 * GET /orgunit in name order and with ?search= (each search word begins a word of the name), paged
 * by the server, through the local gateway: creates, renames and deletion requests keep both
 * current.
 */
import { callApi } from '../support/api';
import {
  adminToken,
  callerWith,
  type CreatedUnit,
  deleteUnit,
  FORBIDDEN,
  newUnitUnder,
  updateUnit,
} from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';
import { snapshotState, stateChanges } from '../support/snapshot-state';

const { facts } = sharedPlatform();
const SALES = { id: 'ou-sales', chain: 'ou-root/ou-sales' };

interface Listed {
  items: { markedForDeletion: boolean; data: { identifier: string; name: string } }[];
  nextToken?: string;
}

let salesAdmin: string;
let salesMember: string;

beforeAll(async () => {
  salesAdmin = await callerWith(facts, { 'ou-sales': ['admin'] });
  salesMember = await callerWith(facts, { 'ou-sales': ['user'] });
});

function listQuery(parentId: string, options: { search?: string; limit?: number; token?: string }) {
  const query = new URLSearchParams({ parentOuId: parentId });
  if (options.search !== undefined) query.set('search', options.search);
  if (options.limit !== undefined) query.set('limit', String(options.limit));
  if (options.token !== undefined) query.set('nextToken', options.token);
  return `/orgunit?${query.toString()}`;
}

async function listPage(
  parentId: string,
  options: { search?: string; limit?: number; token?: string } = {},
): Promise<Listed> {
  const answer = await callApi(facts, listQuery(parentId, options), {
    token: salesMember,
    headers: { 'x-ouid': SALES.id },
  });
  expect(answer.status).toBe(200);
  return answer.body as Listed;
}

/** Every page, in order, as [page sizes, names]. */
async function allPages(parentId: string, search: string | undefined, limit: number) {
  const sizes: number[] = [];
  const names: string[] = [];
  let token: string | undefined;
  do {
    const page = await listPage(parentId, { search, limit, token });
    sizes.push(page.items.length);
    names.push(...page.items.map((item) => item.data.name));
    token = page.nextToken;
  } while (token !== undefined && sizes.length < 50);
  return { sizes, names };
}

async function namesFound(parentId: string, search: string): Promise<string[]> {
  return (await allPages(parentId, search, 100)).names;
}

async function parentWith(names: readonly string[]): Promise<CreatedUnit> {
  const parent = await newUnitUnder(facts, salesAdmin, SALES);
  for (const name of names) await newUnitUnder(facts, salesAdmin, parent, name);
  return parent;
}

async function rename(unit: CreatedUnit, version: number, name: string): Promise<void> {
  const answer = await updateUnit(facts, salesAdmin, unit.id, SALES.id, {
    version,
    data: { name },
  });
  expect(answer.status).toBe(200);
}

describe('GET /orgunit: name order', () => {
  it('lists children by name in any letter case, also across pages', async () => {
    const parent = await parentWith(['delta', 'Bravo', 'alpha two', 'Charlie', 'ALPHA']);
    const expected = ['ALPHA', 'alpha two', 'Bravo', 'Charlie', 'delta'];
    expect((await listPage(parent.id)).items.map((item) => item.data.name)).toEqual(expected);
    const paged = await allPages(parent.id, undefined, 2);
    expect(paged.names).toEqual(expected);
    expect(paged.sizes.slice(0, 2)).toEqual([2, 2]);
  });

  it('moves a renamed child to its new place', async () => {
    const parent = await newUnitUnder(facts, salesAdmin, SALES);
    const moving = await newUnitUnder(facts, salesAdmin, parent, 'Aardvark');
    await newUnitUnder(facts, salesAdmin, parent, 'Mango');
    await rename(moving, 1, 'zebra');
    expect((await listPage(parent.id)).items.map((item) => item.data.name)).toEqual([
      'Mango',
      'zebra',
    ]);
  });
});

describe('GET /orgunit?search=', () => {
  let parent: CreatedUnit;

  beforeAll(async () => {
    parent = await parentWith([
      'Acme Group',
      'Acme Retail',
      'Group Holdings',
      'Macme Group',
      'Sales-North Office',
    ]);
  });

  it.each([
    ['acm gr', ['Acme Group']],
    ['gr ACM', ['Acme Group']],
    ['ACME gRoUp', ['Acme Group']],
    ['acme', ['Acme Group', 'Acme Retail']],
    ['north', ['Sales-North Office']],
    ['cme', []],
    ['acme holdings', []],
    ['--', []],
  ])('finds for %p the units whose name words begin with each word', async (search, expected) => {
    expect(await namesFound(parent.id, search)).toEqual(expected);
  });

  it('lists a unit once although several of its words match', async () => {
    const repeated = await parentWith(['Group Groupware Grove']);
    expect(await namesFound(repeated.id, 'gro')).toEqual(['Group Groupware Grove']);
  });

  it('answers no match with an empty list and no nextToken', async () => {
    expect(await listPage(parent.id, { search: 'nothing' })).toEqual({ items: [] });
  });

  it('finds seeded units', async () => {
    const answer = await callApi(facts, '/orgunit?parentOuId=ou-root&search=engin', {
      token: await adminToken(facts),
      headers: { 'x-ouid': 'ou-root' },
    });
    const ids = (answer.body as Listed).items.map((item) => item.data.identifier);
    expect(ids).toContain('ou-engineering');
    expect(ids).not.toContain('ou-sales');
  });

  it('finds a renamed unit by its new words only', async () => {
    const siblings = await newUnitUnder(facts, salesAdmin, SALES);
    const unit = await newUnitUnder(facts, salesAdmin, siblings, 'Quartz Works');
    await rename(unit, 1, 'Zircon Works');
    expect(await namesFound(siblings.id, 'quar')).toEqual([]);
    expect(await namesFound(siblings.id, 'zirc wor')).toEqual(['Zircon Works']);
    await rename(unit, 2, 'Zircon Yard');
    expect(await namesFound(siblings.id, 'works')).toEqual([]);
    expect(await namesFound(siblings.id, 'zircon')).toEqual(['Zircon Yard']);
  });

  it('renames a unit of 50 one-letter words to 50 others in one transaction', async () => {
    const letters = (from: string, count: number) =>
      Array.from({ length: count }, (_, index) =>
        String.fromCodePoint((from.codePointAt(0) ?? 0) + index),
      );
    const latinAndGreek = [...letters('a', 26), ...letters('α', 24)].join(' ');
    const cyrillicAndHebrew = [...letters('а', 32), ...letters('א', 18)].join(' ');
    const siblings = await newUnitUnder(facts, salesAdmin, SALES);
    const unit = await newUnitUnder(facts, salesAdmin, siblings, latinAndGreek);
    await rename(unit, 1, cyrillicAndHebrew);
    expect(await namesFound(siblings.id, 'б א')).toEqual([cyrillicAndHebrew]);
    expect(await namesFound(siblings.id, 'a')).toEqual([]);
  });

  it('finds a unit marked for deletion, marked, as the list shows it', async () => {
    const siblings = await newUnitUnder(facts, salesAdmin, SALES);
    const unit = await newUnitUnder(facts, salesAdmin, siblings, 'Obsolete Branch');
    expect((await deleteUnit(facts, salesAdmin, unit.id, SALES.id)).status).toBe(200);
    const found = await listPage(siblings.id, { search: 'obso' });
    expect(found.items).toEqual([(await listPage(siblings.id)).items[0]]);
    expect(found.items[0]).toMatchObject({ markedForDeletion: true });
  });
});

describe('GET /orgunit?search= across pages', () => {
  let parent: CreatedUnit;
  // A request for a page of one reads 40 index items of the word "regio": these are 50.
  const names = Array.from(
    { length: 50 },
    (_, index) =>
      `Region ${String(index).padStart(2, '0')} ${index % 5 === 0 || index % 5 === 2 ? 'Harbour' : 'Inland'}`,
  );

  beforeAll(async () => {
    parent = await parentWith([...names].reverse());
  }, 60_000);

  it('pages through the matches in order, each exactly once', async () => {
    const { sizes, names: found } = await allPages(parent.id, 'regio harb', 10);
    expect(found).toEqual(names.filter((name) => name.endsWith('Harbour')));
    expect(sizes[0]).toBe(10);
    expect(sizes.every((size) => size <= 10)).toBe(true);
  });

  it('finds a match among the first 40 index items of its word in one request for a page of one', async () => {
    const within = names[30] as string;
    const page = await listPage(parent.id, { search: `regio ${within.split(' ')[1]}`, limit: 1 });
    expect(page.items.map((item) => item.data.name)).toEqual([within]);
  });

  it('reads a bounded part of the index per request: a page may be empty and go on', async () => {
    const last = names.at(-1) as string;
    const search = `regio ${last.split(' ')[1]}`;
    const first = await listPage(parent.id, { search, limit: 1 });
    expect(first.items).toEqual([]);
    expect(first.nextToken).toEqual(expect.any(String));
    const { sizes, names: found } = await allPages(parent.id, search, 1);
    expect(found).toEqual([last]);
    expect(sizes.length).toBeGreaterThan(1);
  });

  it("refuses another list's or another search's nextToken with 400", async () => {
    const plain = await listPage(parent.id, { limit: 2 });
    const searched = await listPage(parent.id, { search: 'regio', limit: 2 });
    for (const [search, token] of [
      ['regio', plain.nextToken],
      ['harb', searched.nextToken],
    ]) {
      const answer = await callApi(facts, listQuery(parent.id, { search, token }), {
        token: salesMember,
        headers: { 'x-ouid': SALES.id },
      });
      expect(answer).toMatchObject({ status: 400, body: { error: expect.any(String) } });
    }
    const back = await callApi(facts, listQuery(parent.id, { token: searched.nextToken }), {
      token: salesMember,
      headers: { 'x-ouid': SALES.id },
    });
    expect(back.status).toBe(400);
  });
});

describe('GET /orgunit?search= refusals', () => {
  it.each([
    ['blank', '   ', 'search must not be blank'],
    ['too long', `a${' b'.repeat(50)}`, 'search is at most 100 characters'],
  ])('refuses a %s search with 400 and changes nothing', async (_label, search, message) => {
    const before = await snapshotState(facts);
    const answer = await callApi(facts, listQuery(SALES.id, { search }), {
      token: salesMember,
      headers: { 'x-ouid': SALES.id },
    });
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toContain(message);
    expect(stateChanges(before, await snapshotState(facts))).toEqual([]);
  });

  it('refuses a caller from another unit with 403', async () => {
    const engineeringAdmin = await callerWith(facts, { 'ou-engineering': ['admin'] });
    for (const actingUnitId of ['ou-engineering', SALES.id]) {
      const answer = await callApi(facts, listQuery(SALES.id, { search: 'sales' }), {
        token: engineeringAdmin,
        headers: { 'x-ouid': actingUnitId },
      });
      expect(answer).toMatchObject({ status: 403, body: FORBIDDEN });
    }
  });
});
