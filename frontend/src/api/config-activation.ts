/**
 * Which config a deployed object activates, and whether it is the unit's active one (spec §4,
 * §7; issue 38): the active record is the unit's own config of that identifier, whatever its key.
 */
import { configIdentifierSchema } from '@domain/schemas/config';

import type { ActiveConfig, DeployedConfig } from './config';

const JSON_SUFFIX = '.json';

/** `ou-x/releases/next/core.json` → `core`; undefined when the key names no valid identifier. */
export function identifierOfKey(key: string): string | undefined {
  const fileName = key.split('/').at(-1) ?? '';
  if (!fileName.endsWith(JSON_SUFFIX)) return undefined;
  const parsed = configIdentifierSchema.safeParse(fileName.slice(0, -JSON_SUFFIX.length));
  return parsed.success ? parsed.data : undefined;
}

/** Whether the object (same key and ETag) is the unit's own active config of its identifier. */
export function isActiveArtifact(
  deployed: DeployedConfig,
  activeConfigs: readonly ActiveConfig[],
): boolean {
  const identifier = identifierOfKey(deployed.Key);
  const own = activeConfigs.find((config) => config.identifier === identifier)?.own;
  return (
    own !== undefined && own.key === deployed.Key && bareETag(own.eTag) === bareETag(deployed.ETag)
  );
}

/** S3 quotes ETags in some answers and not in others. */
function bareETag(eTag: string): string {
  return eTag.replace(/^(W\/)?"?|"?$/g, '');
}
