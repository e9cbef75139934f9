/**
 * What the editor needs of a config in force (`GET /config`): the unit's own (possibly partial)
 * config it starts from, the merged config, each key's source and the keys locked above.
 */
import type { ActiveConfig } from '../../../api/config';
import { configObject, type ConfigSource, keysInForce } from '../../../api/config-in-force';

export type ConfigKeySource = ConfigSource;

export interface ConfigState {
  identifier: string;
  inForce: Record<string, unknown>;
  /** The unit's own config, empty when it has none. */
  own: Record<string, unknown>;
  sources: Record<string, ConfigKeySource>;
  lockedAbove: Record<string, ConfigKeySource>;
}

export function configStateOf(active: ActiveConfig): ConfigState {
  const { sources, lockedAbove } = keysInForce(active);
  // A server without `own` answers the unit's whole config when it is not inherited.
  const own = active.own?.config ?? (active.inherited ? undefined : active.config);
  return {
    identifier: active.identifier,
    inForce: configObject(active.config),
    own: configObject(own),
    sources,
    lockedAbove,
  };
}
