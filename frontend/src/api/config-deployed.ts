import { type DeployedConfig, deployedConfigsResponseSchema } from './config';
import { DEPLOYED_CONFIGS_PATH, deployedPagePath } from './paths';
import type { ApiResource } from './use-api';
import { useAllPages } from './use-all-pages';

export { deployedPagePath };

/**
 * Every object deployed under the unit (`GET /config?deployArtifact=true`, all pages). Cached under
 * the `/config` prefix, so `invalidate('/config')` reloads it with the active configs.
 */
export function useDeployedConfigs(ouid: string | undefined): ApiResource<DeployedConfig[]> {
  return useAllPages(DEPLOYED_CONFIGS_PATH, ouid, deployedPagePath, deployedConfigsResponseSchema);
}
