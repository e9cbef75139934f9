/**
 * What "Activate" sends for a deployed config (spec §4, §7), decided the way the server decides:
 * the active record is the unit's own config of that identifier, whatever its key.
 */
import * as z from 'zod/mini';

import {
  type ActivateConfigBody,
  activeConfigSchema,
  configIdentifierSchema,
} from '@domain/schemas/config';

import type { ActiveConfig, DeployedConfig } from './config';

export type ActivationMode = 'create' | 'update';

export interface Activation {
  mode: ActivationMode;
  identifier: string;
  /** `PUT /config/{identifier}?createArtifact=true | ?updateArtifact=true`, before the publish flag. */
  path: string;
  body: ActivateConfigBody;
}

/** `PUT /config/{identifier}` answers the activated config's changed fields. */
export const activateConfigResponseSchema = z.object({ data: z.partial(activeConfigSchema) });

const JSON_SUFFIX = '.json';

/** `ou-x/releases/next/core.json` → `core`; undefined when the key names no valid identifier. */
export function identifierOfKey(key: string): string | undefined {
  const fileName = key.split('/').at(-1) ?? '';
  if (!fileName.endsWith(JSON_SUFFIX)) return undefined;
  const parsed = configIdentifierSchema.safeParse(fileName.slice(0, -JSON_SUFFIX.length));
  return parsed.success ? parsed.data : undefined;
}

/**
 * `create` when the unit has no config of its own with the identifier (none, or only an ancestor's
 * inherited one); otherwise `update` of that config, carrying its version (the server refuses a
 * stale one with 409) and its creator and created date (spec §7).
 */
export function planActivation(
  deployed: DeployedConfig,
  activeConfigs: readonly ActiveConfig[],
): Activation | undefined {
  const identifier = identifierOfKey(deployed.Key);
  if (identifier === undefined) return undefined;
  const target = `/config/${encodeURIComponent(identifier)}`;
  const body = { key: deployed.Key, identifier, ETag: deployed.ETag };
  const own = activeConfigs.find((config) => config.identifier === identifier && !config.inherited);
  if (!own) return { mode: 'create', identifier, path: `${target}?createArtifact=true`, body };
  return {
    mode: 'update',
    identifier,
    path: `${target}?updateArtifact=true`,
    body: { ...body, version: own.version, createdBy: own.createdBy, createdDate: own.createdDate },
  };
}
