/**
 * The config in force on a unit (DESIGN.md §3): the layers from the platform defaults down to the
 * unit merged top-down per top-level key, a layer's own keys overriding what lies above unless a
 * layer above locked that key. `requireMfa: true` locks itself: a unit below can add the
 * requirement, never lift it. A soft-deleted unit contributes nothing (its layer is left out by
 * the caller). Pure: the API, the pre-token trigger and the console's gating all reach it through
 * `lambdas/shared/config-in-force.ts`.
 */

/** Who contributed a key: a unit of the chain, or the platform defaults (the SYSTEM unit). */
export interface ConfigSource {
  ouid: string;
  name: string;
  platform: boolean;
}

/** One unit's own contribution for one identifier, top-down order. */
export interface ConfigLayer extends ConfigSource {
  /** The unit's own active config (possibly partial), absent when it has none. */
  config?: Readonly<Record<string, unknown>>;
  /** Top-level keys this unit locked for the units below it. */
  locks: readonly string[];
}

export interface ConfigInForce {
  config: Record<string, unknown>;
  /** Per key in `config`, the layer whose value is in force. */
  sources: Record<string, ConfigSource>;
  /** Keys locked by a layer above the unit (the unit cannot override them), with where. */
  lockedAbove: Record<string, ConfigSource>;
  /** Keys the unit itself locked for the units below it. */
  ownLocks: string[];
  /** Keys of the unit's own config that a lock above keeps from taking effect. */
  overriddenByLock: string[];
}

const SELF_LOCKING_KEY = 'requireMfa';

function selfLocks(config: Readonly<Record<string, unknown>> | undefined): string[] {
  return config?.[SELF_LOCKING_KEY] === true ? [SELF_LOCKING_KEY] : [];
}

function addsMfaRequirement(key: string, value: unknown): boolean {
  return key === SELF_LOCKING_KEY && value === true;
}

/** Merges the layers (platform first, the unit last); the last layer is the unit asked about. */
export function mergeConfigLayers(layers: readonly ConfigLayer[]): ConfigInForce {
  const config: Record<string, unknown> = {};
  const sources: Record<string, ConfigSource> = {};
  const locked: Record<string, ConfigSource> = {};
  const overriddenByLock: string[] = [];
  layers.forEach((layer, index) => {
    const isUnit = index === layers.length - 1;
    const source: ConfigSource = { ouid: layer.ouid, name: layer.name, platform: layer.platform };
    for (const [key, value] of Object.entries(layer.config ?? {})) {
      if (value === undefined) continue;
      // Adding the MFA requirement is never refused (lockViolation): only a change takes effect.
      if (locked[key] && addsMfaRequirement(key, value)) {
        if (config[key] !== true) [config[key], sources[key]] = [value, source];
        continue;
      }
      if (locked[key]) {
        if (isUnit) overriddenByLock.push(key);
        continue;
      }
      config[key] = value;
      sources[key] = source;
    }
    if (isUnit) return;
    for (const key of [...layer.locks, ...selfLocks(layer.config)]) {
      locked[key] ??= source;
    }
  });
  const unit = layers.at(-1);
  return {
    config,
    sources,
    lockedAbove: locked,
    ownLocks: unit ? [...new Set([...unit.locks])] : [],
    overriddenByLock,
  };
}

/** A key of `own` that a lock above refuses, with where it was set; undefined when none does. */
export function lockViolation(
  own: Readonly<Record<string, unknown>>,
  lockedAbove: Readonly<Record<string, ConfigSource>>,
): { key: string; source: ConfigSource } | undefined {
  for (const [key, value] of Object.entries(own)) {
    const source = lockedAbove[key];
    if (!source || value === undefined) continue;
    // The self-lock of `requireMfa: true` only refuses lifting it.
    if (addsMfaRequirement(key, value)) continue;
    return { key, source };
  }
  return undefined;
}
