/**
 * Part 2 of `npm run bench`: the org plan of 10,000 units through the orgplan handler (in
 * process, against DynamoDB Local) next to the raw paged GSI2 Query of the same items.
 */
import { paginateQuery } from '@aws-sdk/lib-dynamodb';

import { INDEXES, keys } from '../lambdas/domain/data-keys';
import { membershipRecord } from '../lambdas/domain/record-builders';
import { SYSTEM_POLICY_OUID } from '../lambdas/domain/policies';
import { startDynamoDbLocal, type DynamoDbLocal } from '../test/support/dynamodb-local';
import { apiEvent, lambdaContext } from '../test/unit/support/events';
import { buildOrgTree, TREE_ROOT_ID, writeItems } from './org-tree';
import { median, ms, ratio, timeRuns } from './stats';

const RUNS = 5;
const BENCH_ADMIN = 'bench-system-admin';

async function rawSubtreeQuery(dynamo: DynamoDbLocal): Promise<{ items: number; pages: number }> {
  const pages = paginateQuery(
    { client: dynamo.documentClient },
    {
      TableName: dynamo.tableName,
      IndexName: INDEXES.byTree.name,
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :chain)',
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
      roles: ['admin'],
      createdDate: '2026-11-21T00:00:00.000Z',
    });
    const writeStart = performance.now();
    await writeItems(dynamo.documentClient, dynamo.tableName, [...tree, admin]);
    console.log(
      `\nOrg plan of ${tree.length.toLocaleString('en')} units (DynamoDB Local in memory; ` +
        `written in ${ms(performance.now() - writeStart)}; median of ${RUNS} runs after one warm-up)`,
    );

    const raw = await rawSubtreeQuery(dynamo);
    const rawMs = median(await timeRuns(RUNS, () => rawSubtreeQuery(dynamo)));
    console.log(
      `  raw paged Query on GSI2         ${ms(rawMs).padStart(10)}   ` +
        `(${raw.items.toLocaleString('en')} items in ${raw.pages} pages)`,
    );

    const { handler } = await import('../lambdas/orgplan/handler');
    const first = await handler(orgplanEvent(), lambdaContext());
    if (first.statusCode !== 200) {
      console.log(
        `  orgplan handler                 answers ${first.statusCode} (${first.body.slice(0, 120)}):` +
          ' NOT MEASURED; only the raw Query above',
      );
      return;
    }
    const units = countUnits(JSON.parse(first.body) as unknown);
    const handlerMs = median(await timeRuns(RUNS, () => handler(orgplanEvent(), lambdaContext())));
    console.log(
      `  orgplan handler (in process)    ${ms(handlerMs).padStart(10)}   ` +
        `(${units.toLocaleString('en')} units in the plan; ${ratio(handlerMs, rawMs)} the raw Query)`,
    );
  } finally {
    await dynamo.stop();
  }
}
