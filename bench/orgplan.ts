/**
 * Part 2 of `npm run bench`: the org plan of 10,000 units through the handlers (in process,
 * against DynamoDB Local) next to the raw paged GSI2 Query of the same items: the whole plan as
 * the console's download reads it (flat pages), and the first level the tree view opens with.
 */
import { paginateQuery } from '@aws-sdk/lib-dynamodb';

import { INDEXES, keys } from '../lambdas/domain/data-keys';
import { membershipRecord, profileRecord } from '../lambdas/domain/record-builders';
import { SYSTEM_POLICY_OUID } from '../lambdas/domain/policies';
import { handler } from '../lambdas/orgplan/handler';
import { handler as orgunitHandler } from '../lambdas/orgunit/handler';
import { MAX_NESTED_PLAN_UNITS } from '../lambdas/domain/schemas/orgplan';
import { startDynamoDbLocal, type DynamoDbLocal } from '../test/support/dynamodb-local';
import { apiEvent, lambdaContext, subOf, withMfa } from '../test/unit/support/events';
import { buildOrgTree, TREE_ROOT_ID, writeItems } from './org-tree';
import { interleavedMedians, ms, ratio } from './stats';

const RUNS = 5;
const WARM_UP = 2;
const BENCH_ADMIN = 'bench-system-admin';
/** What the flat org plan reads of each unit (lambdas/shared/repositories/orgplan-subtree.ts). */
const PROJECTION = 'identifier, ouidChain, #name';
/** The page size of the console's plan download and of its tree's levels. */
const DOWNLOAD_PAGE = 500;
const LEVEL_PAGE = 50;

/** All units of the tree, page by page; `projection` reads only the attributes it names. */
async function rawSubtreeQuery(
  dynamo: DynamoDbLocal,
  projection?: string,
): Promise<{ items: number; pages: number }> {
  const pages = paginateQuery(
    { client: dynamo.documentClient },
    {
      TableName: dynamo.tableName,
      IndexName: INDEXES.byTree.name,
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :chain)',
      ...(projection ? { ProjectionExpression: projection } : {}),
      ExpressionAttributeNames: {
        '#pk': INDEXES.byTree.partition,
        '#sk': INDEXES.byTree.sort,
        ...(projection?.includes('#name') ? { '#name': 'name' } : {}),
      },
      ExpressionAttributeValues: { ':pk': keys.orgunitTree(TREE_ROOT_ID), ':chain': TREE_ROOT_ID },
    },
  );
  let items = 0;
  let count = 0;
  for await (const page of pages) {
    items += page.Items?.length ?? 0;
    count += 1;
  }
  return { items, pages: count };
}

/** The bench's caller is a system admin, whom the API serves only with MFA (its token's claim). */
function orgplanEvent(query?: Record<string, string>) {
  return withMfa(
    apiEvent({
      method: 'GET',
      resource: '/orgplan/{ouid}',
      path: `/orgplan/${TREE_ROOT_ID}`,
      pathParameters: { ouid: TREE_ROOT_ID },
      headers: { 'x-ouid': TREE_ROOT_ID },
      query,
      username: BENCH_ADMIN,
    }),
  );
}

/** The whole plan as the console's download reads it: flat pages until the last. */
async function flatPlan(): Promise<{ units: number; requests: number }> {
  let units = 0;
  let requests = 0;
  let nextToken: string | undefined;
  do {
    const query: Record<string, string> = { format: 'flat', limit: String(DOWNLOAD_PAGE) };
    if (nextToken) query.nextToken = nextToken;
    const answer = await handler(orgplanEvent(query), lambdaContext());
    if (answer.statusCode !== 200)
      throw new Error(`flat page: ${answer.statusCode} ${answer.body}`);
    const page = JSON.parse(answer.body) as { items: unknown[]; nextToken?: string };
    units += page.items.length;
    requests += 1;
    nextToken = page.nextToken;
  } while (nextToken);
  return { units, requests };
}

