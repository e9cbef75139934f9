/**
 * Who has access here (issue 39 §2): GET /access/units/{id}/people lists every membership that
 * covers a unit, the unit's own first, then each unit above it, with the granting unit; paged by
 * the server across those partitions, searchable by a name or username prefix; only for an admin
 * covering the unit. The tree is this run's own (a top unit left out of the tenant list), so the
 * expected rows are exactly the memberships written here.
 */
import { randomUUID } from 'node:crypto';

import { membershipRecord, orgunitRecord } from '../../../lambdas/domain/record-builders';
import type { OrgunitRecord } from '../../../lambdas/domain/records';
import { usernameKey } from '../../../lambdas/domain/usernames';
import { writeTableItems } from '../support/accounts';
import { adminToken, FORBIDDEN } from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';
import { accountWith, call, type TestAccount } from '../support/users-api';
import { errorBody } from '../support/error-body';

const { facts } = sharedPlatform();

const RUN = `wha${randomUUID().slice(0, 8)}`;
const TOP = { id: `ou-${RUN}`, name: `Who ${RUN} top` };
const MID = { id: `ou-${RUN}-mid`, name: `Who ${RUN} middle` };
const LEAF = { id: `ou-${RUN}-leaf`, name: `Who ${RUN} leaf` };
const SIBLING = { id: `ou-${RUN}-sib`, name: `Who ${RUN} sibling` };
const CHAINS: Record<string, string> = {
  [TOP.id]: TOP.id,
  [MID.id]: `${TOP.id}/${MID.id}`,
  [LEAF.id]: `${TOP.id}/${MID.id}/${LEAF.id}`,
  [SIBLING.id]: `${TOP.id}/${MID.id}/${SIBLING.id}`,
};
const NAMES: Record<string, string> = Object.fromEntries(
  [TOP, MID, LEAF, SIBLING].map((unit) => [unit.id, unit.name]),
);

/** People written straight into the table (no accounts needed to be listed). */
const LISTED = [
  { username: `${RUN}-Ann`, name: 'Annika Berg', unit: LEAF.id, roles: ['user'] },
  { username: `${RUN}-bob`, name: 'Bob Carter', unit: LEAF.id, roles: ['admin'] },
  { username: `${RUN}-cid`, name: 'annette Doe', unit: LEAF.id, roles: ['user'] },
  { username: `${RUN}-dan`, name: 'Dan Evers', unit: MID.id, roles: ['user'] },
  { username: `${RUN}-eve`, name: 'Eve Anders', unit: MID.id, roles: ['user', 'auditor'] },
  { username: `${RUN}-fay`, name: 'Fay Glen', unit: TOP.id, roles: ['user'] },
  { username: `${RUN}-gus`, name: 'Gus Hart', unit: SIBLING.id, roles: ['user'] },
];

interface Row {
  username: string;
  name: string;
  unitId: string;
  unitName: string;
  roles: string[];
  inherited: boolean;
}

interface Page {
  items: Row[];
  nextToken?: string;
}

let topAdmin: TestAccount;
let midAdmin: TestAccount;
let leafMember: TestAccount;
let siblingAdmin: TestAccount;
/** Every row the leaf's list must hold, in its order. */
let expected: Row[];

/** A unit of this test as created now: version 1, no description or contacts. */
function createdUnit(unit: Pick<OrgunitRecord, 'identifier' | 'ouidChain' | 'type' | 'name'>) {
  const at = new Date().toISOString();
  return orgunitRecord({
    ...unit,
    description: '',
    emailId: '',
    mobile: '',
    markedForDeletion: false,
    createdBy: 'who-has-access.test',
    createdDate: at,
    lastModifiedDate: at,
    version: 1,
  });
}

function unitRecord(id: string) {
  const record = createdUnit({
    identifier: id,
    ouidChain: CHAINS[id] as string,
    type: id === TOP.id ? 'ROOT' : 'ORGUNIT',
    name: NAMES[id] as string,
  });
  if (id !== TOP.id) return record;
  // The top unit is left out of the tenant list, so the tenant tests never count it.
  const { GSI1PK: _listed, GSI1SK: _listedAt, ...unlisted } = record;
  return unlisted;
}

