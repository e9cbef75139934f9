import type { ActiveConfig } from '../../api/config';
import { type ConfigSource, keysInForce } from '../../api/config-in-force';
import { configDashStrings } from '../../strings/config-dash';
import { sourceKind } from './in-force-rows';

const text = configDashStrings.configInForce;

/** "This unit", "Platform defaults" or the ancestor's name. */
export function sourceLabel(source: ConfigSource, ouid: string): string {
  const kind = sourceKind(source, ouid);
  if (kind === 'unit') return text.thisUnit;
  return kind === 'platform' ? configDashStrings.configEditor.platformDefaults : source.name;
}

/**
 * Where a config in force comes from, e.g. "This unit, Platform defaults", or "Sales (inherited)"
 * when the unit has no config of its own.
 */
export function configSourcesText(config: ActiveConfig, ouid: string): string {
  const { sources } = keysInForce(config);
  const labels = [...new Set(Object.values(sources).map((s) => sourceLabel(s, ouid)))];
  const named = labels.length > 0 ? labels.join(', ') : config.ouid;
  return config.inherited ? configDashStrings.configDash.inherited(named) : named;
}
