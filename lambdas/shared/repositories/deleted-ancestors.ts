/**
 * A unit under a soft-deleted ancestor is deleted from the approving commit on, before the batches
 * that flag the descendants (lambdas/orgunit/subtree-flags.ts) reach it. These helpers read the
 * flags of the units along chains (BatchGet, up to 100 keys a call) and answer, per chain, the top
 * of the deleted subtree it lies in: the highest flagged unit's `deletedTop`.
 */
import { type OrgunitRecord } from '../../domain/records';
import { chainIds } from '../../domain/units';
import { getOrgunitRecords } from './orgunit-records';

/** BatchGetItem reads at most 100 keys. */
const BATCH_GET_LIMIT = 100;

/** The units' `deletedTop` flags by id: undefined for a live unit (absent: no such unit). */
export type DeletionFlags = ReadonlyMap<string, string | undefined>;

export async function readDeletionFlags(ids: Iterable<string>): Promise<DeletionFlags> {
  const unique = [...new Set(ids)];
  const batches: string[][] = [];
  for (let start = 0; start < unique.length; start += BATCH_GET_LIMIT) {
    batches.push(unique.slice(start, start + BATCH_GET_LIMIT));
  }
  const read = await Promise.all(batches.map((batch) => getOrgunitRecords(batch)));
  return flagsOf(read.flatMap((records) => [...records.values()]));
}

export function flagsOf(records: Iterable<Pick<OrgunitRecord, 'identifier' | 'deletedTop'>>) {
  return new Map([...records].map((record) => [record.identifier, record.deletedTop] as const));
}

/** The ids above the unit in its chain. */
export function ancestorIds(ouidChain: string): string[] {
  return chainIds(ouidChain).slice(0, -1);
}

/** The top of the deleted subtree the chain's unit lies in (the highest flag), if any. */
export function deletedTopOf(ouidChain: string, flags: DeletionFlags): string | undefined {
  for (const id of chainIds(ouidChain)) {
    const top = flags.get(id);
    if (top !== undefined) return top;
  }
  return undefined;
}

/** The flags of every unit along the chains, in as few BatchGets as their ids need. */
export function readChainFlags(chains: Iterable<string>): Promise<DeletionFlags> {
  return readDeletionFlags([...chains].flatMap(chainIds));
}
