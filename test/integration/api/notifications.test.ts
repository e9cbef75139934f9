/**
 * A unit's notifications through the local gateway: the unseen count after the caller's seen
 * marker (GET /orgunit/{id}/seen), moving the marker (PUT), the entity filter and paging of
 * GET /orgunit/{id}/activities, and who is refused.
 */
import { randomUUID } from 'node:crypto';

import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../../lambdas/domain/data-keys';
import { auditRecord } from '../../../lambdas/domain/record-builders';
import { UNSEEN_CAP } from '../../../lambdas/domain/schemas/notifications';
import { LOCAL_RESOURCES } from '../../../local/settings';
import { createUser, tableClient, writeTableItems } from '../support/accounts';
import type { ApiAnswer } from '../support/api';
import {
  adminToken,
  createUnit,
  type CreatedUnit,
  FORBIDDEN,
  newUnitUnder,
  uniqueName,
} from '../support/orgunit-api';
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

interface Activity {
  id: string;
  ouid: string;
  actor: string;
  action: string;
  entity: string;
  at: string;
}
interface ActivityPage {
  items: Activity[];
  nextToken?: string;
}

let admin: string;
let unit: CreatedUnit;
let member: TestAccount;
let salesAdmin: TestAccount;
let engineeringAdmin: TestAccount;

beforeAll(async () => {
  admin = await adminToken(facts);
  unit = await newUnitUnder(facts, admin, SALES, uniqueName('Notified'));
  [member, salesAdmin, engineeringAdmin] = await Promise.all([
    accountWith(facts, { [unit.id]: ['user'] }),
    accountWith(facts, { 'ou-sales': ['admin'] }),
    accountWith(facts, { 'ou-engineering': ['admin'] }),
  ]);
}, 60_000);

const seenOf = (token: string, ouid = unit.id) =>
  call(facts, token, 'GET', `/orgunit/${ouid}/seen`);

const markSeen = (token: string, body: unknown, ouid = unit.id) =>
  call(facts, token, 'PUT', `/orgunit/${ouid}/seen`, { body });

async function activities(token: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  const answer = await call(facts, token, 'GET', `/orgunit/${unit.id}/activities?${search}`);
  if (answer.status !== 200) throw new Error(`activities: ${answer.status}`);
  return answer.body as ActivityPage;
}

/** A child unit under the notified unit: an orgunit record filed under it. */
async function addChild(): Promise<void> {
  const answer = await createUnit(facts, admin, unit, { name: uniqueName('Child') });
  if (answer.status !== 201) throw new Error(`create child: ${answer.status}`);
}

/** A new account made a member of the notified unit: an orguser record filed under it. */
async function addOrgUser(): Promise<void> {
  const username = uniqueUsername('notified');
  await createUser(facts, username, USER_PASSWORD);
  const answer = await call(facts, admin, 'POST', '/orguser', {
    ouid: unit.id,
    body: { ...personFor(username), roles: [`${unit.id}=user`] },
  });
  if (answer.status !== 201) throw new Error(`add org user: ${answer.status}`);
}

async function storedMarker(username: string, ouid: string) {
  const table = tableClient(facts);
  try {
    const { Item } = await table.send(
      new GetCommand({
        TableName: LOCAL_RESOURCES.tableName,
        Key: keys.seenMarker(username, ouid),
      }),
    );
    return Item;
  } finally {
    table.destroy();
  }
}

const recordOf = (activity: Activity) => ({ at: activity.at, id: activity.id });

/** The inbox part of a seen state for a caller nobody's change was about. */
const EMPTY_INBOX = { inbox: { unseen: 0, capped: false } };

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`missing: ${what}`);
  return value;
}

