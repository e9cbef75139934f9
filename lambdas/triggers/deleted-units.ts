/**
 * Which of a user's units are soft-deleted (lambdas/orgunit/subtree-flags.ts), so the ID token
 * leaves their policies out and the console never offers a unit that answers like a missing one.
 * The server refuses those units whatever the token says; this keeps the token honest.
 */
import { SYSTEM_POLICY_OUID } from '../domain/policies';
import { getOrgunitRecords } from '../shared/repositories/orgunit-records';

/** BatchGetItem reads at most 100 keys. */
const BATCH_GET_LIMIT = 100;

export async function softDeletedUnitIds(ouids: readonly string[]): Promise<Set<string>> {
  const unitIds = [...new Set(ouids)].filter((ouid) => ouid !== SYSTEM_POLICY_OUID);
  const batches: string[][] = [];
  for (let start = 0; start < unitIds.length; start += BATCH_GET_LIMIT) {
    batches.push(unitIds.slice(start, start + BATCH_GET_LIMIT));
  }
  const found = await Promise.all(batches.map((batch) => getOrgunitRecords(batch)));
  return new Set(
    found.flatMap((records) =>
      [...records.values()]
        .filter((record) => record.deletedTop !== undefined)
        .map((record) => record.identifier),
    ),
  );
}
