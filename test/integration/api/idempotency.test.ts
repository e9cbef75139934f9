/**
 * Issue 17 §4: every write takes an `Idempotency-Key`. A retry with the same key and request gets
 * the first outcome (same status and body, `Idempotent-Replayed: true`) and changes nothing; the
 * same key on another request is a 422; keys are the caller's own and expire after a day.
 */
import { randomUUID } from 'node:crypto';

import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

import { recordKeyOf } from '../../../lambdas/shared/idempotency/request-key';
import { LOCAL_RESOURCES } from '../../../local/settings';
import { tableClient } from '../support/accounts';
import { type ApiAnswer, callApi } from '../support/api';
import { errorBody } from '../support/error-body';
import {
  newUnitUnder,
  storedAuditCount,
  storedChildren,
  storedUnit,
  uniqueName,
} from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';
import { accountWith, signedUpPerson, type TestAccount } from '../support/users-api';

const { facts } = sharedPlatform();
const SALES = { id: 'ou-sales', chain: 'ou-root/ou-sales' };
const REPLAYED = 'idempotent-replayed';

let salesAdmin: TestAccount;
let otherSalesAdmin: TestAccount;

beforeAll(async () => {
  [salesAdmin, otherSalesAdmin] = await Promise.all([
    accountWith(facts, { 'ou-sales': ['admin'] }),
    accountWith(facts, { 'ou-sales': ['admin'] }),
  ]);
}, 60_000);

function newKey(): string {
  return `test:${randomUUID()}`;
}

interface Write {
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

function send(caller: TestAccount, write: Write, key?: string): Promise<ApiAnswer> {
  return callApi(facts, write.path, {
    method: write.method,
    token: caller.token,
    headers: {
      'x-ouid': SALES.id,
      ...write.headers,
      ...(key === undefined ? {} : { 'Idempotency-Key': key }),
    },
    body: write.body,
  });
}

function createUnitWrite(name: string, description = 'Made with a key'): Write {
  return {
    method: 'POST',
    path: '/orgunit',
    headers: { 'x-ouidchain': SALES.chain },
    body: { name, description },
  };
}

async function childrenNamed(name: string): Promise<number> {
  return (await storedChildren(facts, SALES.id)).filter((unit) => unit.name === name).length;
}

async function storedOutcome(username: string, key: string) {
  const table = tableClient(facts);
  try {
    const { Item } = await table.send(
      new GetCommand({ TableName: LOCAL_RESOURCES.tableName, Key: recordKeyOf(username, key) }),
    );
    return Item;
  } finally {
    table.destroy();
  }
}

async function changeOutcome(username: string, key: string, update: string, values?: object) {
  const table = tableClient(facts);
  try {
    await table.send(
      new UpdateCommand({
        TableName: LOCAL_RESOURCES.tableName,
        Key: recordKeyOf(username, key),
        UpdateExpression: update,
        ...(values ? { ExpressionAttributeValues: values as Record<string, unknown> } : {}),
      }),
    );
  } finally {
    table.destroy();
  }
}

/** Sends the write twice with one key: both answers must be the same, the second a replay. */
async function sentTwice(caller: TestAccount, write: Write): Promise<ApiAnswer> {
  const key = newKey();
  const first = await send(caller, write, key);
  const retry = await send(caller, write, key);
  expect({ status: retry.status, body: retry.body }).toEqual({
    status: first.status,
    body: first.body,
  });
  expect(first.headers.get(REPLAYED)).toBeNull();
  expect(retry.headers.get(REPLAYED)).toBe('true');
  return first;
}

describe('a retry with the same key and request', () => {
  it('creates a unit once and answers the same 201', async () => {
    const name = uniqueName('Keyed unit');
    const audits = await storedAuditCount(facts, SALES.id);
    const first = await sentTwice(salesAdmin, createUnitWrite(name));
    expect(first.status).toBe(201);
    expect(await childrenNamed(name)).toBe(1);
    expect(await storedAuditCount(facts, SALES.id)).toBe(audits + 1);
  });

  it('creates a team once', async () => {
    const name = uniqueName('Keyed team');
    const first = await sentTwice(salesAdmin, { method: 'POST', path: '/team', body: { name } });
    expect(first.status).toBe(201);
    const teams = await send(salesAdmin, { method: 'GET', path: '/team' });
    const named = (teams.body as { items: { name: string }[] }).items.filter(
      (team) => team.name === name,
    );
    expect(named).toHaveLength(1);
  });

  it('applies an update of a version once, instead of a 409 about itself', async () => {
    const unit = await newUnitUnder(facts, salesAdmin.token, SALES);
    const renamed = uniqueName('Renamed');
    const first = await sentTwice(salesAdmin, {
      method: 'PUT',
      path: `/orgunit/${unit.id}`,
      headers: { 'x-ouid': unit.id },
      body: { version: 1, data: { name: renamed } },
    });
    expect(first.status).toBe(200);
    expect(await storedUnit(facts, unit.id)).toMatchObject({ name: renamed, version: 2 });
  });

  it('deletes once, and the retry is not refused', async () => {
    const created = await send(salesAdmin, {
      method: 'POST',
      path: '/team',
      body: { name: uniqueName('Team to delete') },
    });
    const { teamId } = (created.body as { data: { teamId: string } }).data;
    const first = await sentTwice(salesAdmin, { method: 'DELETE', path: `/team/${teamId}` });
    expect(first.status).toBe(200);
    // Without the key, a second delete is refused: a team that is gone is out of sight.
    const again = await send(salesAdmin, { method: 'DELETE', path: `/team/${teamId}` });
    expect(again.status).toBe(403);
  });

  it('creates a user profile once, instead of a 409 "already exists"', async () => {
    const person = await signedUpPerson(facts, 'keyed');
    const write = { method: 'POST', path: '/userprofile', body: person };
    const first = await sentTwice(salesAdmin, write);
    expect(first.status).toBe(201);
    expect((await send(salesAdmin, write)).status).toBe(409);
  });

  it('repeats a refusal: the outcome of the key, whatever happened since', async () => {
    const unit = await newUnitUnder(facts, salesAdmin.token, SALES);
    const stale = {
      method: 'PUT',
      path: `/orgunit/${unit.id}`,
      headers: { 'x-ouid': unit.id },
      body: { version: 7, data: { name: uniqueName('Stale') } },
    };
    const first = await sentTwice(salesAdmin, stale);
    expect(first.status).toBe(409);
  });
});

describe('the same key on another request', () => {
  it('is a 422 and changes nothing', async () => {
    const key = newKey();
    const name = uniqueName('First body');
    expect((await send(salesAdmin, createUnitWrite(name), key)).status).toBe(201);
    const other = uniqueName('Second body');
    const reused = await send(salesAdmin, createUnitWrite(other), key);
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual(
      errorBody('This Idempotency-Key was already used with a different request'),
    );
    expect(await childrenNamed(other)).toBe(0);
  });

  it('is a 422 on another route too', async () => {
    const key = newKey();
    expect((await send(salesAdmin, createUnitWrite(uniqueName('Unit')), key)).status).toBe(201);
    const team = await send(
      salesAdmin,
      { method: 'POST', path: '/team', body: { name: 'T' } },
      key,
    );
    expect(team.status).toBe(422);
  });
});

describe('without a key', () => {
  it('works as before: a second create is refused as a duplicate', async () => {
    const name = uniqueName('Unkeyed');
    expect((await send(salesAdmin, createUnitWrite(name))).status).toBe(201);
    const again = await send(salesAdmin, createUnitWrite(name));
    expect(again.status).toBe(409);
    expect(again.headers.get(REPLAYED)).toBeNull();
  });
});

describe('concurrent duplicates with one key', () => {
  it('make one unit, and every answer is the same', async () => {
    const name = uniqueName('Concurrent');
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(salesAdmin, createUnitWrite(name), key)),
    );
    expect(await childrenNamed(name)).toBe(1);
    const [first] = answers;
    expect(first?.status).toBe(201);
    for (const answer of answers) {
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 201,
        body: first?.body,
      });
    }
  });
});

