/**
 * Which of a user's units are soft-deleted (lambdas/orgunit/subtree-flags.ts), so the ID token
 * leaves their policies out and the console never offers a unit that answers like a missing one.
 * A unit under a deleted ancestor counts as deleted before the flag batches reach it: the flags of
 * every unit along the memberships' chains are read (deleted-ancestors.ts). The server refuses
 * those units whatever the token says; this keeps the token honest.
 */
import { SYSTEM_POLICY_OUID } from '../domain/policies';
import { deletedTopOf, readChainFlags } from '../shared/repositories/deleted-ancestors';

/** A membership's unit and the chain copied onto it (missing on items written without one). */
export interface HeldUnitRef {
  ouid: string;
  ouidChain?: string;
}

export async function softDeletedUnitIds(held: readonly HeldUnitRef[]): Promise<Set<string>> {
  const units = held
    .filter(({ ouid }) => ouid !== SYSTEM_POLICY_OUID)
    .map(({ ouid, ouidChain }) => ({
      ouid,
      chain: typeof ouidChain === 'string' ? ouidChain : ouid,
    }));
  const flags = await readChainFlags(units.map(({ chain }) => chain));
  return new Set(
    units.filter(({ chain }) => deletedTopOf(chain, flags) !== undefined).map(({ ouid }) => ouid),
  );
}
