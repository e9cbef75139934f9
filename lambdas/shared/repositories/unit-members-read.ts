/** Bounded reads of a unit's members: one Query of GSI1 MEMBERS#{ouid} (username order) each. */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

import { INDEXES, keys } from '../../domain/data-keys';
import type { MembershipRecord } from '../../domain/records';
import { documentClient, tableName } from '../dynamo-client';

export type MemberRoles = Pick<MembershipRecord, 'username' | 'name' | 'roles'>;

/** The first `limit` members' usernames; `more` when the unit has more. */
export async function memberUsernames(
  ouid: string,
  limit: number,
): Promise<{ usernames: string[]; more: boolean }> {
  const { Items, LastEvaluatedKey } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: INDEXES.byParent.name,
      KeyConditionExpression: '#pk = :pk',
      ProjectionExpression: 'username',
      ExpressionAttributeNames: { '#pk': INDEXES.byParent.partition },
      ExpressionAttributeValues: { ':pk': keys.unitMembers(ouid) },
      Limit: limit,
    }),
  );
  const usernames = (Items ?? []).map((item) => String(item.username));
  return { usernames, more: LastEvaluatedKey !== undefined };
}

/** The first `limit` members with their names and roles. */
export async function membersWithRoles(ouid: string, limit: number): Promise<MemberRoles[]> {
  const { Items } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: INDEXES.byParent.name,
      KeyConditionExpression: '#pk = :pk',
      ProjectionExpression: 'username, #name, #roles',
      ExpressionAttributeNames: {
        '#pk': INDEXES.byParent.partition,
        '#name': 'name',
        '#roles': 'roles',
      },
      ExpressionAttributeValues: { ':pk': keys.unitMembers(ouid) },
      Limit: limit,
    }),
  );
  return (Items ?? []) as MemberRoles[];
}