describe('the stored outcome', () => {
  it('commits with the change: the answer is in the table when the change is', async () => {
    const key = newKey();
    const first = await send(salesAdmin, createUnitWrite(uniqueName('Outcome')), key);
    const stored = await storedOutcome(salesAdmin.username, key);
    expect(stored).toMatchObject({ answerStatus: 201, answerBody: JSON.stringify(first.body) });
    const day = 24 * 60 * 60;
    expect(Number(stored?.expiresAt) - Date.now() / 1000).toBeGreaterThan(day - 60);
    expect(Number(stored?.expiresAt) - Date.now() / 1000).toBeLessThanOrEqual(day);
  });

  it('once expired, is treated as absent: the request runs again', async () => {
    const key = newKey();
    const name = uniqueName('Expired key');
    expect((await send(salesAdmin, createUnitWrite(name), key)).status).toBe(201);
    await changeOutcome(salesAdmin.username, key, 'SET expiresAt = :past', {
      ':past': Math.floor(Date.now() / 1000) - 1,
    });
    const again = await send(salesAdmin, createUnitWrite(name), key);
    // Run anew, the create meets its own earlier unit.
    expect(again.status).toBe(409);
    expect(again.headers.get(REPLAYED)).toBeNull();
    // And that refusal is now the key's outcome.
    expect((await send(salesAdmin, createUnitWrite(name), key)).headers.get(REPLAYED)).toBe('true');
  });

  it('without its answer, never runs the change again: 503 with Retry-After', async () => {
    const key = newKey();
    const name = uniqueName('Answer lost');
    expect((await send(salesAdmin, createUnitWrite(name), key)).status).toBe(201);
    await changeOutcome(salesAdmin.username, key, 'REMOVE answerStatus, answerBody');
    const retry = await send(salesAdmin, createUnitWrite(name), key);
    expect(retry.status).toBe(503);
    expect(Number(retry.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await childrenNamed(name)).toBe(1);
  });
});

describe('keys of two callers', () => {
  it('never collide', async () => {
    const key = newKey();
    const mine = uniqueName('Mine');
    const theirs = uniqueName('Theirs');
    const [first, second] = await Promise.all([
      send(salesAdmin, createUnitWrite(mine), key),
      send(otherSalesAdmin, createUnitWrite(theirs), key),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await childrenNamed(mine)).toBe(1);
    expect(await childrenNamed(theirs)).toBe(1);
  });
});

describe('a malformed key', () => {
  it.each(['', 'has space', 'x'.repeat(129), 'ü'])(
    '%j is a 400 and changes nothing',
    async (key) => {
      const name = uniqueName('Bad key');
      const answer = await send(salesAdmin, createUnitWrite(name), key);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(errorBody(expect.stringContaining('Idempotency-Key')));
      expect(await childrenNamed(name)).toBe(0);
    },
  );

  it('is not looked at on a read', async () => {
    const answer = await send(salesAdmin, { method: 'GET', path: '/team' }, 'has space');
    expect(answer.status).toBe(200);
  });
});

describe('CORS', () => {
  it('lets the console send the header', async () => {
    const response = await fetch(`${facts.urls.api}/orgunit`, {
      method: 'OPTIONS',
      headers: {
        Origin: facts.consoleOrigin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,x-ouid,idempotency-key',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'idempotency-key',
    );
  });
});
