/**
 * Notifications reach the people they concern (domain/audit-feeds.ts): a plain member's view of a
 * unit (its public changes and their own membership changes, never another person's grant; paged
 * and filtered in the query), an admin's (all of it), a deletion request labelled as requested,
 * a rejection with its reason in the requester's own inbox whatever unit they work in (only they
 * read it), and summaries that name units, roles and applications by their display names.
 */
import { randomUUID } from 'node:crypto';

import { adminToken, deleteUnit, newUnitUnder, uniqueName } from '../support/orgunit-api';
import { createUser, signIn } from '../support/accounts';
import { sharedPlatform } from '../support/shared-platform';
import {
  accountWith,
  call,
  personFor,
  type TestAccount,
  uniqueUsername,
  USER_PASSWORD,
} from '../support/users-api';

const { facts } = sharedPlatform();
const SALES = { id: 'ou-sales', chain: 'ou-root/ou-sales' };
jest.setTimeout(30_000);

interface Activity {
  id: string;
  ouid: string;
  actor: string;
  action: string;
  event: string;
  entity: string;
  targetId: string;
  subject?: string;
  at: string;
  summary: string;
}
interface ActivityPage {
  items: Activity[];
  nextToken?: string;
}

let admin: string;
let salesAdmin: TestAccount;

beforeAll(async () => {
  admin = await adminToken(facts);
  salesAdmin = await accountWith(facts, { 'ou-sales': ['admin'] });
}, 60_000);

async function page(token: string, path: string, ouid: string): Promise<ActivityPage> {
  const answer = await call(facts, token, 'GET', path, { ouid });
  if (answer.status !== 200)
    throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as ActivityPage;
}

const unitFeed = (token: string, ouid: string, query = '') =>
  page(token, `/orgunit/${ouid}/activities${query}`, ouid);

/** A new account added to the unit by the sales admin through the API, then signed in. */
async function addedMember(ouid: string): Promise<TestAccount> {
  const username = uniqueUsername('person');
  await createUser(facts, username, USER_PASSWORD);
  const added = await call(facts, salesAdmin.token, 'POST', '/orguser', {
    ouid,
    body: { ...personFor(username), roles: [`${ouid}=user`] },
  });
  if (added.status !== 201) throw new Error(`add ${username}: ${added.status}`);
  return { username, token: (await signIn(facts, username, USER_PASSWORD)).idToken };
}

describe("a member's view of a unit", () => {
  it('holds the unit’s public changes and their own grant, not another person’s; an admin sees all', async () => {
    const unit = await newUnitUnder(facts, salesAdmin.token, SALES, uniqueName('Members'));
    const me = await addedMember(unit.id);
    const other = await addedMember(unit.id);
    const child = await newUnitUnder(facts, salesAdmin.token, unit, uniqueName('Public child'));

    const mine = await unitFeed(me.token, unit.id);
    const targets = mine.items.map((item) => `${item.entity}:${item.targetId}`);
    expect(targets).toEqual([`orgunit:${child.id}`, `orguser:${me.username}`]);
    expect(mine.items[1]).toMatchObject({ event: 'created', subject: me.username });
    expect(JSON.stringify(mine)).not.toContain(other.username);

    const all = await unitFeed(salesAdmin.token, unit.id);
    expect(all.items.map((item) => `${item.entity}:${item.targetId}`)).toEqual([
      `orgunit:${child.id}`,
      `orguser:${other.username}`,
      `orguser:${me.username}`,
    ]);

    // The count agrees with the view.
    const seen = await call(facts, me.token, 'GET', `/orgunit/${unit.id}/seen`, { ouid: unit.id });
    expect(seen.body).toMatchObject({ unseen: 2, capped: false });

    // Filtered in the query: the member's own membership changes only, and none of the other's.
    const filtered = await unitFeed(me.token, unit.id, '?entity=orguser');
    expect(filtered.items.map((item) => item.targetId)).toEqual([me.username]);
    expect((await unitFeed(other.token, unit.id, '?entity=orguser')).items).toHaveLength(1);
  });

  it('pages a member’s view full, with nothing skipped or repeated', async () => {
    const unit = await newUnitUnder(facts, salesAdmin.token, SALES, uniqueName('Paged'));
    const me = await addedMember(unit.id);
    for (let index = 0; index < 3; index += 1) {
      await addedMember(unit.id);
      await newUnitUnder(facts, salesAdmin.token, unit, uniqueName(`Child ${index}`));
    }
    const whole = await unitFeed(me.token, unit.id);
    expect(whole.items).toHaveLength(4);
    const walked: Activity[] = [];
    let token: string | undefined;
    do {
      const query = `?limit=1${token ? `&nextToken=${token}` : ''}`;
      const next = await unitFeed(me.token, unit.id, query);
      expect(next.items.length).toBe(1);
      walked.push(...next.items);
      token = next.nextToken;
    } while (token && walked.length < 10);
    expect(walked.map((item) => item.id)).toEqual(whole.items.map((item) => item.id));

    const forged = await call(
      facts,
      me.token,
      'GET',
      `/orgunit/${unit.id}/activities?nextToken=${Buffer.from('{"before":"x"}').toString('base64url')}`,
      { ouid: unit.id },
    );
    expect(forged.status).toBe(400);
  });
});

