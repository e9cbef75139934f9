/** GET /userprofile/{username}/activities: what the user did (audit records), newest first. */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

import { INDEXES, keys } from '../domain/data-keys';
import type { AuditRecord } from '../domain/records';
import { userprofileRouteSchemas } from '../domain/schemas/userprofile';
import { documentClient, tableName } from '../shared/dynamo-client';
import { ForbiddenError } from '../shared/errors';
import { ok, type Operation } from '../shared/operation';
import {
  decodePageToken,
  encodePageToken,
  pageLimit,
  parseQuery,
} from '../shared/repositories/user-pages';

const querySchema = userprofileRouteSchemas['GET /userprofile/{username}/activities']?.query;

export const profileActivitiesOperation: Operation = {
  run: async ({ pathParameters, auth, query }) => {
    const username = pathParameters.username ?? '';
    if (username !== auth.username && !auth.systemAdmin) throw new ForbiddenError();
    const parsed = parseQuery(query, querySchema) as { nextToken?: string; limit?: string };
    const partition = keys.auditOfActor(username);
    const { Items, LastEvaluatedKey } = await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: INDEXES.byParent.name,
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': partition },
        ScanIndexForward: false,
        Limit: pageLimit(parsed.limit),
        ExclusiveStartKey: decodePageToken(parsed.nextToken, INDEXES.byParent.partition, partition),
      }),
    );
    const items = ((Items ?? []) as AuditRecord[]).map((record) => ({
      id: record.id,
      ouid: record.ouid,
      actor: record.actor,
      action: record.action,
      entity: record.targetEntity,
      targetId: record.targetId,
      at: record.at,
      summary: record.summary,
    }));
    return ok({ items, nextToken: encodePageToken(LastEvaluatedKey) });
  },
};
