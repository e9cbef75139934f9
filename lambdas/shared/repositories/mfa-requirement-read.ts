/**
 * Whether any of a caller's units requires MFA (domain/mfa.ts): its own active core config or
 * one on a unit above it sets `requireMfa: true`. Two BatchGets (the units, for their chains; then
 * the core configs along them), made only for a caller whose token says MFA is off. The answer is
 * kept per set of units for a minute, as long as a console's token lives before its refresh.
 */
import { CORE_CONFIG_IDENTIFIER } from '../../domain/config-schema';
import { keys } from '../../domain/data-keys';
import { configRequiresMfa } from '../../domain/mfa';
import { chainIds } from '../../domain/units';
import { batchGetItems, getOrgunitRecords } from './orgunit-records';

const BATCH_GET_LIMIT = 100;
const ANSWER_KEPT_MS = 60_000;
const ANSWERS_KEPT = 1_000;

const kept = new Map<string, { requires: boolean; until: number }>();

async function readInBatches(itemKeys: readonly Record<string, unknown>[]) {
  const batches = [];
  for (let start = 0; start < itemKeys.length; start += BATCH_GET_LIMIT) {
    batches.push(batchGetItems(itemKeys.slice(start, start + BATCH_GET_LIMIT)));
  }
  return (await Promise.all(batches)).flat();
}

async function readRequirement(unitIds: readonly string[]): Promise<boolean> {
  const units = [];
  for (let start = 0; start < unitIds.length; start += BATCH_GET_LIMIT) {
    units.push(
      ...(await getOrgunitRecords(unitIds.slice(start, start + BATCH_GET_LIMIT))).values(),
    );
  }
  const chainUnitIds = new Set(units.flatMap((unit) => chainIds(unit.ouidChain)));
  const configs = await readInBatches(
    [...chainUnitIds].map((id) => keys.activeConfig(id, CORE_CONFIG_IDENTIFIER)),
  );
  return configs.some((item) => configRequiresMfa(item.config));
}

export async function unitsRequireMfa(
  unitIds: readonly string[],
  now: () => number = Date.now,
): Promise<boolean> {
  if (unitIds.length === 0) return false;
  const key = [...new Set(unitIds)].sort().join(' ');
  const at = now();
  const answer = kept.get(key);
  if (answer && answer.until > at) return answer.requires;
  const requires = await readRequirement([...new Set(unitIds)]);
  kept.delete(key);
  if (kept.size >= ANSWERS_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, { requires, until: at + ANSWER_KEPT_MS });
  return requires;
}
