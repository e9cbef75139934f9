/**
 * The deletion workflow's conditioned updates of the unit item: marked when deletion is requested,
 * unmarked when it is rejected, flagged as the top of a soft-deleted subtree (`deletedTop`) when
 * it is approved, and brought back when it is restored. Each is guarded by the version the caller
 * read; a failed guard answers `conflict` (markForDeletion: API_MESSAGES.concurrentChange).
 */
import { keys } from '../../domain/data-keys';
import { nameOrderKey } from '../../domain/name-words';
import type { OrgunitRecord } from '../../domain/records';
import type { GuardedWrite } from '../change';
import { API_MESSAGES } from '../messages';
import { guardedUpdate } from './guarded-writes';

type StoredUnit = Pick<OrgunitRecord, 'identifier' | 'version'>;

/** The unit is there, not a deleted top, marked (or not) and still at the version read. */
function liveUnitCondition(marked: boolean): string {
  return (
    `attribute_exists(PK) AND markedForDeletion = ${marked ? ':true' : ':false'} ` +
    'AND version = :expected AND attribute_not_exists(deletedTop)'
  );
}

/** The version read (`:expected`) and the one the update writes (`:next`). */
function versionStep(version: number) {
  return { ':expected': version, ':next': version + 1 };
}

/**
 * Marks the unit for deletion unless it already is (a concurrent request won), recording who
 * asked and when; the workqueue's request item is written beside it (deletion-items.ts).
 */
export function markForDeletion(
  id: string,
  storedVersion: number,
  now: string,
  requestedBy: string,
): GuardedWrite {
  return guardedUpdate(
    keys.orgunit(id),
    'SET markedForDeletion = :true, deletionRequestedBy = :by, deletionRequestedAt = :now, ' +
      'lastModifiedDate = :now, version = :next',
    {
      condition: liveUnitCondition(false),
      values: {
        ':true': true,
        ':false': false,
        ':by': requestedBy,
        ':now': now,
        ...versionStep(storedVersion),
      },
    },
    API_MESSAGES.concurrentChange,
  );
}

/** Removes the mark and who asked when; the unit must still be marked and not deleted. */
export function unmarkForDeletion(unit: StoredUnit, at: string, conflict: string): GuardedWrite {
  return guardedUpdate(
    keys.orgunit(unit.identifier),
    'SET markedForDeletion = :false, lastModifiedDate = :now, version = :next ' +
      'REMOVE deletionRequestedBy, deletionRequestedAt',
    {
      condition: liveUnitCondition(true),
      values: { ':true': true, ':false': false, ':now': at, ...versionStep(unit.version) },
    },
    conflict,
  );
}

/**
 * Flags the marked unit as the top of its soft-deleted subtree and takes it out of its parent's
 * children (its GSI1 entry removed).
 */
export function flagDeletedTop(
  unit: StoredUnit,
  deletedAt: string,
  conflict: string,
): GuardedWrite {
  return guardedUpdate(
    keys.orgunit(unit.identifier),
    'SET deletedTop = :id, deletedAt = :now, lastModifiedDate = :now, version = :next ' +
      'REMOVE GSI1PK, GSI1SK',
    {
      condition: liveUnitCondition(true),
      values: {
        ':id': unit.identifier,
        ':now': deletedAt,
        ':true': true,
        ...versionStep(unit.version),
      },
    },
    conflict,
  );
}

/**
 * Lists a soft-deleted subtree's top under its parent again (in name order), no longer flagged,
 * marked or requested.
 */
export function restoreDeletedTop(
  unit: StoredUnit & Pick<OrgunitRecord, 'name' | 'parentOuId'>,
  at: string,
  conflict: string,
): GuardedWrite {
  return guardedUpdate(
    keys.orgunit(unit.identifier),
    'SET GSI1PK = :children, GSI1SK = :order, markedForDeletion = :false, ' +
      'lastModifiedDate = :now, version = :next ' +
      'REMOVE deletedTop, deletedAt, deletionRequestedBy, deletionRequestedAt',
    {
      condition: 'deletedTop = :id AND version = :expected',
      values: {
        ':children': keys.orgunitChildren(unit.parentOuId ?? ''),
        ':order': nameOrderKey(unit.name, unit.identifier),
        ':false': false,
        ':id': unit.identifier,
        ':now': at,
        ...versionStep(unit.version),
      },
    },
    conflict,
  );
}
