/**
 * Username-prefix search on the user lists (issue 13 §1): GET /userprofile (all profiles, system
 * admins) and GET /orguser (the acting unit's members), any case, paged as the plain lists are.
 */
import { randomUUID } from 'node:crypto';

import { profileRecord } from '../../../lambdas/domain/record-builders';
import { addMembership, writeTableItems } from '../support/accounts';
import { adminToken, FORBIDDEN } from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';
import { accountWith, call, storedUser, type TestAccount } from '../support/users-api';

const { facts } = sharedPlatform();

/** Mixed case on purpose: the table keys hold usernames case-folded, the profiles their spelling. */
const PREFIX = `Find-${randomUUID().slice(0, 6)}`;
const MATCHING = ['Alpha', 'bravo', 'Charlie', 'delta', 'ECHO'].map((n) => `${PREFIX}-${n}`);
/** Share the first characters of the prefix, or contain it later: none may match. */
const DECOYS = [`${PREFIX.slice(0, -1)}`, `x${PREFIX}-zulu`, `${PREFIX.slice(0, -1)}_-yankee`];
const SALES_MEMBERS = [`${PREFIX}-sales-1`, `${PREFIX}-sales-2`, `${PREFIX}-Sales-3`];
const ENGINEERING_MEMBER = `${PREFIX}-engineering`;

let admin: string;
let salesAdmin: TestAccount;

interface Page {
  items: { username: string; cognitoStatus?: string }[];
  nextToken?: string;
}

beforeAll(async () => {
  admin = await adminToken(facts);
  salesAdmin = await accountWith(facts, { 'ou-sales': ['admin'] });
  const at = new Date().toISOString();
  await writeTableItems(
    facts,
    [...MATCHING, ...DECOYS].map((username) =>
      profileRecord(
        { username, name: `Name of ${username}`, email: 'x@example.com', phone_number: '' },
        [],
        at,
      ),
    ),
  );
  for (const username of SALES_MEMBERS) await addMembership(facts, username, 'ou-sales', ['user']);
  await addMembership(facts, ENGINEERING_MEMBER, 'ou-engineering', ['user']);
  await addMembership(facts, DECOYS[1] ?? '', 'ou-sales', ['user']);
});

/** Every page of a list, following nextToken; the pages' sizes too. */
async function allPages(
  token: string,
  path: string,
  ouid: string,
): Promise<{ usernames: string[]; sizes: number[] }> {
  const usernames: string[] = [];
  const sizes: number[] = [];
  let nextToken: string | undefined;
  do {
    const query = nextToken ? `&nextToken=${encodeURIComponent(nextToken)}` : '';
    const answer = await call(facts, token, 'GET', `${path}${query}`, { ouid });
    expect(answer.status).toBe(200);
    const page = answer.body as Page;
    usernames.push(...page.items.map((item) => item.username));
    sizes.push(page.items.length);
    nextToken = page.nextToken;
  } while (nextToken !== undefined && sizes.length < 20);
  return { usernames, sizes };
}

const byFoldedName = (names: readonly string[]) =>
  [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));

