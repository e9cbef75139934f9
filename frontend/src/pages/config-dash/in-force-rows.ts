/** The rows of a config's keys in force (issue 38): value, source, locks, and what may be done. */
import type { ActiveConfig } from '../../api/config';
import { type ConfigSource, configObject, keysInForce } from '../../api/config-in-force';

export interface InForceRow {
  key: string;
  value: unknown;
  /** The unit whose value is in force; undefined when no layer sets the key. */
  source?: ConfigSource;
  /** Where a lock above the unit was set: the unit cannot override the key. */
  lockedAbove?: ConfigSource;
  /** The unit locked the key for the units below it. */
  lockedHere: boolean;
  /** The unit's own config sets the key (it can be returned to inherited). */
  own: boolean;
  /** The unit's own value is kept out by the lock above. */
  keptOut: boolean;
  lockable: boolean;
}

export function inForceRows(config: ActiveConfig): InForceRow[] {
  const { sources, lockedAbove, ownLocks, overriddenByLock, lockableKeys } = keysInForce(config);
  const inForce = configObject(config.config);
  const own = configObject(config.own?.config);
  const keys = [
    ...new Set([...lockableKeys, ...Object.keys(inForce), ...Object.keys(own), ...ownLocks]),
  ];
  return keys.map((key) => ({
    key,
    value: inForce[key],
    source: sources[key],
    lockedAbove: lockedAbove[key],
    lockedHere: ownLocks.includes(key),
    own: own[key] !== undefined,
    keptOut: overriddenByLock.includes(key),
    lockable: lockableKeys.includes(key),
  }));
}

export type SourceKind = 'unit' | 'platform' | 'ancestor';

export function sourceKind(source: ConfigSource, ouid: string): SourceKind {
  if (source.ouid === ouid) return 'unit';
  return source.platform ? 'platform' : 'ancestor';
}