function row(username: string, name: string, unitId: string, roles: string[]): Row {
  return {
    username,
    name,
    unitId,
    unitName: NAMES[unitId] as string,
    roles,
    inherited: unitId !== LEAF.id,
  };
}

/** The unit's own rows, then each unit above it; each unit's rows in username-key order. */
function inListOrder(rows: Row[]): Row[] {
  const depth = (unitId: string) => -(CHAINS[unitId] as string).split('/').length;
  return [...rows].sort(
    (a, b) =>
      depth(a.unitId) - depth(b.unitId) ||
      (usernameKey(a.username) < usernameKey(b.username) ? -1 : 1),
  );
}

beforeAll(async () => {
  await writeTableItems(facts, [TOP.id, MID.id, LEAF.id, SIBLING.id].map(unitRecord));
  const at = new Date().toISOString();
  await writeTableItems(
    facts,
    LISTED.map((person) =>
      membershipRecord({
        username: person.username,
        ouid: person.unit,
        ouidChain: CHAINS[person.unit] as string,
        roles: person.roles,
        name: person.name,
        email: `${person.username.toLowerCase()}@example.com`,
        phone_number: '',
        createdDate: at,
      }),
    ),
  );
  [topAdmin, midAdmin, leafMember, siblingAdmin] = await Promise.all([
    accountWith(facts, { [TOP.id]: ['admin'] }),
    accountWith(facts, { [MID.id]: ['admin'] }),
    accountWith(facts, { [LEAF.id]: ['user'] }),
    accountWith(facts, { [SIBLING.id]: ['admin'] }),
  ]);
  // accountWith names each person after their username.
  const callers = [
    row(topAdmin.username, topAdmin.username, TOP.id, ['admin']),
    row(midAdmin.username, midAdmin.username, MID.id, ['admin']),
    row(leafMember.username, leafMember.username, LEAF.id, ['user']),
  ];
  expected = inListOrder([
    ...LISTED.filter((person) => person.unit !== SIBLING.id).map((person) =>
      row(person.username, person.name, person.unit, person.roles),
    ),
    ...callers,
  ]);
}, 60_000);

const peoplePath = (unitId: string, query: Record<string, string> = {}) => {
  const text = new URLSearchParams(query).toString();
  return `/access/units/${unitId}/people${text ? `?${text}` : ''}`;
};

/** Every page of the list, following nextToken (at most 50 pages). */
async function allPages(
  caller: TestAccount,
  ouid: string,
  unitId: string,
  query: Record<string, string> = {},
): Promise<{ rows: Row[]; pages: number }> {
  const rows: Row[] = [];
  let pages = 0;
  let nextToken: string | undefined;
  do {
    const answer = await call(
      facts,
      caller.token,
      'GET',
      peoplePath(unitId, { ...query, ...(nextToken ? { nextToken } : {}) }),
      { ouid },
    );
    expect(answer.status).toBe(200);
    const page = answer.body as Page;
    rows.push(...page.items);
    pages += 1;
    nextToken = page.nextToken;
  } while (nextToken !== undefined && pages < 50);
  return { rows, pages };
}

