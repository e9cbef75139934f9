/**
 * Idempotency-Key handling in the handlers against DynamoDB Local, in process, with the handlers'
 * own document client: what each request costs in calls and round trips, and the failure the
 * integration suite cannot produce on purpose: a transaction that committed while its caller saw
 * an error (the database stalled past the function's budget), injected by a middleware that lets
 * the real commit happen and then throws.
 */
import { DescribeTimeToLiveCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyResult } from 'aws-lambda';

import { INDEXES, keys } from '../../../lambdas/domain/data-keys';
import { handler as orgunit } from '../../../lambdas/orgunit/handler';
import { documentClient } from '../../../lambdas/shared/dynamo-client';
import { recordKeyOf } from '../../../lambdas/shared/idempotency/request-key';
import { TABLE_TIME_TO_LIVE_ATTRIBUTE } from '../../../lambdas/shared/table-definition';
import { type DynamoDbLocal, startDynamoDbLocal } from '../../support/dynamodb-local';
import { apiEvent, lambdaContext, withMfa } from '../support/events';
import { writeTenancy } from '../support/tenancy-fixture';

const MIDDLEWARE = 'idempotency-test-calls';
const CALLER = 'root-admin';

let dynamo: DynamoDbLocal;
const calls: string[] = [];
let roundTrips = 0;
let inFlight = 0;
/** When set, the next TransactWriteItems commits for real and then fails as a stalled call would. */
let loseNextCommitAnswer = false;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  dynamo = await startDynamoDbLocal();
  dynamo.applyHandlerEnv();
  await writeTenancy(dynamo.documentClient, dynamo.tableName);
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      const command = String(context.commandName).replace(/Command$/, '');
      calls.push(command);
      if (inFlight === 0) roundTrips += 1;
      inFlight += 1;
      try {
        const output = await next(args);
        if (command === 'TransactWriteItems' && loseNextCommitAnswer) {
          loseNextCommitAnswer = false;
          throw Object.assign(new Error('socket hang up'), { name: 'TimeoutError' });
        }
        return output;
      } finally {
        inFlight -= 1;
      }
    },
    { step: 'initialize', name: MIDDLEWARE },
  );
}, 120_000);

afterAll(async () => {
  documentClient.middlewareStack.remove(MIDDLEWARE);
  await dynamo?.stop();
  jest.restoreAllMocks();
});

function createUnit(name: string, key?: string) {
  const event = apiEvent({
    method: 'POST',
    resource: '/orgunit',
    headers: {
      'x-ouid': 'ou-sales',
      'x-ouidchain': 'ou-root/ou-sales',
      ...(key === undefined ? {} : { 'Idempotency-Key': key }),
    },
    username: CALLER,
  });
  event.body = JSON.stringify({ name });
  // A caller with MFA on: the API's MFA rule reads nothing (round-trips.test.ts counts one without).
  return withMfa(event);
}

function updateUnit(id: string, version: number, name: string, key: string) {
  const event = apiEvent({
    method: 'PUT',
    resource: '/orgunit/{id}',
    path: `/orgunit/${id}`,
    pathParameters: { id },
    headers: { 'x-ouid': id, 'Idempotency-Key': key },
    username: CALLER,
  });
  event.body = JSON.stringify({ version, data: { name } });
  return withMfa(event);
}

async function send(event: ReturnType<typeof apiEvent>): Promise<APIGatewayProxyResult> {
  calls.length = 0;
  roundTrips = 0;
  return orgunit(event, lambdaContext());
}

async function childrenNamed(name: string): Promise<number> {
  const { Items = [] } = await dynamo.documentClient.send(
    new QueryCommand({
      TableName: dynamo.tableName,
      IndexName: INDEXES.byParent.name,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': INDEXES.byParent.partition },
      ExpressionAttributeValues: { ':pk': keys.orgunitChildren('ou-sales') },
    }),
  );
  return Items.filter((item) => item.name === name).length;
}

function outcomeItem(key: string) {
  return dynamo.documentClient.send(
    new GetCommand({ TableName: dynamo.tableName, Key: recordKeyOf(CALLER, key) }),
  );
}

it('turns the TTL on for the expiresAt attribute of the table', async () => {
  const client = new DynamoDBClient({});
  try {
    const { TimeToLiveDescription } = await client.send(
      new DescribeTimeToLiveCommand({ TableName: dynamo.tableName }),
    );
    expect(TimeToLiveDescription).toMatchObject({
      TimeToLiveStatus: 'ENABLED',
      AttributeName: TABLE_TIME_TO_LIVE_ATTRIBUTE,
    });
  } finally {
    client.destroy();
  }
});