describe('the unseen count and the seen marker', () => {
  it('counts the changes since the caller last looked; marking seen clears them for that caller only', async () => {
    expect(await seenOf(member.token)).toMatchObject({
      status: 200,
      body: { unseen: 0, capped: false },
    });

    await addChild();
    await addOrgUser();
    await addChild();
    // A plain member counts the unit's public changes, not another person's membership.
    expect((await seenOf(member.token)).body).toEqual({ unseen: 2, capped: false, ...EMPTY_INBOX });

    const shown = await activities(member.token);
    expect(shown.items.map((item) => item.entity)).toEqual(['orgunit', 'orgunit']);
    const newest = recordOf(shown.items[0] as Activity);
    expect(await markSeen(member.token, newest)).toMatchObject({
      status: 200,
      body: { seen: newest },
    });
    expect((await seenOf(member.token)).body).toEqual({
      unseen: 0,
      capped: false,
      seen: newest,
      ...EMPTY_INBOX,
    });
    // Another caller's marker is their own: the sales admin (who sees all 3) has seen nothing yet.
    expect((await seenOf(salesAdmin.token)).body).toEqual({
      unseen: 3,
      capped: false,
      ...EMPTY_INBOX,
    });

    // Idempotent, and an older record (another tab) never moves the marker back.
    expect((await markSeen(member.token, newest)).body).toEqual({ seen: newest });
    const oldest = recordOf(shown.items[1] as Activity);
    expect(await markSeen(member.token, oldest)).toMatchObject({
      status: 200,
      body: { seen: newest },
    });
    expect((await seenOf(member.token)).body).toMatchObject({ unseen: 0, seen: newest });

    await addOrgUser();
    await addChild();
    expect((await seenOf(member.token)).body).toMatchObject({ unseen: 1, capped: false });
  });

  it(`stops counting at ${UNSEEN_CAP} and says more may follow`, async () => {
    const busy = await newUnitUnder(facts, admin, SALES, uniqueName('Busy'));
    const base = Date.parse('2026-01-01T00:00:00.000Z');
    await writeTableItems(
      facts,
      Array.from({ length: UNSEEN_CAP + 1 }, (_, index) =>
        auditRecord({
          id: randomUUID(),
          ouid: busy.id,
          actor: 'someone',
          action: 'update',
          targetEntity: 'orgunit',
          targetId: busy.id,
          at: new Date(base + index * 1000).toISOString(),
          summary: `Change ${index}`,
        }),
      ),
    );
    expect((await seenOf(salesAdmin.token, busy.id)).body).toEqual({
      unseen: UNSEEN_CAP,
      capped: true,
      ...EMPTY_INBOX,
    });
    const page = await call(
      facts,
      salesAdmin.token,
      'GET',
      `/orgunit/${busy.id}/activities?limit=2`,
    );
    const second = must((page.body as ActivityPage).items[1], 'a second record');
    await markSeen(salesAdmin.token, recordOf(second), busy.id);
    expect((await seenOf(salesAdmin.token, busy.id)).body).toMatchObject({
      unseen: 1,
      capped: false,
    });
  });
});

describe('GET /orgunit/{id}/activities', () => {
  // An admin of the unit reads all of its records (a member's view: notifications-people.test.ts).
  it('narrows the records to one entity and pages them, newest first', async () => {
    const all = await activities(salesAdmin.token);
    const ofEntity = (entity: string) => all.items.filter((item) => item.entity === entity);
    expect(ofEntity('orguser').length).toBeGreaterThanOrEqual(2);

    expect((await activities(salesAdmin.token, { entity: 'orguser' })).items).toEqual(
      ofEntity('orguser'),
    );
    expect((await activities(salesAdmin.token, { entity: 'orgunit' })).items).toEqual(
      ofEntity('orgunit'),
    );
    expect(await activities(salesAdmin.token, { entity: 'config' })).toEqual({ items: [] });

    const first = await activities(salesAdmin.token, { entity: 'orguser', limit: '1' });
    expect(first.items).toEqual(ofEntity('orguser').slice(0, 1));
    const second = await activities(salesAdmin.token, {
      entity: 'orguser',
      limit: '1',
      nextToken: must(first.nextToken, 'a next page'),
    });
    expect(second.items).toEqual(ofEntity('orguser').slice(1, 2));
  });

  it('refuses an unknown entity and a page token of another list', async () => {
    const bad = await call(
      facts,
      salesAdmin.token,
      'GET',
      `/orgunit/${unit.id}/activities?entity=team-x`,
    );
    expect(bad.status).toBe(400);
    const page = await activities(salesAdmin.token, { entity: 'orgunit', limit: '1' });
    const foreign = await call(
      facts,
      salesAdmin.token,
      'GET',
      `/orgunit/${unit.id}/activities?entity=orguser&nextToken=${page.nextToken ?? ''}`,
    );
    expect(foreign.status).toBe(400);
  });
});

describe('refusals', () => {
  const expectForbidden = (answer: ApiAnswer) =>
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 403, body: FORBIDDEN });

  it('answers an outsider the same whether or not the unit exists, and stores no marker', async () => {
    const missing = `ou-missing-${randomUUID().slice(0, 8)}`;
    const record = { at: '2026-01-02T03:04:05.678Z', id: 'some-record' };
    for (const ouid of [unit.id, missing]) {
      expectForbidden(await seenOf(engineeringAdmin.token, ouid));
      expectForbidden(await markSeen(engineeringAdmin.token, record, ouid));
      expectForbidden(
        await call(
          facts,
          engineeringAdmin.token,
          'GET',
          `/orgunit/${ouid}/activities?entity=orgunit`,
        ),
      );
      expect(await storedMarker(engineeringAdmin.username, ouid)).toBeUndefined();
    }
    // A member of a child is not a member of its parent.
    expectForbidden(await seenOf(member.token, 'ou-sales'));
  });

  it.each([
    ['a date that is not ISO', { at: 'yesterday', id: 'some-record' }],
    ['a record in the future', { at: '2999-01-01T00:00:00.000Z', id: 'some-record' }],
    ['an id with separators', { at: '2026-01-02T03:04:05.678Z', id: 'a#b' }],
    ['a field the API does not take', { at: '2026-01-02T03:04:05.678Z', id: 'r', user: 'x' }],
  ])('refuses %s with 400 and moves nothing', async (_label, body) => {
    const caller = await accountWith(facts, { [unit.id]: ['user'] });
    const answer = await markSeen(caller.token, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: expect.any(String) });
    expect(await storedMarker(caller.username, unit.id)).toBeUndefined();
  });
});
