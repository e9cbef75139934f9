/**
 * DynamoDB calls and round trips per request, counted by a middleware on the handlers' own
 * document client against DynamoDB Local: the authorization makes two calls (the caller's
 * memberships, one BatchGet of the units named); a read makes exactly one call of its own (none
 * when its target is the unit the authorization read; a paged subtree one per page), started
 * alongside the authorization's, so the request is one round trip; a write makes exactly one
 * TransactWriteItems, after at most two reads (the current record, the role configs), never one
 * per item. The callers have MFA on (their ID token says so), for which the API's MFA rule reads
 * nothing. For a caller without it the authorization's one BatchGet also reads the MFA marker (no
 * call more); the first request of an instance for a set of units, and the first after a change
 * of which units require MFA, pays one BatchGet more (the chains' units and core configs; a second
 * one before it, of the units, when the instance has not met them), and then nothing while the
 * marker's count stands (mfa-requirement-read.ts): counted at the end.
 *
 * Routes that also call Cognito or S3 (profile details and creation or deletion, the username
 * check, deployed configs and activation, tenant onboarding) are counted by the integration suites'
 * behaviour, not here: this test has DynamoDB Local only. So is the tenant list, whose page costs
 * two counting Queries per tenant by design. They are listed in NOT_COUNTED_HERE, so a new route
 * must be placed in one list or the other.
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { paginateQuery, ScanCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';

import { INDEXES, keys } from '../../../lambdas/domain/data-keys';
import { ROUTES, routeKey } from '../../../lambdas/domain/routes';
import { documentClient } from '../../../lambdas/shared/dynamo-client';
import { readCallerAndUnits } from '../../../lambdas/shared/repositories/authorization-read';
import { mfaRequirementChanged } from '../../../lambdas/shared/repositories/mfa-requirement-marker';
import { type DynamoDbLocal, startDynamoDbLocal } from '../../support/dynamodb-local';
import { apiEvent, lambdaContext, withMfa } from '../support/events';
import { writeTenancy } from '../support/tenancy-fixture';
import { writeRoundTripFixture } from './round-trips-fixture';
import { handlerOf, ROUND_TRIP_CASES, type RoundTripCase } from './round-trips-cases';

const NOT_COUNTED_HERE: Readonly<Record<string, string>> = {
  'POST /userprofile': 'reads the sign-in account from Cognito',
  'POST /orguser': 'reads the sign-in account from Cognito',
  'GET /userprofile/{username}': 'reads the Cognito status',
  'DELETE /userprofile/{username}': 'deletes the Cognito user',
  'PUT /config/{identifier}': 'reads the artifact from S3',
  'POST /config/{identifier}': 'writes the saved config to S3',
  'POST /tenant': 'reads (and may create) the first admin account in Cognito',
  'GET /tenant': 'counts units and users: two paged Queries per tenant of the page',
  'POST /document': 'reads the uploaded object from S3',
  'DELETE /document/{documentId}': 'deletes the object from S3',
  'GET /workqueue/deletion-requests': "needs the acting unit's stored chain for its begins_with",
  'GET /workqueue/deleted-units': "needs the acting unit's stored chain for its begins_with",
  'GET /orgunit/{id}/deletion': 'a bounded preview: a few counting Queries per unit and user',
  'POST /orgunit/{id}/deletion/approve': 'flags the subtree in bounded batches after its commit',
  'POST /orgunit/{id}/deletion/reject': 'covered by the deletion tests (one commit after a Query)',
  'POST /orgunit/{id}/restore': 'reads the parent, then unflags the subtree in bounded batches',
};
// Also not counted here: GET /userprofile?checkUserName= (asks Cognito too) and
// GET /config?deployArtifact=true (lists S3 only).

/**
 * Reads that still wait for the authorization before their own read: a second round trip.
 * Each names why; the list should only shrink.
 */
const SECOND_ROUND_TRIP: Readonly<Record<string, string>> = {
  'GET /config': "needs the acting unit's stored chain to know which units' configs to read",
  'GET /config/{identifier}/preview':
    "compares with the config in force: needs the acting unit's stored chain, as GET /config",
  'GET /orgunit/{id}': "needs the unit's stored chain to know which ancestors' names to read",
  'GET /access/units/{id}/people':
    "needs the unit's stored chain to know which units' members and names to read",
  'GET /access/explain':
    "needs the person's policies (the profile) to read their policies' units with the named ones",
};

let dynamo: DynamoDbLocal;
const calls: string[] = [];
/** Sequential waves of calls: a call that starts while none is in flight begins a new one. */
let roundTrips = 0;
let inFlight = 0;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  dynamo = await startDynamoDbLocal();
  dynamo.applyHandlerEnv();
  process.env.DOCUMENTS_BUCKET = 'documents';
  process.env.CONFIG_BUCKET = 'config-artifacts';
  process.env.API_TOPIC_ARN = 'arn:aws:sns:ap-south-1:000000000000:round-trips';
  await writeTenancy(dynamo.documentClient, dynamo.tableName);
  await writeRoundTripFixture(dynamo.documentClient, dynamo.tableName);
  await meetEveryUnit();
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      calls.push(String(context.commandName).replace(/Command$/, ''));
      if (inFlight === 0) roundTrips += 1;
      inFlight += 1;
      try {
        return await next(args);
      } finally {
        inFlight -= 1;
      }
    },
    { step: 'initialize', name: 'countRoundTrips' },
  );
}, 120_000);

