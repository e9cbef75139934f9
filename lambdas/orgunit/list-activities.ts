/** GET /orgunit/{id}/activities: the unit's audit records, newest first, one Query per page. */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../domain/data-keys';
import type { AuditRecord } from '../domain/records';
import { activitiesQuerySchema } from '../domain/schemas/orgunit';
import { pageSize } from '../domain/schemas/paging';
import { documentClient, tableName } from '../shared/dynamo-client';
import { ok, type Operation } from '../shared/operation';
import { decodePageToken, encodePageToken } from '../shared/page-token';
import { parseQuery } from '../shared/request-query';
import { checkedTarget } from '../shared/unit-ids';

/** An audit record as the console shows it (activities and notifications). */
export function toActivity(record: AuditRecord) {
  return {
    id: record.id,
    ouid: record.ouid,
    actor: record.actor,
    action: record.action,
    entity: record.targetEntity,
    targetId: record.targetId,
    at: record.at,
    summary: record.summary,
  };
}

export const listActivitiesOperation: Operation = {
  targetUnit: ({ pathParameters, actingUnitId }) =>
    checkedTarget(pathParameters.id, 'id', actingUnitId),
  run: async ({ pathParameters, query }) => {
    const { limit, nextToken } = parseQuery(query, activitiesQuerySchema);
    const partition = keys.auditOfUnit(pathParameters.id ?? '');
    const startKey = decodePageToken(nextToken, ['PK', 'SK'], { PK: partition });
    const { Items, LastEvaluatedKey } = await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': partition },
        ScanIndexForward: false,
        Limit: pageSize(limit),
        ExclusiveStartKey: startKey,
      }),
    );
    const token = encodePageToken(LastEvaluatedKey);
    const items = ((Items ?? []) as AuditRecord[]).map(toActivity);
    return ok({ items, ...(token ? { nextToken: token } : {}) });
  },
};