describe('GET /access/units/{id}/people', () => {
  it("lists the unit's own members, then each unit's above it, with the granting unit", async () => {
    const answer = await call(facts, midAdmin.token, 'GET', peoplePath(LEAF.id), { ouid: MID.id });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ items: expected });
    const items = (answer.body as Page).items;
    expect(items.find((item) => item.username === `${RUN}-bob`)).toEqual({
      username: `${RUN}-bob`,
      name: 'Bob Carter',
      unitId: LEAF.id,
      unitName: LEAF.name,
      roles: ['admin'],
      inherited: false,
    });
    expect(items.find((item) => item.username === `${RUN}-fay`)).toMatchObject({
      unitId: TOP.id,
      unitName: TOP.name,
      inherited: true,
    });
    // Nobody of the sibling unit: their policy does not cover the leaf.
    expect(items.some((item) => item.unitId === SIBLING.id)).toBe(false);
  });

  it('pages across the partitions: every row exactly once, in order, whatever the page size', async () => {
    for (const limit of [1, 2, 3]) {
      const { rows, pages } = await allPages(midAdmin, MID.id, LEAF.id, { limit: String(limit) });
      expect(rows).toEqual(expected);
      expect(pages).toBeGreaterThanOrEqual(Math.ceil(expected.length / limit));
      expect(pages).toBeLessThanOrEqual(Math.ceil(expected.length / limit) + 1);
    }
  });

  it("lists a unit's own members first for the top unit's admin too", async () => {
    const { rows } = await allPages(topAdmin, TOP.id, MID.id, { limit: '2' });
    expect(rows.map((item) => [item.unitId, item.inherited])).toEqual(
      expected
        .filter((item) => item.unitId !== LEAF.id)
        .map((item) => [item.unitId, item.unitId !== MID.id]),
    );
  });

  it('searches a prefix of the name or the username, in any case, across the partitions', async () => {
    const byName = await allPages(midAdmin, MID.id, LEAF.id, { search: 'ANN', limit: '1' });
    expect(byName.rows.map((item) => item.username)).toEqual([`${RUN}-Ann`, `${RUN}-cid`]);
    const byUsername = await allPages(midAdmin, MID.id, LEAF.id, { search: `${RUN}-E` });
    expect(byUsername.rows).toEqual([row(`${RUN}-eve`, 'Eve Anders', MID.id, ['user', 'auditor'])]);
    // "arter" is inside a name (Bob Carter) and begins none.
    const inside = await allPages(midAdmin, MID.id, LEAF.id, { search: 'arter' });
    expect(inside.rows).toEqual([]);
    const everyone = await allPages(midAdmin, MID.id, LEAF.id, { search: RUN, limit: '4' });
    expect(everyone.rows).toEqual(expected.filter((item) => item.username.startsWith(RUN)));
  });

  it('refuses a member of the unit (403)', async () => {
    const answer = await call(facts, leafMember.token, 'GET', peoplePath(LEAF.id), {
      ouid: LEAF.id,
    });
    expect(answer).toMatchObject({ status: 403, body: FORBIDDEN });
  });

  it('refuses an admin of a sibling unit, acting on their own unit or on the leaf (403)', async () => {
    for (const ouid of [SIBLING.id, LEAF.id, MID.id]) {
      const answer = await call(facts, siblingAdmin.token, 'GET', peoplePath(LEAF.id), { ouid });
      expect({ ouid, status: answer.status, body: answer.body }).toEqual({
        ouid,
        status: 403,
        body: FORBIDDEN,
      });
    }
  });

  it('refuses an admin below the unit asking about the unit above (403)', async () => {
    const leafAdmin = await accountWith(facts, { [LEAF.id]: ['admin'] });
    const answer = await call(facts, leafAdmin.token, 'GET', peoplePath(MID.id), { ouid: LEAF.id });
    expect(answer).toMatchObject({ status: 403, body: FORBIDDEN });
  });

  it('lets a system admin ask about any unit; one that does not exist is a 404', async () => {
    const admin = await adminToken(facts);
    // The same list the unit's admin above reads (tests before may have added members).
    const asAdminAbove = await call(facts, midAdmin.token, 'GET', peoplePath(LEAF.id), {
      ouid: MID.id,
    });
    const listed = await call(facts, admin, 'GET', peoplePath(LEAF.id), { ouid: LEAF.id });
    expect(listed).toMatchObject({ status: 200, body: asAdminAbove.body as Page });
    expect((listed.body as Page).items.length).toBeGreaterThanOrEqual(expected.length);
    const missing = await call(facts, admin, 'GET', peoplePath(`ou-${RUN}-none`), {
      ouid: 'ou-root',
    });
    expect(missing.status).toBe(404);
  });

  it("answers a bad or another list's nextToken with 400", async () => {
    const first = await call(facts, midAdmin.token, 'GET', peoplePath(LEAF.id, { limit: '1' }), {
      ouid: MID.id,
    });
    const token = (first.body as Page).nextToken ?? '';
    expect(token).not.toBe('');
    const forged = (body: object) => Buffer.from(JSON.stringify(body)).toString('base64url');
    const bad = [
      'not-a-token',
      '%%%',
      forged({ t: LEAF.id, u: SIBLING.id }),
      forged({ t: LEAF.id, u: 'ou-root' }),
      forged({ t: LEAF.id, u: LEAF.id, a: 'UPPER' }),
      forged({ t: LEAF.id, u: LEAF.id, x: '1' }),
      forged({ t: LEAF.id, u: LEAF.id, a: 5 }),
      forged([LEAF.id]),
    ];
    for (const nextToken of bad) {
      const answer = await call(facts, midAdmin.token, 'GET', peoplePath(LEAF.id, { nextToken }), {
        ouid: MID.id,
      });
      expect({ nextToken, status: answer.status }).toEqual({ nextToken, status: 400 });
    }
    // The leaf's token is not one of the middle unit's list, nor of another search.
    for (const [unitId, query] of [
      [MID.id, {}],
      [LEAF.id, { search: 'ann' }],
    ] as const) {
      const answer = await call(
        facts,
        midAdmin.token,
        'GET',
        peoplePath(unitId, { ...query, nextToken: token }),
        { ouid: MID.id },
      );
      expect(answer).toMatchObject({
        status: 400,
        body: errorBody('The nextToken is not one this list gave out'),
      });
    }
  });

  it('answers a bad limit or search with 400', async () => {
    const bad: Record<string, string>[] = [
      { limit: '0' },
      { limit: '101' },
      { search: '   ' },
      { other: 'x' },
    ];
    for (const query of bad) {
      const answer = await call(facts, midAdmin.token, 'GET', peoplePath(LEAF.id, query), {
        ouid: MID.id,
      });
      expect({ query, status: answer.status }).toEqual({ query, status: 400 });
    }
  });
});

