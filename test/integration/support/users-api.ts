/** Callers, calls and direct table reads for the userprofile, orguser and appuser tests. */
import { randomUUID } from 'node:crypto';

import { QueryCommand } from '@aws-sdk/lib-dynamodb';

import { INDEXES, keys } from '../../../lambdas/domain/data-keys';
import { LOCAL_RESOURCES } from '../../../local/settings';
import { addMembership, createUser, signIn, tableClient } from './accounts';
import { type ApiAnswer, callApi } from './api';
import type { PlatformFacts } from './platform-process';

export const USER_PASSWORD = 'Users#Test2026';

export function uniqueUsername(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 12)}`;
}

export interface TestAccount {
  username: string;
  token: string;
}

/** A Cognito account holding `roles` on each unit (written directly), signed in. */
export async function accountWith(
  facts: PlatformFacts,
  memberships: Readonly<Record<string, string[]>>,
): Promise<TestAccount> {
  const username = uniqueUsername('caller');
  await createUser(facts, username, USER_PASSWORD);
  for (const [ouid, roles] of Object.entries(memberships)) {
    await addMembership(facts, username, ouid, roles);
  }
  return { username, token: (await signIn(facts, username, USER_PASSWORD)).idToken };
}

export function personFor(username: string) {
  return { name: `Name of ${username}`, username, email: `${username}@example.com` };
}

/** A new sign-in account (no profile yet) and the person fields that match it. */
export async function signedUpPerson(facts: PlatformFacts, prefix = 'user') {
  const username = uniqueUsername(prefix);
  await createUser(facts, username, USER_PASSWORD);
  return personFor(username);
}

export function call(
  facts: PlatformFacts,
  token: string,
  method: string,
  path: string,
  options: { ouid?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  return callApi(facts, path, {
    method,
    token,
    headers: { ...(options.ouid ? { 'x-ouid': options.ouid } : {}), ...options.headers },
    body: options.body,
  });
}

/** Every item of the user's partition (profile, memberships, app memberships), by SK. */
export async function storedUser(
  facts: PlatformFacts,
  username: string,
): Promise<Record<string, Record<string, unknown>>> {
  const table = tableClient(facts);
  try {
    const { Items } = await table.send(
      new QueryCommand({
        TableName: LOCAL_RESOURCES.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.user(username) },
      }),
    );
    return Object.fromEntries((Items ?? []).map((item) => [String(item.SK), item]));
  } finally {
    table.destroy();
  }
}

/** The audit records an actor wrote, newest first. */
export async function storedAuditOf(
  facts: PlatformFacts,
  actor: string,
): Promise<Record<string, unknown>[]> {
  const table = tableClient(facts);
  try {
    const { Items } = await table.send(
      new QueryCommand({
        TableName: LOCAL_RESOURCES.tableName,
        IndexName: INDEXES.byParent.name,
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.auditOfActor(actor) },
        ScanIndexForward: false,
      }),
    );
    return Items ?? [];
  } finally {
    table.destroy();
  }
}

/** The profile's stored policies agree with its membership items. */
export function policiesAgree(items: Record<string, Record<string, unknown>>): {
  stored: string[];
  fromMemberships: string[];
} {
  const stored = [...((items.PROFILE?.policies as string[] | undefined) ?? [])].sort();
  const fromMemberships = Object.values(items)
    .filter((item) => item.entity === 'membership')
    .map((item) => `${String(item.ouid)}=${(item.roles as string[]).join(',')}`)
    .sort();
  return { stored, fromMemberships };
}
