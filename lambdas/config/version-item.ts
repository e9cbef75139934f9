/** A config version as the history routes answer it (the content only for one version). */
import type { ConfigVersionRecord } from '../domain/records';

export function versionItem(record: ConfigVersionRecord, activeVersion: number | undefined) {
  return {
    number: record.number,
    kind: record.kind,
    hash: record.hash,
    ...(record.key !== undefined ? { key: record.key } : {}),
    ...(record.eTag !== undefined ? { eTag: record.eTag } : {}),
    ...(record.restoredFrom !== undefined ? { restoredFrom: record.restoredFrom } : {}),
    by: record.by,
    at: record.at,
    ...(record.note !== undefined ? { note: record.note } : {}),
    active: record.number === activeVersion,
  };
}
