/**
 * The writes each decision of the deletion workflow commits in one transaction with its audit
 * record (change.ts), and what the caller is told when one of their conditions fails. Approving
 * flags only the subtree's top unit here; its descendants are flagged in bounded batches
 * afterwards (subtree-flags.ts). Approving and restoring change which units require MFA (a deleted
 * unit counts for nothing, from the approving commit on), so both count a change on the MFA marker
 * (shared/repositories/mfa-requirement-marker.ts).
 */
import type { OrgunitRecord } from '../domain/records';
import type { GuardedWrite, TransactItem } from '../shared/change';
import {
  flagDeletedTop,
  restoreDeletedTop,
  unmarkForDeletion,
} from '../shared/repositories/deletion-marks';
import {
  deleteDeletedUnit,
  deleteDeletionRequest,
  putDeletedUnit,
} from '../shared/repositories/deletion-items';
import { mfaRequirementChanged } from '../shared/repositories/mfa-requirement-marker';
import {
  claimSiblingName,
  deleteNameWords,
  putNameWords,
  releaseSiblingName,
} from '../shared/repositories/orgunit-writes';
import { DELETION_MESSAGES } from './deletion-messages';
import { ORGUNIT_MESSAGES } from './messages';

function namedChild(unit: OrgunitRecord) {
  return { identifier: unit.identifier, parentOuId: unit.parentOuId ?? '', name: unit.name };
}

/**
 * Soft-deletes the top unit of the subtree: flagged, taken out of its parent's children (GSI1
 * entry removed) and out of name search (name words deleted), its sibling name released so a new
 * sibling may take it (the unit keeps `name` for a restore), its request replaced by the DELETED
 * item that lists it as restorable and queues it for the purge.
 */
export function approveWrites(
  unit: OrgunitRecord,
  facts: { requestedBy: string; deletedBy: string; deletedAt: string },
): (TransactItem | GuardedWrite)[] {
  return [
    flagDeletedTop(unit, facts.deletedAt, ORGUNIT_MESSAGES.staleVersion),
    deleteDeletionRequest(unit.identifier, DELETION_MESSAGES.noRequest),
    putDeletedUnit(unit, facts),
    releaseSiblingName(unit.parentOuId ?? '', unit.identifier, unit.name),
    ...deleteNameWords(namedChild(unit)),
    mfaRequirementChanged(facts.deletedAt),
  ];
}

/** Removes the mark and the request; the reason lives in the audit record's summary. */
export function rejectWrites(unit: OrgunitRecord, at: string): GuardedWrite[] {
  return [
    unmarkForDeletion(unit, at, ORGUNIT_MESSAGES.staleVersion),
    deleteDeletionRequest(unit.identifier, DELETION_MESSAGES.noRequest),
  ];
}

/**
 * Brings the top unit back: listed under its parent again, searchable, holding its sibling name
 * (409 when a sibling took it meanwhile), no longer flagged or queued for the purge.
 */
export function restoreWrites(unit: OrgunitRecord, at: string): (TransactItem | GuardedWrite)[] {
  return [
    restoreDeletedTop(unit, at, ORGUNIT_MESSAGES.staleVersion),
    claimSiblingName(
      unit.parentOuId ?? '',
      unit.identifier,
      unit.name,
      DELETION_MESSAGES.nameTaken(unit.name),
    ),
    ...putNameWords(namedChild(unit)),
    deleteDeletedUnit(unit.identifier),
    mfaRequirementChanged(at),
  ];
}
