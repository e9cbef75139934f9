/**
 * GET /config: the configs in force on the acting unit (its own, else its nearest ancestor's, per
 * identifier), or with `?deployArtifact=true` (ConfigDash) the objects deployed under the unit.
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';

import { configArtifactPrefix } from '../domain/config-schema';
import { CONFIG_LIMITS, listConfigQuerySchema } from '../domain/schemas/config';
import { ok, type Operation } from '../shared/operation';
import { effectiveConfigs } from '../shared/repositories/configs';
import { parseQuery } from '../shared/request-query';
import { configBucket, s3 } from '../shared/s3-client';

export interface DeployedConfig {
  Key: string;
  ETag: string;
  LastModified: string;
}

async function listDeployed(
  ouid: string,
  limit: number,
  nextToken: string | undefined,
): Promise<{ items: DeployedConfig[]; nextToken?: string }> {
  const page = await s3.send(
    new ListObjectsV2Command({
      Bucket: configBucket(),
      Prefix: configArtifactPrefix(ouid),
      MaxKeys: limit,
      ContinuationToken: nextToken,
    }),
  );
  const items = (page.Contents ?? []).map((object) => ({
    Key: object.Key ?? '',
    ETag: object.ETag ?? '',
    LastModified: object.LastModified?.toISOString() ?? '',
  }));
  return page.NextContinuationToken ? { items, nextToken: page.NextContinuationToken } : { items };
}

export const listConfigsOperation: Operation = {
  run: async ({ query, auth, actingUnitId }) => {
    const { deployArtifact, limit, nextToken } = parseQuery(query, listConfigQuerySchema);
    const ouid = auth.actingUnit?.id ?? actingUnitId;
    if (deployArtifact === 'true') {
      // Reached without a stored unit only by a system admin; the prefix is still the one asked for.
      if (!ouid) return ok({ items: [] });
      return ok(await listDeployed(ouid, Number(limit ?? CONFIG_LIMITS.listPage), nextToken));
    }
    if (!auth.actingUnit) return ok({ items: [] });
    const configs = await effectiveConfigs(auth.actingUnit);
    return ok({ items: configs.map((data) => ({ data })) });
  },
};
