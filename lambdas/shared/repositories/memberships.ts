/** A user's org memberships and application memberships: one paged Query each on PK=USER#{username}. */
import { paginateQuery } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../domain/data-keys';
import type { AppPolicy, Policy } from '../../domain/policies';
import type { AppMembershipRecord, MembershipRecord } from '../../domain/records';
import { documentClient, tableName } from '../dynamo-client';

async function queryUserItems<T>(username: string, skPrefix: string): Promise<T[]> {
  const items: T[] = [];
  const pages = paginateQuery(
    { client: documentClient },
    {
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.user(username), ':prefix': skPrefix },
    },
  );
  for await (const page of pages) items.push(...((page.Items ?? []) as T[]));
  return items;
}

export function listMemberships(username: string): Promise<MembershipRecord[]> {
  return queryUserItems<MembershipRecord>(username, keys.membershipPrefix);
}

export function listAppMemberships(username: string): Promise<AppMembershipRecord[]> {
  return queryUserItems<AppMembershipRecord>(username, keys.appMembershipPrefix);
}

/** The user's policies as the database holds them now (never taken from the token). */
export async function policiesOf(username: string): Promise<Policy[]> {
  const memberships = await listMemberships(username);
  return memberships.map(({ ouid, roles }) => ({ ouid, roles: [...roles] }));
}

export async function appPoliciesOf(username: string): Promise<AppPolicy[]> {
  const memberships = await listAppMemberships(username);
  return memberships.map(({ ouid, appId, roles }) => ({ ouid, appId, roles: [...roles] }));
}