/**
 * Units never move: an instance that has met a unit reads its ancestors' deletion flags in the
 * authorization's one BatchGet (authorization-read.ts). That steady state is what is counted here;
 * the first request naming a unit an instance has not met costs one BatchGet more.
 */
async function meetEveryUnit() {
  const { Items } = await dynamo.documentClient.send(
    new ScanCommand({
      TableName: dynamo.tableName,
      FilterExpression: 'SK = :sk',
      ExpressionAttributeValues: { ':sk': keys.orgunit('').SK },
    }),
  );
  const ids = (Items ?? []).map((item) => String(item.identifier));
  for (let start = 0; start < ids.length; start += 90) {
    await readCallerAndUnits({ username: 'nobody', sub: 'none' }, ids.slice(start, start + 90));
  }
}

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
  return withMfa(event);
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
  if (testCase.calls) return [...testCase.calls];
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

/** The authorization's read: one BatchGet of the caller's profile (their policies) and the units named. */
function authorizationCalls(): string[] {
  return ['BatchGetItem'];
}

/** `made` without one occurrence of each of `removed` (calls may interleave in any order). */
function without(made: readonly string[], removed: readonly string[]): string[] | undefined {
  const rest = [...made];
  for (const call of removed) {
    const index = rest.indexOf(call);
    if (index < 0) return undefined;
    rest.splice(index, 1);
  }
  return rest;
}

/** Round trips a case may take: a read one (its read beside the authorization's), a write three. */
function allowedRoundTrips(testCase: RoundTripCase, subtreeQueries: number): number {
  switch (testCase.kind) {
    case 'read':
      return SECOND_ROUND_TRIP[testCase.route] ? 2 : 1;
    case 'subtree':
      return 1 + subtreeQueries;
    case 'none':
      return 1;
    case 'write':
      return 1 + MAX_READS_BEFORE_WRITE + 1;
  }
}

it('names a real, counted read route in SECOND_ROUND_TRIP', () => {
  const reads = new Set(ROUND_TRIP_CASES.filter((c) => c.kind === 'read').map((c) => c.route));
  expect(Object.keys(SECOND_ROUND_TRIP).filter((route) => !reads.has(route))).toEqual([]);
});

describe.each(
  ROUND_TRIP_CASES.map((testCase) => [testCase.label ?? testCase.route, testCase] as const),
)('%s', (_label, testCase) => {
  it(`makes the ${testCase.kind === 'write' ? 'one transaction' : 'fewest reads'} it needs, in the fewest round trips`, async () => {
    calls.length = 0;
    roundTrips = 0;
    const response = await handlerOf(testCase.route)(eventOf(testCase), lambdaContext());
    const made = [...calls];
    expect({
      status: response.statusCode,
      body: response.statusCode < 300 ? 'ok' : response.body,
    }).toEqual({
      status: testCase.status ?? 200,
      body: 'ok',
    });
    const authorization = authorizationCalls();
    const operation = without(made, authorization);
    expect({ route: testCase.route, authorization: operation ? authorization : made }).toEqual({
      route: testCase.route,
      authorization,
    });
    const expected = await expectedOperation(testCase, operation ?? []);
    // A read whose target is the unit the authorization read may need no read of its own.
    const readInAuthorization = testCase.kind === 'read' && operation?.length === 0;
    expect({ route: testCase.route, operation }).toEqual({
      route: testCase.route,
      operation: readInAuthorization ? [] : expected,
    });
    const subtreeQueries = testCase.kind === 'subtree' ? expected.length : 0;
    expect({ route: testCase.route, roundTrips }).toEqual({
      route: testCase.route,
      roundTrips: expect.any(Number),
    });
    expect(roundTrips).toBeLessThanOrEqual(allowedRoundTrips(testCase, subtreeQueries));
  });
});

it('reads whether a caller without MFA must have it in one BatchGet, then not again until a change', async () => {
  const testCase = ROUND_TRIP_CASES.find((c) => c.route === 'GET /orgunit/{id}');
  if (!testCase) throw new Error('No GET /orgunit/{id} case');
  const withoutMfa = () => {
    const event = eventOf(testCase);
    delete (event.requestContext.authorizer?.claims as Record<string, string>).mfa_enabled;
    return event;
  };
  const send = async (event: APIGatewayProxyEvent) => {
    calls.length = 0;
    roundTrips = 0;
    const response = await handlerOf(testCase.route)(event, lambdaContext());
    expect(response.statusCode).toBe(testCase.status ?? 200);
    return { calls: [...calls], roundTrips };
  };
  const withIt = await send(eventOf(testCase));
  const reading = { calls: [...withIt.calls, 'BatchGetItem'], roundTrips: withIt.roundTrips + 1 };
  expect(await send(withoutMfa())).toEqual(reading);
  // The marker, read in the authorization's BatchGet, says nothing changed: nothing more.
  expect(await send(withoutMfa())).toEqual(withIt);
  expect(await send(withoutMfa())).toEqual(withIt);
  // A change counted on the marker (as an activation of `requireMfa` does): read anew, once.
  await dynamo.documentClient.send(
    new TransactWriteCommand({ TransactItems: [mfaRequirementChanged(new Date().toISOString())] }),
  );
  expect(await send(withoutMfa())).toEqual(reading);
  expect(await send(withoutMfa())).toEqual(withIt);
});