describe('cost in DynamoDB calls', () => {
  it('reads the outcome alongside the authorization and stores it in the transaction', async () => {
    // The instance learns each unit's place in the tree once; the comparison is the steady state.
    expect((await send(createUnit('Cost warm-up'))).statusCode).toBe(201);
    const withoutKey = await send(createUnit('Cost without key'));
    expect(withoutKey.statusCode).toBe(201);
    const plain = { calls: [...calls], roundTrips };

    const first = await send(createUnit('Cost with key', 'cost-key-1'));
    expect(first.statusCode).toBe(201);
    // One GetItem more, in the authorization's round trip; nothing after the transaction.
    expect({ calls: [...calls].sort(), roundTrips }).toEqual({
      calls: [...plain.calls, 'GetItem'].sort(),
      roundTrips: plain.roundTrips,
    });
    expect(calls.at(-1)).toBe('TransactWriteItems');

    const replayed = await send(createUnit('Cost with key', 'cost-key-1'));
    expect(replayed).toMatchObject({ statusCode: 201, body: first.body });
    expect(replayed.headers).toMatchObject({ 'Idempotent-Replayed': 'true' });
    expect({ calls: [...calls].sort(), roundTrips }).toEqual({
      calls: ['BatchGetItem', 'GetItem'],
      roundTrips: 1,
    });
  });

  it('stores a refusal with one Put after the operation, and replays it', async () => {
    const refused = await send(updateUnit('ou-support', 99, 'Stale edit', 'stale-key-1'));
    expect(refused.statusCode).toBe(409);
    expect(calls.at(-1)).toBe('PutItem');

    const replayed = await send(updateUnit('ou-support', 99, 'Stale edit', 'stale-key-1'));
    expect(replayed).toMatchObject({ statusCode: 409, body: refused.body });
    expect(replayed.headers).toMatchObject({ 'Idempotent-Replayed': 'true' });
    expect(calls).not.toContain('PutItem');
  });
});

describe('an answer lost after its change committed', () => {
  it('is given to the retry, and the change is not made twice', async () => {
    loseNextCommitAnswer = true;
    const lost = await send(createUnit('Committed but unanswered', 'lost-answer-1'));
    expect(lost.statusCode).toBeGreaterThanOrEqual(500);
    expect(await childrenNamed('Committed but unanswered')).toBe(1);

    const retry = await send(createUnit('Committed but unanswered', 'lost-answer-1'));
    expect(retry.statusCode).toBe(201);
    expect(retry.headers).toMatchObject({ 'Idempotent-Replayed': 'true' });
    expect(calls).not.toContain('TransactWriteItems');
    expect(await childrenNamed('Committed but unanswered')).toBe(1);
    const stored = (await outcomeItem('lost-answer-1')).Item;
    expect(stored).toMatchObject({ answerStatus: 201, answerBody: retry.body });
  });

  it('without the key, the retry is refused as a duplicate: what the key is for', async () => {
    loseNextCommitAnswer = true;
    await send(createUnit('Unkeyed and unanswered'));
    const retry = await send(createUnit('Unkeyed and unanswered'));
    expect(retry.statusCode).toBe(409);
  });
});

describe('concurrent duplicates', () => {
  it('make one change and all get its answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        orgunit(createUnit('Concurrent duplicate', 'concurrent-key-1'), lambdaContext()),
      ),
    );
    expect(await childrenNamed('Concurrent duplicate')).toBe(1);
    const [first] = answers;
    expect(first?.statusCode).toBe(201);
    for (const answer of answers) {
      expect({ statusCode: answer.statusCode, body: answer.body }).toEqual({
        statusCode: 201,
        body: first?.body,
      });
    }
  });
});

describe('an outcome without its answer', () => {
  it('never runs the operation again: 503 with Retry-After', async () => {
    const first = await send(createUnit('Answer removed', 'no-answer-1'));
    expect(first.statusCode).toBe(201);
    await dynamo.documentClient.send(
      new UpdateCommand({
        TableName: dynamo.tableName,
        Key: recordKeyOf(CALLER, 'no-answer-1'),
        UpdateExpression: 'REMOVE answerStatus, answerBody',
      }),
    );
    const retry = await send(createUnit('Answer removed', 'no-answer-1'));
    expect(retry.statusCode).toBe(503);
    expect(retry.headers).toMatchObject({ 'Retry-After': expect.any(String) });
    expect(calls).not.toContain('TransactWriteItems');
    expect(await childrenNamed('Answer removed')).toBe(1);
  });
});
