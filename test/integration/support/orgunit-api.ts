/** Callers, calls and direct table reads for the orgunit and orgplan integration tests. */
import { randomUUID } from 'node:crypto';

import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';

import { INDEXES, keys } from '../../../lambdas/domain/data-keys';
import type { OrgunitRecord } from '../../../lambdas/domain/records';
import { LOCAL_RESOURCES } from '../../../local/settings';
import { addMembership, createUser, signIn, tableClient } from './accounts';
import { type ApiAnswer, callApi } from './api';
import { errorBody } from './error-body';
import type { PlatformFacts } from './platform-process';

export const FORBIDDEN = errorBody("You don't have permission to this action.");

export function uniqueName(prefix: string): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
}

export async function adminToken(facts: PlatformFacts): Promise<string> {
  return (await signIn(facts, facts.adminUsername, facts.adminPassword)).idToken;
}

/** A new user holding `roles` on each of `ouids`, signed in. */
/** The password of every account `callerWith` makes. */
export const CALLER_PASSWORD = 'Orgunit#Test1';

export async function callerWith(
  facts: PlatformFacts,
  memberships: Readonly<Record<string, string[]>>,
): Promise<string> {
  const username = `ou-test-${randomUUID().slice(0, 8)}`;
  const password = CALLER_PASSWORD;
  await createUser(facts, username, password);
  for (const [ouid, roles] of Object.entries(memberships)) {
    await addMembership(facts, username, ouid, roles);
  }
  return (await signIn(facts, username, password)).idToken;
}

export interface UnitBody {
  name?: unknown;
  description?: unknown;
  [field: string]: unknown;
}

export function createUnit(
  facts: PlatformFacts,
  token: string,
  parent: { id: string; chain: string },
  body: UnitBody | string,
  query = '',
): Promise<ApiAnswer> {
  return callApi(facts, `/orgunit${query}`, {
    method: 'POST',
    token,
    headers: { 'x-ouid': parent.id, 'x-ouidchain': parent.chain },
    body,
  });
}

export function updateUnit(
  facts: PlatformFacts,
  token: string,
  id: string,
  actingUnitId: string,
  body: unknown,
): Promise<ApiAnswer> {
  return callApi(facts, `/orgunit/${id}`, {
    method: 'PUT',
    token,
    headers: { 'x-ouid': actingUnitId },
    body,
  });
}

export function deleteUnit(
  facts: PlatformFacts,
  token: string,
  id: string,
  actingUnitId: string,
  query = '',
): Promise<ApiAnswer> {
  return callApi(facts, `/orgunit/${id}${query}`, {
    method: 'DELETE',
    token,
    headers: { 'x-ouid': actingUnitId },
  });
}

export interface CreatedUnit {
  id: string;
  chain: string;
  name: string;
}

/** Creates a unit through the API (as the seeded admin unless a token is given). */
export async function newUnitUnder(
  facts: PlatformFacts,
  token: string,
  parent: { id: string; chain: string },
  name = uniqueName('Unit'),
): Promise<CreatedUnit> {
  const answer = await createUnit(facts, token, parent, { name, description: 'Made by a test' });
  if (answer.status !== 201) throw new Error(`create returned ${answer.status}`);
  const data = (answer.body as { data: { data: { identifier: string; ouidChain: string } } }).data
    .data;
  return { id: data.identifier, chain: data.ouidChain, name };
}

export async function storedUnit(
  facts: PlatformFacts,
  id: string,
): Promise<OrgunitRecord | undefined> {
  const table = tableClient(facts);
  try {
    const { Item } = await table.send(
      new GetCommand({ TableName: LOCAL_RESOURCES.tableName, Key: keys.orgunit(id) }),
    );
    return Item as OrgunitRecord | undefined;
  } finally {
    table.destroy();
  }
}

/** Every child of the unit as stored (GSI1), for checking what a call left behind. */
export async function storedChildren(facts: PlatformFacts, parentId: string) {
  const table = tableClient(facts);
  try {
    const { Items } = await table.send(
      new QueryCommand({
        TableName: LOCAL_RESOURCES.tableName,
        IndexName: INDEXES.byParent.name,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': INDEXES.byParent.partition },
        ExpressionAttributeValues: { ':pk': keys.orgunitChildren(parentId) },
      }),
    );
    return (Items ?? []) as OrgunitRecord[];
  } finally {
    table.destroy();
  }
}

/** The audit records filed under the unit, as stored. */
export async function storedAuditCount(facts: PlatformFacts, ouid: string): Promise<number> {
  const table = tableClient(facts);
  try {
    const { Count } = await table.send(
      new QueryCommand({
        TableName: LOCAL_RESOURCES.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.auditOfUnit(ouid) },
        Select: 'COUNT',
      }),
    );
    return Count ?? 0;
  } finally {
    table.destroy();
  }
}
