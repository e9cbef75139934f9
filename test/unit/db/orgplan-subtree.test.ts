/**
 * GET /orgplan/{ouid} through the orgplan handler against DynamoDB Local, on a generated tree of
 * 3,000 units: the exact tree comes back, built from paged Queries on GSI2 (one call per page).
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';

import {
  membershipRecord,
  orgunitRecord,
  profileRecord,
} from '../../../lambdas/domain/record-builders';
import type { OrgunitRecord } from '../../../lambdas/domain/records';
import type { OrgPlanNode } from '../../../lambdas/domain/schemas/orgplan';
import { childChain } from '../../../lambdas/domain/units';
import { handler } from '../../../lambdas/orgplan/handler';
import { documentClient } from '../../../lambdas/shared/dynamo-client';
import { type DynamoDbLocal, startDynamoDbLocal } from '../../support/dynamodb-local';
import { apiEvent, lambdaContext, subOf, withMfa } from '../support/events';

const UNIT_COUNT = 3_000;
const CREATED = '2026-01-01T00:00:00.000Z';

let dynamo: DynamoDbLocal;
const commands: string[] = [];

function unit(id: string, ouidChain: string, type: OrgunitRecord['type'] = 'ORGUNIT') {
  return orgunitRecord({
    identifier: id,
    ouidChain,
    type,
    // A long description makes each item large, so the subtree spans several 1 MB pages.
    name: `Unit ${id}`,
    description: 'd'.repeat(400),
    emailId: '',
    mobile: '',
    markedForDeletion: false,
    createdBy: 'test',
    createdDate: CREATED,
    lastModifiedDate: CREATED,
    version: 1,
  });
}

/** A tree under `ou-top`: every unit's parent is a random earlier unit, so depth varies. */
function generatedTree(): OrgunitRecord[] {
  const units = [unit('ou-top', 'ou-top', 'ROOT')];
  let seed = 7;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let index = 1; index < UNIT_COUNT; index += 1) {
    const parent = units[Math.floor(random() * units.length)]!;
    const id = `ou-${index.toString(36)}`;
    units.push(unit(id, childChain(parent.ouidChain, id)));
  }
  // Another tree, in another GSI2 partition, must never show up.
  units.push(unit('ou-elsewhere', 'ou-elsewhere', 'ROOT'), unit('ou-away', 'ou-elsewhere/ou-away'));
  return units;
}

function expectedPlan(units: readonly OrgunitRecord[], topId: string): OrgPlanNode {
  const byParent = new Map<string, string[]>();
  for (const record of units) {
    if (!record.parentOuId) continue;
    byParent.set(record.parentOuId, [
      ...(byParent.get(record.parentOuId) ?? []),
      record.identifier,
    ]);
  }
  const build = (id: string): OrgPlanNode => ({
    id,
    subunits: Object.fromEntries((byParent.get(id) ?? []).map((child) => [child, build(child)])),
  });
  return build(topId);
}

const units = generatedTree();

function profileWithoutCopy() {
  const { policies: _copy, ...profile } = profileRecord(
    {
      username: 'top-admin',
      sub: subOf('top-admin'),
      name: 'Top Admin',
      email: 'top-admin@example.com',
      phone_number: '',
    },
    [],
    CREATED,
  );
  return profile;
}

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  dynamo = await startDynamoDbLocal();
  dynamo.applyHandlerEnv();
  const items = [
    ...units,
    membershipRecord({
      username: 'top-admin',
      ouid: 'ou-top',
      ouidChain: 'ou-top',
      roles: ['admin'],
      name: 'Top Admin',
      email: 'top-admin@example.com',
      phone_number: '',
      createdDate: CREATED,
    }),
    // Bound to the caller's sub, with no copy of the policies: the memberships are read instead.
    profileWithoutCopy(),
  ];
  for (let start = 0; start < items.length; start += 25) {
    const batch = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    await dynamo.documentClient.send(
      new BatchWriteCommand({ RequestItems: { [dynamo.tableName]: batch } }),
    );
  }
  documentClient.middlewareStack.add(
    (next, context) => (args) => {
      commands.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name: 'countCommands' },
  );
}, 120_000);

afterAll(async () => {
  await dynamo?.stop();
  jest.restoreAllMocks();
});

async function orgplan(ouid: string) {
  commands.length = 0;
  const event = apiEvent({
    method: 'GET',
    resource: '/orgplan/{ouid}',
    path: `/orgplan/${ouid}`,
    pathParameters: { ouid },
    headers: { 'x-ouid': 'ou-top' },
    username: 'top-admin',
  });
  // With MFA on, the API's MFA rule reads nothing: only the authorization's calls and the pages.
  const response = await handler(withMfa(event), lambdaContext());
  return { statusCode: response.statusCode, body: JSON.parse(response.body) as unknown };
}

describe('org plan of a large tree', () => {
  it('returns every unit of the subtree in its place, from paged Queries only', async () => {
    const answer = await orgplan('ou-top');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual(expectedPlan(units, 'ou-top'));

    const queries = commands.filter((name) => name === 'QueryCommand').length;
    // The memberships Query, then at least two 1 MB pages of the subtree.
    expect(queries).toBeGreaterThan(2);
    // Authorization: one memberships Query and one BatchGet; the rest are subtree pages.
    expect(commands.filter((name) => name !== 'QueryCommand')).toEqual(['BatchGetItemCommand']);
    expect(commands).not.toContain('ScanCommand');
    expect(commands).not.toContain('GetItemCommand');
  });

  // `ou-1` has cousins `ou-1a`…`ou-1z` whose chains share its prefix: only its own descendants count.
  it('returns the subtree of an inner unit without units of similar ids elsewhere', async () => {
    const inner = units[1]!;
    expect(inner.identifier).toBe('ou-1');
    const answer = await orgplan(inner.identifier);
    expect(answer.body).toEqual(expectedPlan(units, inner.identifier));
  });
});
