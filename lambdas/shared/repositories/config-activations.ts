/**
 * The writes of a config activation (config-versions.ts reads what they write): the unit's active
 * record (PK=OU#{ouid}, SK=CONFIG#{identifier}), created once or replaced on the version read,
 * and the new immutable version record. Each fails its condition with the caller's `conflict`.
 */
import type { ActiveConfigRecord, ConfigVersionRecord } from '../../domain/records';
import type { GuardedWrite } from '../change';
import { guardedPut, putNew } from './guarded-writes';

/** The unit's first active record of the identifier; fails when it has one. */
export function createActiveConfig(record: ActiveConfigRecord, conflict: string): GuardedWrite {
  return putNew(record, conflict);
}

/** Replaces the unit's active record while it is still at the version read. */
export function replaceActiveConfig(
  record: ActiveConfigRecord,
  expectedVersion: number,
  conflict: string,
): GuardedWrite {
  return guardedPut(
    record,
    { condition: 'version = :expected', values: { ':expected': expectedVersion } },
    conflict,
  );
}

/** A version record, written once: fails when its number is taken. */
export function putConfigVersion(version: ConfigVersionRecord, conflict: string): GuardedWrite {
  return putNew(version, conflict);
}
