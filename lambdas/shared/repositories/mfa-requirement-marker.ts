/**
 * The MFA marker (data-keys.ts): one item whose `changes` count goes up, in the change's own
 * transaction, with every write that can change which units require MFA. A unit requires it when
 * it and every unit above it are live and the platform defaults or one of them set
 * `requireMfa: true` in their own core config (the merge of config-in-force.ts: that value locks
 * itself, and adding it is never refused, so no lock decides it). So the writes are:
 * - an activation, rollback or return-to-inherited that sets or drops a unit's own
 *   `requireMfa: true` (lambdas/config/activation-writes.ts);
 * - a deletion's approval, from which the subtree counts for nothing, and a restore, with each
 *   batch that unflags the restored subtree's descendants (lambdas/orgunit/deletion-writes.ts,
 *   subtree-units.ts).
 * The authorization reads the marker with the caller's profile, in its one BatchGet, for a caller
 * whose token says MFA is off (authorization-read.ts), before the MFA rule reads anything else, so
 * an answer kept per Lambda instance (mfa-requirement-read.ts) is used only while the count it was
 * read under stands, on every instance, from the request after the change on.
 */
import { keys } from '../../domain/data-keys';
import type { MfaRequirementMarkerRecord } from '../../domain/records';
import type { TransactItem } from '../change';
import { tableName } from '../dynamo-client';

export interface MfaRequirementMarker {
  /** How many changes were counted (0: none yet). */
  changes: number;
  /** The `at` of the change written last (absent: none yet). */
  changedAt?: string;
}

const MARKER_KEY = keys.mfaRequirementMarker;

/** The marker among items read by key (no item: no change counted yet). */
export function markerAmong(items: readonly Record<string, unknown>[]): MfaRequirementMarker {
  const item = items.find(({ PK, SK }) => PK === MARKER_KEY.PK && SK === MARKER_KEY.SK) as
    Partial<MfaRequirementMarkerRecord> | undefined;
  const changes = typeof item?.changes === 'number' ? item.changes : 0;
  return typeof item?.changedAt === 'string' ? { changes, changedAt: item.changedAt } : { changes };
}

/** Counts one change (at `at`) in the transaction that makes it. */
export function mfaRequirementChanged(at: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: { ...MARKER_KEY },
      UpdateExpression: 'ADD #changes :one SET #changedAt = :at, #entity = :entity',
      ExpressionAttributeNames: {
        '#changes': 'changes',
        '#changedAt': 'changedAt',
        '#entity': 'entity',
      },
      ExpressionAttributeValues: {
        ':one': 1,
        ':at': at,
        ':entity': 'mfarequirement' satisfies MfaRequirementMarkerRecord['entity'],
      },
    },
  };
}