/** The tree view's first request: one page of the top unit's children. */
async function firstLevel(): Promise<number> {
  const answer = await orgunitHandler(
    withMfa(
      apiEvent({
        method: 'GET',
        resource: '/orgunit',
        path: '/orgunit',
        headers: { 'x-ouid': TREE_ROOT_ID },
        query: { parentOuId: TREE_ROOT_ID, limit: String(LEVEL_PAGE) },
        username: BENCH_ADMIN,
      }),
    ),
    lambdaContext(),
  );
  if (answer.statusCode !== 200)
    throw new Error(`first level: ${answer.statusCode} ${answer.body}`);
  return (JSON.parse(answer.body) as { items: unknown[] }).items.length;
}

export async function reportOrgPlan(): Promise<void> {
  const dynamo = await startDynamoDbLocal('orgconsole-bench');
  try {
    dynamo.applyHandlerEnv();
    const tree = buildOrgTree();
    const adminDisplay = {
      name: 'Bench Admin',
      email: 'bench-admin@example.com',
      phone_number: '',
    };
    const admin = membershipRecord({
      username: BENCH_ADMIN,
      ouid: SYSTEM_POLICY_OUID,
      ouidChain: SYSTEM_POLICY_OUID,
      roles: ['admin'],
      ...adminDisplay,
      createdDate: '2026-11-21T00:00:00.000Z',
    });
    // Memberships count only through a profile bound to the caller's sub (lambdas/domain/identity.ts).
    const adminProfile = profileRecord(
      { username: BENCH_ADMIN, sub: subOf(BENCH_ADMIN), ...adminDisplay },
      ['system=admin'],
      '2026-11-21T00:00:00.000Z',
    );
    const writeStart = performance.now();
    await writeItems(dynamo.documentClient, dynamo.tableName, [...tree, admin, adminProfile]);
    console.log(
      `\nOrg plan of ${tree.length.toLocaleString('en')} units (DynamoDB Local in memory, written ` +
        `in ${ms(performance.now() - writeStart)}; median of ${RUNS} interleaved runs after ${WARM_UP} warm-up)`,
    );

    const whole = await rawSubtreeQuery(dynamo);
    const nested = await handler(orgplanEvent(), lambdaContext());
    const flat = await flatPlan();
    const level = await firstLevel();
    const times = await interleavedMedians(
      {
        whole: () => rawSubtreeQuery(dynamo),
        projected: () => rawSubtreeQuery(dynamo, PROJECTION),
        flat: () => flatPlan(),
        level: () => firstLevel(),
      },
      WARM_UP,
      RUNS,
    );
    const line = (label: string, millis: number, note: string) =>
      console.log(`  ${label.padEnd(46)}${ms(millis).padStart(10)}   ${note}`);
    const pages = `${whole.items.toLocaleString('en')} items in ${whole.pages} pages`;
    line('raw paged Query on GSI2, whole items', times.whole, `(${pages})`);
    line(
      `same, projected to ${PROJECTION.replace('#name', 'name')}`,
      times.projected,
      '(what the flat plan reads)',
    );
    line(
      `flat plan, ${DOWNLOAD_PAGE} a page (the console's download)`,
      times.flat,
      `(${flat.units.toLocaleString('en')} units in ${flat.requests} requests; ` +
        `${ratio(times.flat, times.projected)} the projected Query, ${ratio(times.flat, times.whole)} the whole-item one)`,
    );
    line(
      `first level, ${LEVEL_PAGE} children (the tree view opens)`,
      times.level,
      `(${level} units; ${ratio(times.level, times.flat)} the whole plan)`,
    );
    console.log(
      `  nested plan of the whole tree: ${nested.statusCode}` +
        (nested.statusCode === 413
          ? ` (over ${MAX_NESTED_PLAN_UNITS.toLocaleString('en')} units: the console reads the flat pages)`
          : ''),
    );
  } finally {
    await dynamo.stop();
  }
}
