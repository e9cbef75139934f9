/**
 * DynamoDB round trips per request, counted by a middleware on the handlers' own document client
 * against DynamoDB Local: the authorization makes two calls (the caller's memberships, one
 * BatchGet of the units named), then a read makes exactly one call (a paged subtree one per
 * page) and a write exactly one TransactWriteItems, after at most two reads (the current record,
 * the role configs), never one per item.
 *
 * Routes that also call Cognito or S3 (profile details and creation or deletion, the username
 * check, deployed configs and activation, tenant onboarding) are counted by the integration suites'
 * behaviour, not here: this test has DynamoDB Local only. So is the tenant list, whose page costs
 * two counting Queries per tenant by design. They are listed in NOT_COUNTED_HERE, so a new route
 * must be placed in one list or the other.
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { paginateQuery } from '@aws-sdk/lib-dynamodb';

import { INDEXES, keys } from '../../../lambdas/domain/data-keys';
import { ROUTES, routeKey } from '../../../lambdas/domain/routes';
import { documentClient } from '../../../lambdas/shared/dynamo-client';
import { type DynamoDbLocal, startDynamoDbLocal } from '../../support/dynamodb-local';
import { apiEvent, lambdaContext } from '../support/events';
import { writeTenancy } from '../support/tenancy-fixture';
import { writeRoundTripFixture } from './round-trips-fixture';
import { handlerOf, ROUND_TRIP_CASES, type RoundTripCase } from './round-trips-cases';

const NOT_COUNTED_HERE: Readonly<Record<string, string>> = {
  'POST /userprofile': 'reads the sign-in account from Cognito',
  'POST /orguser': 'reads the sign-in account from Cognito',
  'GET /userprofile/{username}': 'reads the Cognito status',
  'DELETE /userprofile/{username}': 'deletes the Cognito user',
  'PUT /config/{identifier}': 'reads the artifact from S3',
  'POST /tenant': 'reads (and may create) the first admin account in Cognito',
  'GET /tenant': 'counts units and users: two paged Queries per tenant of the page',
};
// Also not counted here: GET /userprofile?checkUserName= (asks Cognito too) and
// GET /config?deployArtifact=true (lists S3 only).

let dynamo: DynamoDbLocal;
const calls: string[] = [];

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  dynamo = await startDynamoDbLocal();
  dynamo.applyHandlerEnv();
  process.env.DOCUMENTS_BUCKET = 'documents';
  process.env.CONFIG_BUCKET = 'config-artifacts';
  process.env.API_TOPIC_ARN = 'arn:aws:sns:ap-south-1:000000000000:round-trips';
  await writeTenancy(dynamo.documentClient, dynamo.tableName);
  await writeRoundTripFixture(dynamo.documentClient, dynamo.tableName);
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      calls.push(String(context.commandName).replace(/Command$/, ''));
      return next(args);
    },
    { step: 'initialize', name: 'countRoundTrips' },
  );
}, 120_000);

afterAll(async () => {
  documentClient.middlewareStack.remove('countRoundTrips');
  await dynamo?.stop();
  jest.restoreAllMocks();
});

function eventOf(testCase: RoundTripCase): APIGatewayProxyEvent {
  const [method, resource] = testCase.route.split(' ') as [string, string];
  const pathParameters = testCase.pathParameters ?? {};
  const path = resource.replace(/\{(\w+)\}/g, (_, name: string) => pathParameters[name] ?? '');
  const event = apiEvent({
    method,
    resource,
    path,
    pathParameters,
    query: testCase.query,
    headers: testCase.headers,
    username: testCase.username,
  });
  if (testCase.body !== undefined) event.body = JSON.stringify(testCase.body);
  return event;
}

/** Pages of the raw GSI2 Query of a unit's subtree: what the org plan may spend, no more. */
async function subtreePages(topId: string, chain: string): Promise<number> {
  let pages = 0;
  const paginator = paginateQuery(
    { client: dynamo.documentClient },
    {
      TableName: dynamo.tableName,
      IndexName: INDEXES.byTree.name,
      KeyConditionExpression: 'GSI2PK = :pk AND begins_with(GSI2SK, :chain)',
      ExpressionAttributeValues: { ':pk': keys.orgunitTree(topId), ':chain': chain },
    },
  );
  for await (const _page of paginator) pages += 1;
  return pages;
}

const READS = new Set(['GetItem', 'Query', 'BatchGetItem', 'ExecuteStatement']);
/** Reads a write may make before its transaction (current record, role configs): a few, never per item. */
const MAX_READS_BEFORE_WRITE = 2;

async function expectedOperation(testCase: RoundTripCase, made: string[]): Promise<unknown[]> {
  switch (testCase.kind) {
    case 'read':
      return [expect.stringMatching(/^(GetItem|Query|BatchGetItem|ExecuteStatement)$/)];
    case 'subtree':
      return Array<string>(await subtreePages('ou-big', 'ou-big')).fill('Query');
    case 'none':
      return [];
    case 'write': {
      const before = made.slice(0, -1);
      const readsOnly = before.every((call) => READS.has(call));
      return readsOnly && before.length <= MAX_READS_BEFORE_WRITE
        ? [...before, 'TransactWriteItems']
        : [`at most ${MAX_READS_BEFORE_WRITE} reads`, 'TransactWriteItems'];
    }
  }
}

it('places every route in the counted cases or in NOT_COUNTED_HERE', () => {
  const placed = new Set([
    ...ROUND_TRIP_CASES.map((c) => c.route),
    ...Object.keys(NOT_COUNTED_HERE),
  ]);
  expect(ROUTES.map(routeKey).filter((key) => !placed.has(key))).toEqual([]);
});

it('spans more than one page for the big org plan', async () => {
  expect(await subtreePages('ou-big', 'ou-big')).toBeGreaterThan(1);
});

describe.each(
  ROUND_TRIP_CASES.map((testCase) => [testCase.label ?? testCase.route, testCase] as const),
)('%s', (_label, testCase) => {
  it(`makes the ${testCase.kind === 'write' ? 'one transaction' : 'fewest reads'} it needs`, async () => {
    calls.length = 0;
    const response = await handlerOf(testCase.route)(eventOf(testCase), lambdaContext());
    const made = [...calls];
    expect({
      status: response.statusCode,
      body: response.statusCode < 300 ? 'ok' : response.body,
    }).toEqual({
      status: testCase.status ?? 200,
      body: 'ok',
    });
    const unitsNamed = testCase.headers?.['x-ouid'] !== undefined || testCase.namesUnit === true;
    const authorization = unitsNamed ? ['Query', 'BatchGetItem'] : ['Query'];
    const operation = made.slice(authorization.length);
    expect({ route: testCase.route, authorization: made.slice(0, authorization.length) }).toEqual({
      route: testCase.route,
      authorization,
    });
    expect({ route: testCase.route, operation }).toEqual({
      route: testCase.route,
      operation: await expectedOperation(testCase, operation),
    });
  });
});
