/**
 * Deletion-workflow victims of the cross-tenant matrix, under ou-sales: units with a pending
 * deletion request (made by someone other than the rightful caller, who may then decide on it),
 * and a soft-deleted unit to restore. Written straight into the table, as the API leaves them.
 */
import { deletedUnitRecord, deletionRequestRecord } from '../../../lambdas/domain/deletion-records';
import { orgunitRecord, siblingNameRecord } from '../../../lambdas/domain/record-builders';
import type { OrgunitRecord } from '../../../lambdas/domain/records';

export const WORKQUEUE_VICTIMS = ['viewed', 'approved', 'rejected', 'restored'] as const;
export type WorkqueueVictim = (typeof WORKQUEUE_VICTIMS)[number];

const SALES = { id: 'ou-sales', ouidChain: 'ou-root/ou-sales' };

export function workqueueUnitId(prefix: string, victim: WorkqueueVictim): string {
  return `ou-${prefix}-wq-${victim}`;
}

/** The unit as the API stores it, marked for deletion by `requester` at `at`. */
export function markedUnit(
  id: string,
  parent: { id: string; ouidChain: string },
  requester: string,
  at: string,
): OrgunitRecord {
  return orgunitRecord({
    identifier: id,
    ouidChain: `${parent.ouidChain}/${id}`,
    type: 'ORGUNIT',
    name: `Workqueue ${id}`,
    description: 'A unit whose deletion was requested',
    emailId: '',
    mobile: '',
    markedForDeletion: true,
    deletionRequestedBy: requester,
    deletionRequestedAt: at,
    createdBy: requester,
    createdDate: at,
    lastModifiedDate: at,
    version: 2,
  });
}

/** A soft-deleted top unit, as an approval leaves it: unlisted, flagged, with its DELETED item. */
export function softDeletedItems(unit: OrgunitRecord, deletedBy: string, deletedAt: string) {
  const { GSI1PK: _pk, GSI1SK: _sk, ...unlisted } = unit;
  return [
    { ...unlisted, deletedTop: unit.identifier, deletedAt, version: unit.version + 1 },
    deletedUnitRecord(unit, {
      requestedBy: unit.deletionRequestedBy ?? deletedBy,
      deletedBy,
      deletedAt,
    }),
  ];
}

export function workqueueMatrixItems(prefix: string): object[] {
  const requester = `${prefix}-requester`;
  const at = new Date().toISOString();
  return WORKQUEUE_VICTIMS.flatMap((victim): object[] => {
    const unit = markedUnit(workqueueUnitId(prefix, victim), SALES, requester, at);
    if (victim === 'restored') return softDeletedItems(unit, requester, at);
    return [
      unit,
      siblingNameRecord({ parentOuId: SALES.id, identifier: unit.identifier, name: unit.name }),
      deletionRequestRecord(unit, requester, at),
    ];
  });
}