describe('GET /access/units/{id}/people of a unit with more members than a search reads', () => {
  const BIG = { id: `ou-${RUN}-big`, chain: `${TOP.id}/${MID.id}/ou-${RUN}-big` };
  /** More than the 1,000 rows a searching page reads (MAX_SEARCH_READS). */
  const FILLERS = 1_050;
  const late = `${RUN}-zz-late`;

  beforeAll(async () => {
    const at = new Date().toISOString();
    const member = (username: string, name: string) =>
      membershipRecord({
        username,
        ouid: BIG.id,
        ouidChain: BIG.chain,
        roles: ['user'],
        name,
        email: `${username}@example.com`,
        phone_number: '',
        createdDate: at,
      });
    const unit = createdUnit({
      identifier: BIG.id,
      ouidChain: BIG.chain,
      type: 'ORGUNIT',
      name: `Who ${RUN} big`,
    });
    const fillers = Array.from({ length: FILLERS }, (_, index) =>
      member(`${RUN}-f${String(index).padStart(4, '0')}`, `Filler ${index}`),
    );
    await writeTableItems(facts, [unit, ...fillers, member(late, 'Zora Late')]);
  }, 120_000);

  it('ends a searching page after its bounded reads, and the next pages go on from there', async () => {
    const first = await call(facts, midAdmin.token, 'GET', peoplePath(BIG.id, { search: 'zora' }), {
      ouid: MID.id,
    });
    expect(first.status).toBe(200);
    expect((first.body as Page).items).toEqual([]);
    expect((first.body as Page).nextToken).toEqual(expect.any(String));
    const { rows, pages } = await allPages(midAdmin, MID.id, BIG.id, { search: 'zora' });
    expect(rows.map((item) => item.username)).toEqual([late]);
    expect(pages).toBeGreaterThanOrEqual(2);
  });

  it('pages the whole list, every row once', async () => {
    const { rows } = await allPages(midAdmin, MID.id, BIG.id, { limit: '100' });
    const keys = rows.map((item) => `${item.unitId}/${item.username}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(rows.filter((item) => item.unitId === BIG.id)).toHaveLength(FILLERS + 1);
    expect(rows.slice(FILLERS + 1).map((item) => item.unitId)).toEqual(
      expected.filter((item) => item.unitId !== LEAF.id).map((item) => item.unitId),
    );
  });
});
