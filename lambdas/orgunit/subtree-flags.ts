/**
 * Flags (or unflags) the descendants of a soft-deleted top unit with `deletedTop`, in bounded
 * batches: one paged Query of the subtree (GSI2, chain order) and one transaction per FLAG_BATCH
 * units (shared/repositories/subtree-units.ts). Both directions are idempotent (units already in
 * the wanted state are skipped), so a retry of the approval or restore finishes what a cut-off
 * request left undone.
 *
 * Why flags at all: lists, search and the org plan never depend on the descendants' flags (the
 * top's listing entries are removed and the plan skips whole subtrees below a flagged unit), and
 * every authorization reads the flags of the named units' ancestors too
 * (shared/repositories/authorization-read.ts), as do the ID token's claims and who may change a
 * person's details; so a descendant answers as deleted from the approving commit on, whether or not
 * its own flag is written yet. The descendants' flags are what the purge and a restore walk, and
 * they keep a unit deleted when it is read without its chain. A subtree larger than
 * MAX_BATCHES × FLAG_BATCH answers `complete: false` and is finished by a retry.
 *
 * A descendant already flagged by another (nested, earlier) deletion keeps that flag: restoring the
 * outer subtree leaves the inner one deleted.
 */
import type { OrgunitRecord } from '../domain/records';
import {
  descendantPages,
  flagUnits,
  type SubtreeUnit,
  unflagUnits,
} from '../shared/repositories/subtree-units';

/** Units per transaction (each may need two items: the flag and its pending request's removal). */
const FLAG_BATCH = 40;
/** Batches one request may write before it answers `complete: false`. */
export const MAX_BATCHES = 25;

async function rewrite(
  top: Pick<OrgunitRecord, 'identifier' | 'ouidChain'>,
  wanted: (unit: SubtreeUnit) => boolean,
  write: (topId: string, units: readonly SubtreeUnit[]) => Promise<void>,
  maxBatches: number,
): Promise<boolean> {
  let batches = 0;
  let pending: SubtreeUnit[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    await write(top.identifier, pending);
    pending = [];
    batches += 1;
  };
  for await (const page of descendantPages(top)) {
    for (const unit of page.filter(wanted)) {
      if (batches >= maxBatches) return false;
      pending.push(unit);
      if (pending.length === FLAG_BATCH) await flush();
    }
  }
  if (pending.length > 0 && batches >= maxBatches) return false;
  await flush();
  return true;
}

/** Flags every descendant not yet flagged; true when the whole subtree is flagged. */
export function flagDescendants(
  top: Pick<OrgunitRecord, 'identifier' | 'ouidChain'>,
  maxBatches = MAX_BATCHES,
): Promise<boolean> {
  return rewrite(top, (unit) => unit.deletedTop === undefined, flagUnits, maxBatches);
}

/** Removes this top's flag from its descendants; true when none is left. */
export function unflagDescendants(
  top: Pick<OrgunitRecord, 'identifier' | 'ouidChain'>,
  maxBatches = MAX_BATCHES,
): Promise<boolean> {
  return rewrite(top, (unit) => unit.deletedTop === top.identifier, unflagUnits, maxBatches);
}
