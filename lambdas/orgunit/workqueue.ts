/**
 * The workqueue's reads: GET /workqueue/deletion-requests and GET /workqueue/deleted-units list the
 * items strictly below the acting unit (one Query of the tenant's sparse GSI1 partition with
 * begins_with `{actingChain}/`, data-keys.ts); GET /orgunit/{id}/deletion shows one request with a
 * bounded preview of what approving it would affect (deletion-preview.ts).
 */
import { keys } from '../domain/data-keys';
import { pageSize } from '../domain/schemas/paging';
import { workqueueQuerySchema } from '../domain/schemas/workqueue';
import { chainIds, OUID_CHAIN_SEPARATOR, type UnitPlacement } from '../domain/units';
import { NotFoundError } from '../shared/errors';
import { API_MESSAGES } from '../shared/messages';
import { ok, type Operation } from '../shared/operation';
import { queryPage } from '../shared/repositories/query-page';
import { parseQuery } from '../shared/request-query';
import { checkedTarget, checkedUnitId } from '../shared/unit-ids';
import { DELETION_MESSAGES } from './deletion-messages';
import { deletionItems, type DeletionItems, toDeletedView, toRequestView } from './deletion-items';
import { deletionPreview } from './deletion-preview';
import type { DeletedUnitRecord, DeletionRequestRecord } from './deletion-records';

/** Reached without an acting unit only by a system admin naming a unit that does not exist. */
function acting(unit: UnitPlacement | undefined): UnitPlacement {
  if (!unit) throw new NotFoundError(API_MESSAGES.orgunitNotFound);
  return unit;
}

function below<T>(
  partitionOf: (topId: string) => string,
  unit: UnitPlacement,
  query: Readonly<Record<string, string | undefined>>,
) {
  const { limit, nextToken } = parseQuery(query, workqueueQuerySchema);
  return queryPage<T>({
    partition: partitionOf(chainIds(unit.ouidChain)[0] ?? unit.id),
    byIndex: true,
    sortKeyPrefix: `${unit.ouidChain}${OUID_CHAIN_SEPARATOR}`,
    limit: pageSize(limit),
    nextToken,
  });
}

const actingUnitTarget: Operation['targetUnit'] = ({ actingUnitId }) =>
  checkedUnitId(actingUnitId, 'x-ouid');

export const listDeletionRequestsOperation: Operation = {
  targetUnit: actingUnitTarget,
  run: async ({ auth, query, username }) => {
    const page = await below<DeletionRequestRecord>(
      keys.deletionRequests,
      acting(auth.actingUnit),
      query,
    );
    return ok({
      items: page.items.map((record) => toRequestView(record, username)),
      ...(page.nextToken ? { nextToken: page.nextToken } : {}),
    });
  },
};

export const listDeletedUnitsOperation: Operation = {
  targetUnit: actingUnitTarget,
  run: async ({ auth, query }) => {
    const page = await below<DeletedUnitRecord>(keys.deletedUnits, acting(auth.actingUnit), query);
    return ok({
      items: page.items.map(toDeletedView),
      ...(page.nextToken ? { nextToken: page.nextToken } : {}),
    });
  },
};

export const getDeletionRequestOperation: Operation<DeletionItems> = {
  targetUnit: ({ pathParameters, actingUnitId }) =>
    checkedTarget(pathParameters.id, 'id', actingUnitId),
  prefetch: ({ pathParameters }) => deletionItems(pathParameters.id ?? ''),
  run: async ({ auth, prefetched, username }) => {
    const unit = auth.targetRecord;
    if (!unit) throw new NotFoundError(API_MESSAGES.orgunitNotFound);
    if (!prefetched.request) throw new NotFoundError(DELETION_MESSAGES.noRequest);
    const preview = await deletionPreview(unit);
    return ok({ data: { request: toRequestView(prefetched.request, username), preview } });
  },
};
