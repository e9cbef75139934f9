/** The API's views of the deletion workflow's items (domain/deletion-records.ts). */
import type { DeletedUnitRecord, DeletionRequestRecord } from '../domain/deletion-records';
import type {
  DeletedUnitView,
  DeletionRequestView,
  MayApproveView,
} from '../domain/schemas/workqueue';
import { sameUsername } from '../domain/usernames';

/** What both views tell of the unit and who asked for its deletion. */
function unitView(record: DeletionRequestRecord | DeletedUnitRecord) {
  return {
    identifier: record.identifier,
    name: record.name,
    parentOuId: record.parentOuId,
    ouidChain: record.ouidChain,
    requestedBy: record.requestedBy,
  };
}

export function toRequestView(
  record: DeletionRequestRecord,
  caller: string,
  mayApprove: MayApproveView,
  tenantName?: string,
): DeletionRequestView {
  return {
    ...unitView(record),
    requestedAt: record.requestedAt,
    ownRequest: sameUsername(record.requestedBy, caller),
    mayApprove,
    ...(tenantName === undefined ? {} : { tenantName }),
  };
}

export function toDeletedView(record: DeletedUnitRecord): DeletedUnitView {
  return {
    ...unitView(record),
    deletedBy: record.deletedBy,
    deletedAt: record.deletedAt,
    purgeAfter: record.purgeAfter,
  };
}
