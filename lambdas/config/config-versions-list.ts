/** GET /config/{identifier}/versions: the acting unit's versions, newest first, paged. */
import { CONFIG_VERSION_LIMITS, versionsQuerySchema } from '../domain/schemas/config-versions';
import { ForbiddenError } from '../shared/errors';
import { ok, type Operation } from '../shared/operation';
import { configVersionsPage, readOwnActiveConfig } from '../shared/repositories/config-versions';
import { parseQuery } from '../shared/request-query';
import { actingUnitOf, identifierOf } from './config-request';
import { versionItem } from './version-item';

async function readPage(
  ouid: string,
  identifier: string,
  query: Readonly<Record<string, string | undefined>>,
) {
  const { limit, nextToken } = parseQuery(query, versionsQuerySchema);
  const size = limit === undefined ? CONFIG_VERSION_LIMITS.versionsDefaultPage : Number(limit);
  const [page, own] = await Promise.all([
    configVersionsPage(ouid, identifier, size, nextToken),
    readOwnActiveConfig(ouid, identifier),
  ]);
  return { ouid, page, own };
}

export const configVersionsListOperation: Operation<Awaited<ReturnType<typeof readPage>>> = {
  // The route requires x-ouid, and the authorization refuses an acting unit the caller does not
  // cover, so the reads run alongside it and reach only an allowed caller.
  prefetch: (input) => readPage(input.actingUnitId ?? '', identifierOf(input), input.query),
  run: async (input) => {
    const { ouid, page, own } = input.prefetched;
    if (actingUnitOf(input).id !== ouid) throw new ForbiddenError();
    return ok({
      items: page.items.map((record) => versionItem(record, own?.version)),
      ...(page.nextToken ? { nextToken: page.nextToken } : {}),
    });
  },
};
