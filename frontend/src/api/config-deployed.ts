import { CONFIG_LIMITS } from '@domain/schemas/config';

import {
  type DeployedConfig,
  DEPLOYED_CONFIGS_PATH,
  deployedConfigsResponseSchema,
} from './config';
import type { ApiResource } from './use-api';
import { useAllPages } from './use-all-pages';

/** The path of one page of deployed configs: the largest page the server allows, after `nextToken`. */
export function deployedPagePath(nextToken?: string): string {
  const query = new URLSearchParams({ limit: String(CONFIG_LIMITS.listPage) });
  if (nextToken !== undefined) query.set('nextToken', nextToken);
  return `${DEPLOYED_CONFIGS_PATH}&${query.toString()}`;
}

/**
 * Every object deployed under the unit (`GET /config?deployArtifact=true`, all pages). Cached under
 * the `/config` prefix, so `invalidate('/config')` reloads it with the active configs.
 */
export function useDeployedConfigs(ouid: string | undefined): ApiResource<DeployedConfig[]> {
  return useAllPages(DEPLOYED_CONFIGS_PATH, ouid, deployedPagePath, deployedConfigsResponseSchema);
}
