/** Bounded counts of a unit's own items (its partition OU#{ouid}): one COUNT Query each. */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../domain/data-keys';
import { documentClient, tableName } from '../dynamo-client';

export interface UpToCount {
  count: number;
  /** The count stopped at its limit: there are more than `count`. */
  more: boolean;
}

/** The unit's items whose sort key begins with `prefix` (only those of `entity`, when given). */
async function countPrefix(
  ouid: string,
  prefix: string,
  limit: number,
  entity?: string,
): Promise<UpToCount> {
  const { Count, LastEvaluatedKey } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ...(entity
        ? {
            FilterExpression: '#entity = :entity',
            ExpressionAttributeNames: { '#entity': 'entity' },
          }
        : {}),
      ExpressionAttributeValues: {
        ':pk': keys.orgunit(ouid).PK,
        ':prefix': prefix,
        ...(entity ? { ':entity': entity } : {}),
      },
      Select: 'COUNT',
      Limit: limit,
    }),
  );
  return { count: Count ?? 0, more: LastEvaluatedKey !== undefined };
}

/** The unit's active configs, counted up to `limit` (its lock records share their prefix). */
export function countActiveConfigs(ouid: string, limit: number): Promise<UpToCount> {
  return countPrefix(ouid, keys.activeConfigPrefix, limit, 'config');
}

/** The unit's documents, counted up to `limit`. */
export function countDocuments(ouid: string, limit: number): Promise<UpToCount> {
  return countPrefix(ouid, keys.document(ouid, '').SK, limit);
}
