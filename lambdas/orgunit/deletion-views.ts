/** The API's views of the deletion workflow's items (domain/deletion-records.ts). */
import type { DeletedUnitRecord, DeletionRequestRecord } from '../domain/deletion-records';
import type {
  DeletedUnitView,
  DeletionRequestView,
  MayApproveView,
} from '../domain/schemas/workqueue';
import { usernameKey } from '../domain/usernames';

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
