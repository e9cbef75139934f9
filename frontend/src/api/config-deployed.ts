import useSWR from 'swr';

import { CONFIG_LIMITS } from '@domain/schemas/config';

import { useConsoleConfig } from '../config/config-context';
import { strings } from '../strings';
import { ApiError } from './api-error';
import { apiRequest } from './client';
import {
  type DeployedConfig,
  DEPLOYED_CONFIGS_PATH,
  deployedConfigsResponseSchema,
} from './config';
import { apiCacheKey, type ApiResource } from './use-api';

type DeployedPage = { items: DeployedConfig[]; nextToken?: string };

/** The path of one page of deployed configs: the largest page the server allows, after `nextToken`. */
export function deployedPagePath(nextToken?: string): string {
  const query = new URLSearchParams({ limit: String(CONFIG_LIMITS.listPage) });
  if (nextToken !== undefined) query.set('nextToken', nextToken);
  return `${DEPLOYED_CONFIGS_PATH}&${query.toString()}`;
}

/** Follows `nextToken` until the last page; a token seen twice would loop, so it is an error. */
export async function loadAllDeployed(
  fetchPage: (path: string) => Promise<DeployedPage>,
): Promise<DeployedConfig[]> {
  const items: DeployedConfig[] = [];
  const seen = new Set<string>();
  let nextToken: string | undefined;
  do {
    const page = await fetchPage(deployedPagePath(nextToken));
    items.push(...page.items);
    nextToken = page.nextToken;
    if (nextToken !== undefined) {
      if (seen.has(nextToken)) throw new ApiError(strings.api.invalidResponse, 200);
      seen.add(nextToken);
    }
  } while (nextToken !== undefined);
  return items;
}

/**
 * Every object deployed under the unit (`GET /config?deployArtifact=true`, all pages). Cached under
 * the `/config` prefix, so `invalidate('/config')` reloads it with the active configs.
 */
export function useDeployedConfigs(ouid: string | undefined): ApiResource<DeployedConfig[]> {
  const { apiUrl } = useConsoleConfig();
  const { data, error, isLoading } = useSWR<DeployedConfig[], ApiError>(
    ouid ? apiCacheKey(DEPLOYED_CONFIGS_PATH, ouid) : null,
    ([, actingOuid]: readonly [string, string]) =>
      loadAllDeployed((path) =>
        apiRequest({ apiUrl, path, ouid: actingOuid, schema: deployedConfigsResponseSchema }),
      ),
  );
  return { data, isLoading, error };
}
