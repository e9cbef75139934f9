/**
 * Whether any of a caller's units requires MFA (domain/mfa.ts): the unit is live (neither it nor
 * a unit above it soft-deleted) and its core config in force (config-in-force.ts: the platform
 * defaults and the chain merged; `requireMfa: true` set above cannot be lifted below) says
 * `requireMfa: true`. The pre-token trigger, which knows its units' chains, asks
 * `unitsRequiringMfa` directly.
 *
 * The API's rule asks `unitsRequireMfa`, with the MFA marker its request's authorization read
 * (mfa-requirement-marker.ts). The answer is kept per instance and per set of units, tagged with
 * the marker's count read before it, and used only by a request that reads the same count. Every
 * change of which units require MFA counts on the marker in its own transaction, so a change is in
 * force from the next request on, on any instance. ANSWER_KEPT_AT_MOST_MS bounds what a write made
 * outside the API (which counts nothing: the bootstrap's first configs, an edit by hand) can keep
 * stale. A read is one BatchGet of the chains' units and core configs, after one of the units
 * whose chains this instance has not met yet (units never move: known-chains.ts); both consistent,
 * so what is kept is never older than the count read before it.
 */
import { CORE_CONFIG_IDENTIFIER } from '../../domain/config-schema';
import { configRequiresMfa } from '../../domain/mfa';
import { configsInForceOfUnits, type UnitRef } from '../config-in-force';
import { readUnits } from './config-layers';
import { knownChain, rememberChains } from './known-chains';
import type { MfaRequirementMarker } from './mfa-requirement-marker';

const ANSWER_KEPT_AT_MOST_MS = 60_000;
const ANSWERS_KEPT = 1_000;

interface KeptAnswer {
  requires: boolean;
  /** The marker's count read before the answer was. */
  changes: number;
  until: number;
}

const kept = new Map<string, KeptAnswer>();

/** The live units whose core config in force requires MFA (read now, not kept; one BatchGet). */
export async function unitsRequiringMfa(
  units: readonly UnitRef[],
  consistentRead = false,
): Promise<Set<string>> {
  const states = await configsInForceOfUnits(units, [CORE_CONFIG_IDENTIFIER], consistentRead);
  return new Set(
    [...states]
      .filter(([, unitStates]) =>
        unitStates.some((state) => state.live && configRequiresMfa(state.inForce.config)),
      )
      .map(([id]) => id),
  );
}

/** The units' chains: known ones as met, the rest read (ids naming no unit are left out). */
async function unitRefs(unitIds: readonly string[]): Promise<UnitRef[]> {
  const unmet = unitIds.filter((id) => knownChain(id) === undefined);
  // Consistent: a unit created a moment ago is found, not kept as none.
  const read = unmet.length === 0 ? new Map() : await readUnits(unmet, true);
  rememberChains(read.values());
  return unitIds.flatMap((id) => {
    const ouidChain = knownChain(id);
    return ouidChain === undefined ? [] : [{ id, ouidChain }];
  });
}

async function readRequirement(unitIds: readonly string[]): Promise<boolean> {
  return (await unitsRequiringMfa(await unitRefs(unitIds), true)).size > 0;
}

/**
 * Whether one of the units requires MFA, as of the marker read (undefined: none was read, so
 * nothing kept is used and the answer is not kept).
 */
export async function unitsRequireMfa(
  unitIds: readonly string[],
  marker: MfaRequirementMarker | undefined,
  now: () => number = Date.now,
  read: (unitIds: readonly string[]) => Promise<boolean> = readRequirement,
): Promise<boolean> {
  const ids = [...new Set(unitIds)];
  if (ids.length === 0) return false;
  if (!marker) return read(ids);
  const key = [...ids].sort().join(' ');
  const at = now();
  const answer = kept.get(key);
  if (answer && answer.changes === marker.changes && answer.until > at) return answer.requires;
  const requires = await read(ids);
  kept.delete(key);
  if (kept.size >= ANSWERS_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, { requires, changes: marker.changes, until: at + ANSWER_KEPT_AT_MOST_MS });
  return requires;
}
