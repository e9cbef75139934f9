/**
 * Whether any of a caller's units requires MFA (domain/mfa.ts): its core config in force
 * (config-in-force.ts: the platform defaults and the chain merged; `requireMfa: true` set above
 * cannot be lifted below) says `requireMfa: true`. Two reads, made only for a caller whose token
 * says MFA is off: the units' records (their chains; a deleted unit counts for nothing), then the
 * chains' units and core configs (one BatchGet per 100 keys). The answer is kept per set of units
 * for a minute, as long as a console's token lives before its refresh. The pre-token trigger,
 * which knows its units' chains, asks `unitsRequiringMfa` directly.
 */
import { CORE_CONFIG_IDENTIFIER } from '../../domain/config-schema';
import { configRequiresMfa } from '../../domain/mfa';
import { configsInForceOfUnits, type UnitRef } from '../config-in-force';
import { readUnits } from './config-layers';

const ANSWER_KEPT_MS = 60_000;
const ANSWERS_KEPT = 1_000;

const kept = new Map<string, { requires: boolean; until: number }>();

/** The units whose core config in force requires MFA (read now, not kept; one BatchGet). */
export async function unitsRequiringMfa(units: readonly UnitRef[]): Promise<Set<string>> {
  const states = await configsInForceOfUnits(units, [CORE_CONFIG_IDENTIFIER]);
  return new Set(
    [...states]
      .filter(([, unitStates]) =>
        unitStates.some((state) => configRequiresMfa(state.inForce.config)),
      )
      .map(([id]) => id),
  );
}

async function readRequirement(unitIds: readonly string[]): Promise<boolean> {
  const records = await readUnits(unitIds);
  const units = [...records.values()]
    .filter((record) => !record.deletedTop)
    .map(({ identifier, ouidChain }) => ({ id: identifier, ouidChain }));
  return (await unitsRequiringMfa(units)).size > 0;
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