describe('a deletion request and its rejection', () => {
  it('is labelled requested, and the rejection with its reason reaches the requester wherever they work', async () => {
    const parent = await newUnitUnder(facts, salesAdmin.token, SALES, uniqueName('Parent'));
    const victim = await newUnitUnder(facts, salesAdmin.token, parent, uniqueName('Victim'));
    const requester = await accountWith(facts, {
      [parent.id]: ['admin'],
      'ou-engineering': ['user'],
    });
    expect((await deleteUnit(facts, requester.token, victim.id, parent.id)).status).toBe(200);
    const requestedFeed = await unitFeed(salesAdmin.token, victim.id);
    expect(requestedFeed.items[0]).toMatchObject({ event: 'requested', actor: requester.username });

    const reason = `Still needed ${randomUUID().slice(0, 6)}`;
    const rejected = await call(
      facts,
      salesAdmin.token,
      'POST',
      `/orgunit/${victim.id}/deletion/reject`,
      { ouid: SALES.id, body: { reason } },
    );
    expect(rejected.status).toBe(200);

    // Working in another unit, the requester's bell counts it and their inbox holds it.
    const seen = await call(facts, requester.token, 'GET', '/orgunit/ou-engineering/seen', {
      ouid: 'ou-engineering',
    });
    expect(seen.body).toMatchObject({ inbox: { unseen: 1, capped: false } });
    const inboxPath = `/userprofile/${requester.username}/inbox`;
    const inbox = await page(requester.token, inboxPath, 'ou-engineering');
    expect(inbox.items).toHaveLength(1);
    expect(inbox.items[0]).toMatchObject({
      event: 'rejected',
      ouid: victim.id,
      actor: salesAdmin.username,
      subject: requester.username,
    });
    expect(inbox.items[0]?.summary).toContain(reason);
    expect(inbox.items[0]?.summary).toContain(victim.name);

    // In the unit the rejection sits in, the requester (an admin above it) has it in the unit's
    // count: the bell counts it once, not again from the inbox.
    const inVictim = await call(facts, requester.token, 'GET', `/orgunit/${victim.id}/seen`, {
      ouid: victim.id,
    });
    expect(inVictim.body).toMatchObject({ unseen: 2, inbox: { unseen: 0 } });

    // Only they read it: not the admin who decided, not a system admin.
    for (const token of [salesAdmin.token, admin]) {
      const refused = await call(facts, token, 'GET', inboxPath, { ouid: SALES.id });
      expect(refused.status).toBe(403);
      const mark = await call(facts, token, 'PUT', `${inboxPath}/seen`, {
        ouid: SALES.id,
        body: { at: inbox.items[0]?.at, id: inbox.items[0]?.id },
      });
      expect(mark.status).toBe(403);
    }

    // Marking it seen clears their inbox count.
    const record = { at: inbox.items[0]?.at, id: inbox.items[0]?.id };
    const marked = await call(facts, requester.token, 'PUT', `${inboxPath}/seen`, {
      ouid: 'ou-engineering',
      body: record,
    });
    expect(marked).toMatchObject({ status: 200, body: { seen: record } });
    const after = await call(facts, requester.token, 'GET', '/orgunit/ou-engineering/seen', {
      ouid: 'ou-engineering',
    });
    expect(after.body).toMatchObject({ inbox: { unseen: 0, seen: record } });
  });
});

describe('names in summaries', () => {
  it('names the unit, the org role and the application and its roles by their display names', async () => {
    const unit = await newUnitUnder(facts, salesAdmin.token, SALES, uniqueName('Named'));
    const person = await addedMember(unit.id);
    const given = await call(facts, salesAdmin.token, 'POST', '/appuser', {
      ouid: unit.id,
      body: { username: person.username, appId: 'ticketapp', roles: ['agent'], ouid: unit.id },
    });
    expect(given.status).toBe(201);

    const inbox = await page(person.token, `/userprofile/${person.username}/inbox`, unit.id);
    const [app, org] = inbox.items.map((item) => item.summary);
    // The seeded configs in force name ticketapp "Issue Tracker", its role agent "Agent".
    expect(app).toContain('Agent in Issue Tracker');
    expect(app).toContain(unit.name);
    expect(org).toContain(`'${unit.name}' as User`);
    for (const summary of [app, org]) {
      expect(summary).not.toContain(unit.id);
      expect(summary).not.toContain('ticketapp');
    }
  });
});