describe('GET /userprofile?search=', () => {
  it('finds every username with the prefix, in any case, over several pages, and no other', async () => {
    for (const search of [PREFIX, PREFIX.toUpperCase(), PREFIX.toLowerCase()]) {
      const query = `?search=${encodeURIComponent(search)}&limit=2`;
      const { usernames, sizes } = await allPages(admin, `/userprofile${query}`, 'ou-root');
      expect(usernames).toEqual(byFoldedName(MATCHING));
      expect(sizes.length).toBeGreaterThan(2);
      expect(sizes.every((size) => size <= 2)).toBe(true);
    }
  });

  it('trims the search; a longer prefix narrows it', async () => {
    const padded = encodeURIComponent(`  ${PREFIX}-c `);
    const { usernames } = await allPages(admin, `/userprofile?search=${padded}`, 'ou-root');
    expect(usernames).toEqual([`${PREFIX}-Charlie`]);
  });

  it('keeps the username check and the plain list as they were', async () => {
    const check = await call(facts, admin, 'GET', `/userprofile?checkUserName=${MATCHING[0]}`, {
      ouid: 'ou-root',
    });
    expect(check.body).toMatchObject({ userNameExists: 'true', person: expect.any(Object) });
    const plain = await call(facts, admin, 'GET', '/userprofile?limit=3', { ouid: 'ou-root' });
    expect((plain.body as Page).items).toHaveLength(3);
  });

  it("refuses another search's page token (400)", async () => {
    const first = await call(facts, admin, 'GET', `/userprofile?search=${PREFIX}&limit=1`, {
      ouid: 'ou-root',
    });
    const nextToken = (first.body as Page).nextToken ?? '';
    expect(nextToken).not.toBe('');
    const other = await call(
      facts,
      admin,
      'GET',
      `/userprofile?search=zz${PREFIX}&nextToken=${encodeURIComponent(nextToken)}`,
      { ouid: 'ou-root' },
    );
    expect(other).toMatchObject({
      status: 400,
      body: { error: 'The nextToken is not one this list gave out' },
    });
  });
});

describe('GET /orguser?search=', () => {
  it("shows a unit admin only the acting unit's members with the prefix, page by page", async () => {
    for (const search of [PREFIX, PREFIX.toUpperCase()]) {
      const query = `?search=${encodeURIComponent(search)}&limit=1`;
      const { usernames, sizes } = await allPages(salesAdmin.token, `/orguser${query}`, 'ou-sales');
      expect(usernames).toEqual(byFoldedName(SALES_MEMBERS));
      expect(sizes.length).toBeGreaterThanOrEqual(SALES_MEMBERS.length);
    }
  });

  it('never shows the unit admin members of another unit', async () => {
    const refused = await call(facts, salesAdmin.token, 'GET', `/orguser?search=${PREFIX}`, {
      ouid: 'ou-engineering',
    });
    expect(refused).toMatchObject({ status: 403, body: FORBIDDEN });
    const { usernames } = await allPages(
      salesAdmin.token,
      `/orguser?search=${encodeURIComponent(ENGINEERING_MEMBER)}`,
      'ou-sales',
    );
    expect(usernames).toEqual([]);
    const engineering = await allPages(admin, `/orguser?search=${PREFIX}`, 'ou-engineering');
    expect(engineering.usernames).toEqual([ENGINEERING_MEMBER]);
  });
});

describe('a bad search', () => {
  const BAD = [
    ['blank', ''],
    ['white space only', '   '],
    ['longer than 128 characters', 'a'.repeat(129)],
  ] as const;

  it.each(BAD)(
    'is refused with 400 when %s, on both lists, and changes nothing',
    async (_, bad) => {
      const before = await storedUser(facts, MATCHING[0] ?? '');
      const search = encodeURIComponent(bad);
      for (const [token, path, ouid] of [
        [admin, `/userprofile?search=${search}`, 'ou-root'],
        [salesAdmin.token, `/orguser?search=${search}`, 'ou-sales'],
      ] as const) {
        const answer = await call(facts, token, 'GET', path, { ouid });
        expect(answer.status).toBe(400);
        expect((answer.body as { error: string }).error).toMatch(
          /^Invalid query parameters: search: search (must not be blank|is a username prefix of at most 128 characters)$/,
        );
      }
      expect(await storedUser(facts, MATCHING[0] ?? '')).toEqual(before);
    },
  );

  it('accepts a search of exactly 128 characters', async () => {
    const answer = await call(facts, admin, 'GET', `/userprofile?search=${'a'.repeat(128)}`, {
      ouid: 'ou-root',
    });
    expect(answer).toMatchObject({ status: 200, body: { items: [] } });
  });
});
