/**
 * Part 2 of `npm run bench`: the org plan of 10,000 units through the orgplan handler (in
 * process, against DynamoDB Local) next to the raw paged GSI2 Query of the same items.
 */
import { paginateQuery } from '@aws-sdk/lib-dynamodb';

import { INDEXES, keys } from '../lambdas/domain/data-keys';
import { membershipRecord } from '../lambdas/domain/record-builders';
import { SYSTEM_POLICY_OUID } from '../lambdas/domain/policies';
import { handler } from '../lambdas/orgplan/handler';
import { startDynamoDbLocal, type DynamoDbLocal } from '../test/support/dynamodb-local';
import { apiEvent, lambdaContext } from '../test/unit/support/events';
import { buildOrgTree, TREE_ROOT_ID, writeItems } from './org-tree';
import { interleavedMedians, ms, ratio } from './stats';

const RUNS = 5;
const WARM_UP = 2;
const BENCH_ADMIN = 'bench-system-admin';
/** What the orgplan handler reads of each unit (lambdas/orgplan/subtree.ts). */
const PROJECTION = 'identifier, ouidChain';

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
      ExpressionAttributeNames: { '#pk': INDEXES.byTree.partition, '#sk': INDEXES.byTree.sort },
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

/** Units in an org plan `{ id, subunits: { childId: { id, subunits } } }`, wrapped or not. */
function countUnits(plan: unknown): number {
  if (!plan || typeof plan !== 'object') return 0;
  const node = plan as { id?: unknown; subunits?: unknown; data?: unknown };
  if (node.id === undefined && node.data !== undefined) return countUnits(node.data);
  const subunits = node.subunits && typeof node.subunits === 'object' ? node.subunits : {};
  return 1 + Object.values(subunits).reduce((sum: number, child) => sum + countUnits(child), 0);
}

function orgplanEvent() {
  return apiEvent({
    method: 'GET',
    resource: '/orgplan/{ouid}',
    path: `/orgplan/${TREE_ROOT_ID}`,
    pathParameters: { ouid: TREE_ROOT_ID },
    headers: { 'x-ouid': TREE_ROOT_ID },
    username: BENCH_ADMIN,
  });
}

export async function reportOrgPlan(): Promise<void> {
  const dynamo = await startDynamoDbLocal('orgconsole-bench');
  try {
    dynamo.applyHandlerEnv();
    const tree = buildOrgTree();
    const admin = membershipRecord({
      username: BENCH_ADMIN,
      ouid: SYSTEM_POLICY_OUID,
      ouidChain: SYSTEM_POLICY_OUID,
      roles: ['admin'],
      name: 'Bench Admin',
      email: 'bench-admin@example.com',
      phone_number: '',
      createdDate: '2026-11-21T00:00:00.000Z',
    });
    const writeStart = performance.now();
    await writeItems(dynamo.documentClient, dynamo.tableName, [...tree, admin]);
    console.log(
      `\nOrg plan of ${tree.length.toLocaleString('en')} units (DynamoDB Local in memory, written ` +
        `in ${ms(performance.now() - writeStart)}; median of ${RUNS} interleaved runs after ${WARM_UP} warm-up)`,
    );

    const whole = await rawSubtreeQuery(dynamo);
    const first = await handler(orgplanEvent(), lambdaContext());
    const handlerWorks = first.statusCode === 200;
    const times = await interleavedMedians(
      {
        whole: () => rawSubtreeQuery(dynamo),
        projected: () => rawSubtreeQuery(dynamo, PROJECTION),
        handler: () =>
          handlerWorks ? handler(orgplanEvent(), lambdaContext()) : Promise.resolve(),
      },
      WARM_UP,
      RUNS,
    );
    const line = (label: string, millis: number, note: string) =>
      console.log(`  ${label.padEnd(42)}${ms(millis).padStart(10)}   ${note}`);
    const pages = `${whole.items.toLocaleString('en')} items in ${whole.pages} pages`;
    line('raw paged Query on GSI2, whole items', times.whole, `(${pages})`);
    line(`same, projected to ${PROJECTION}`, times.projected, '(what the handler reads)');
    if (!handlerWorks) {
      console.log(
        `  orgplan handler answers ${first.statusCode} (${first.body.slice(0, 120)}): NOT MEASURED`,
      );
      return;
    }
    const units = countUnits(JSON.parse(first.body) as unknown);
    line(
      'orgplan handler (in process)',
      times.handler,
      `(${units.toLocaleString('en')} units in the plan; ${ratio(times.handler, times.projected)} ` +
        `the projected Query, ${ratio(times.handler, times.whole)} the whole-item one)`,
    );
  } finally {
    await dynamo.stop();
  }
}
