/**
 * GET /config: the configs in force on the acting unit (the platform defaults and its chain merged
 * key by key, shared/config-in-force.ts), or with `?deployArtifact=true` (ConfigDash) the objects
 * deployed under the unit.
 */

import { configArtifactPrefix } from '../domain/config-schema';
import { CONFIG_LIMITS, listConfigQuerySchema } from '../domain/schemas/config';
import { BadRequestError } from '../shared/errors';
import { API_MESSAGES } from '../shared/messages';
import { configsInForce } from '../shared/config-in-force';
import { ok, type Operation } from '../shared/operation';
import { parseQuery } from '../shared/request-query';
import { configBucket } from '../shared/buckets';
import { s3 } from '../shared/s3-client';
import { inForceView } from './in-force-view';

export interface DeployedConfig {
  Key: string;
  ETag: string;
  LastModified: string;
}

/**
 * Pages continue after the last key listed (`StartAfter`), carried as an opaque token. A token that
 * does not decode to a key under the unit's prefix is a 400, so S3 never sees a foreign position.
 */
function startAfterFrom(nextToken: string | undefined, prefix: string): string | undefined {
  if (nextToken === undefined) return undefined;
  const key = /^[A-Za-z0-9_-]+$/.test(nextToken)
    ? Buffer.from(nextToken, 'base64url').toString('utf8')
    : '';
  if (!key.startsWith(prefix) || key.length > CONFIG_LIMITS.key) {
    throw new BadRequestError(API_MESSAGES.invalidPageToken);
  }
  return key;
}

async function listDeployed(
  ouid: string,
  limit: number,
  nextToken: string | undefined,
): Promise<{ items: DeployedConfig[]; nextToken?: string }> {
  const prefix = configArtifactPrefix(ouid);
  const { sdk, client } = await s3();
  const page = await client.send(
    new sdk.ListObjectsV2Command({
      Bucket: configBucket(),
      Prefix: prefix,
      MaxKeys: limit,
      StartAfter: startAfterFrom(nextToken, prefix),
    }),
  );
  const items = (page.Contents ?? []).map((object) => ({
    Key: object.Key ?? '',
    ETag: object.ETag ?? '',
    LastModified: object.LastModified?.toISOString() ?? '',
  }));
  const last = items.at(-1)?.Key;
  return page.IsTruncated && last
    ? { items, nextToken: Buffer.from(last, 'utf8').toString('base64url') }
    : { items };
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
    const states = await configsInForce(auth.actingUnit);
    const views = states.flatMap((state) => inForceView(state) ?? []);
    return ok({ items: views.map((data) => ({ data })) });
  },
};
