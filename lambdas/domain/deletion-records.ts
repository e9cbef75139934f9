/**
 * The items of the deletion workflow (data-keys.ts): a pending request beside the marked unit, and
 * the record of a soft-deleted subtree's top unit. Both carry the unit's chain in a sparse GSI1
 * entry under its tenant, so a workqueue is one begins_with Query of the acting unit's chain; a
 * request is also listed on GSI2 with every tenant's, for the system admins' workqueue.
 */
import { keys } from './data-keys';
import type { OrgunitRecord } from './records';
import { chainIds } from './units';

/** A soft-deleted subtree can be restored for this long; then the daily purge removes it. */
export const RESTORE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DeletionRequestRecord {
  PK: string;
  SK: 'DELETION';
  GSI1PK: string;
  GSI1SK: string;
  /** Absent on requests filed before the system admins' workqueue (until the bootstrap adds it). */
  GSI2PK?: string;
  GSI2SK?: string;
  entity: 'deletionrequest';
  identifier: string;
  name: string;
  parentOuId: string;
  ouidChain: string;
  requestedBy: string;
  requestedAt: string;
}

export interface DeletedUnitRecord {
  PK: string;
  SK: 'DELETED';
  GSI1PK: string;
  GSI1SK: string;
  GSI2PK: string;
  GSI2SK: string;
  entity: 'deletedunit';
  identifier: string;
  name: string;
  parentOuId: string;
  ouidChain: string;
  requestedBy: string;
  deletedBy: string;
  deletedAt: string;
  /** From this moment the unit can no longer be restored and the purge removes it. */
  purgeAfter: string;
}

type DeletionUnit = Pick<OrgunitRecord, 'identifier' | 'name' | 'ouidChain' | 'parentOuId'>;

function tenantOf(unit: Pick<OrgunitRecord, 'ouidChain' | 'identifier'>): string {
  return chainIds(unit.ouidChain)[0] ?? unit.identifier;
}

/** The unit's own fields, as both items carry them. */
function unitFields(unit: DeletionUnit) {
  return {
    identifier: unit.identifier,
    name: unit.name,
    parentOuId: unit.parentOuId ?? '',
    ouidChain: unit.ouidChain,
  };
}

export function deletionRequestRecord(
  unit: DeletionUnit,
  requestedBy: string,
  requestedAt: string,
): DeletionRequestRecord {
  return {
    ...keys.deletionRequest(unit.identifier),
    SK: 'DELETION',
    GSI1PK: keys.deletionRequests(tenantOf(unit)),
    GSI1SK: unit.ouidChain,
    GSI2PK: keys.allDeletionRequests,
    GSI2SK: `${requestedAt}#${unit.identifier}`,
    entity: 'deletionrequest',
    ...unitFields(unit),
    requestedBy,
    requestedAt,
  };
}

export function purgeAfter(deletedAt: string): string {
  return new Date(Date.parse(deletedAt) + RESTORE_DAYS * DAY_MS).toISOString();
}

export function deletedUnitRecord(
  unit: DeletionUnit,
  facts: { requestedBy: string; deletedBy: string; deletedAt: string },
): DeletedUnitRecord {
  return {
    ...keys.deletedUnit(unit.identifier),
    SK: 'DELETED',
    GSI1PK: keys.deletedUnits(tenantOf(unit)),
    GSI1SK: unit.ouidChain,
    GSI2PK: keys.purgeQueue,
    GSI2SK: `${facts.deletedAt}#${unit.identifier}`,
    entity: 'deletedunit',
    ...unitFields(unit),
    ...facts,
    purgeAfter: purgeAfter(facts.deletedAt),
  };
}

/** True for every unit of a soft-deleted subtree that has been flagged (always its top unit). */
export function isSoftDeleted(unit: Pick<OrgunitRecord, 'deletedTop'>): boolean {
  return unit.deletedTop !== undefined;
}
