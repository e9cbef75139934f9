/** Reads of the deletion workflow's items (deletion-records.ts). */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../domain/data-keys';
import type {
  DeletedUnitView,
  DeletionRequestView,
  MayApproveView,
} from '../domain/schemas/workqueue';
import { usernameKey } from '../domain/usernames';
import { documentClient, tableName } from '../shared/dynamo-client';
import type { DeletedUnitRecord, DeletionRequestRecord } from './deletion-records';

export interface DeletionItems {
  request?: DeletionRequestRecord;
  deleted?: DeletedUnitRecord;
}

/** A unit's pending request and deleted-top record, in one Query (SK `DELETION` and `DELETED`, both `DELET…`). */
export async function deletionItems(id: string): Promise<DeletionItems> {
  const { Items } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.orgunit(id).PK, ':prefix': 'DELET' },
    }),
  );
  const items = (Items ?? []) as (DeletionRequestRecord | DeletedUnitRecord)[];
  return {
    request: items.find((item): item is DeletionRequestRecord => item.SK === 'DELETION'),
    deleted: items.find((item): item is DeletedUnitRecord => item.SK === 'DELETED'),
  };
}

export function sameUser(a: string, b: string): boolean {
  return usernameKey(a) === usernameKey(b);
}

export function toRequestView(
  record: DeletionRequestRecord,
  caller: string,
  mayApprove: MayApproveView,
  tenantName?: string,
): DeletionRequestView {
  return {
    identifier: record.identifier,
    name: record.name,
    parentOuId: record.parentOuId,
    ouidChain: record.ouidChain,
    requestedBy: record.requestedBy,
    requestedAt: record.requestedAt,
    ownRequest: sameUser(record.requestedBy, caller),
    mayApprove,
    ...(tenantName === undefined ? {} : { tenantName }),
  };
}

export function toDeletedView(record: DeletedUnitRecord): DeletedUnitView {
  return {
    identifier: record.identifier,
    name: record.name,
    parentOuId: record.parentOuId,
    ouidChain: record.ouidChain,
    requestedBy: record.requestedBy,
    deletedBy: record.deletedBy,
    deletedAt: record.deletedAt,
    purgeAfter: record.purgeAfter,
  };
}
