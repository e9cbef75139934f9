/**
 * What `GET /config` says about each key of a config in force (issue 38): where it comes from, the
 * locks above and of the unit itself, and the unit's own (possibly partial) config. An older
 * server leaves these out, which reads as "nothing known".
 */
import type * as z from 'zod/mini';

import type { configSourceSchema } from '@domain/schemas/config';

import type { ActiveConfig } from './config';

export type ConfigSource = z.infer<typeof configSourceSchema>;

export interface KeysInForce {
  sources: Record<string, ConfigSource>;
  lockedAbove: Record<string, ConfigSource>;
  ownLocks: string[];
  overriddenByLock: string[];
  lockableKeys: string[];
}

/** The key-by-key fields of a config in force, empty where the server said nothing. */
export function keysInForce(config: ActiveConfig): KeysInForce {
  return {
    sources: config.sources ?? {},
    lockedAbove: config.lockedAbove ?? {},
    ownLocks: config.ownLocks ?? [],
    overriddenByLock: config.overriddenByLock ?? [],
    lockableKeys: config.lockableKeys ?? [],
  };
}

/** A config's top-level keys as an object; anything else (a malformed config) has none. */
export function configObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
