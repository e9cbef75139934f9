/**
 * The workqueue's reads: GET /workqueue/deletion-requests and GET /workqueue/deleted-units list the
 * items strictly below the acting unit (one Query of the tenant's sparse GSI1 partition with
 * begins_with `{actingChain}/`, data-keys.ts); GET /orgunit/{id}/deletion shows one request with a
 * bounded preview of what approving it would affect (deletion-preview.ts). Each request says who
 * may approve it (deletion-approvers.ts). On the SYSTEM unit a system admin's request list is every
 * tenant's (one Query of GSI2 DELETIONREQUESTS, newest first) with the tenants' names, so a request
 * no tenant admin but its requester could decide reaches a platform administrator.
 */
import { keys } from '../domain/data-keys';
import type { DeletedUnitRecord, DeletionRequestRecord } from '../domain/deletion-records';
import { pageSize } from '../domain/schemas/paging';
import { workqueueQuerySchema } from '../domain/schemas/workqueue';
import { chainIds, OUID_CHAIN_SEPARATOR, type UnitPlacement } from '../domain/units';
import { NotFoundError } from '../shared/errors';
import { API_MESSAGES } from '../shared/messages';
import { ok, type Operation } from '../shared/operation';
import { deletionItems, type DeletionItems } from '../shared/repositories/deletion-items';
import { getOrgunitRecords } from '../shared/repositories/orgunit-records';
import { type Page, queryPage } from '../shared/repositories/query-page';
import { parseQuery } from '../shared/request-query';
import { routeTarget } from '../shared/route-target';
import { approversOf } from './deletion-approvers';
import { DELETION_MESSAGES } from './deletion-messages';
import { deletionPreview } from './deletion-preview';
import { toDeletedView, toRequestView } from './deletion-views';

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

/** Every tenant's pending requests, newest first: the system admins' list on the SYSTEM unit. */
function everyTenant(query: Readonly<Record<string, string | undefined>>) {
  const { limit, nextToken } = parseQuery(query, workqueueQuerySchema);
  return queryPage<DeletionRequestRecord>({
    partition: keys.allDeletionRequests,
    byIndex: 'byTree',
    newestFirst: true,
    limit: pageSize(limit),
    nextToken,
  });
}

const tenantIdOf = (record: DeletionRequestRecord) => chainIds(record.ouidChain)[0] ?? '';

async function tenantNames(records: readonly DeletionRequestRecord[]) {
  const tenants = await getOrgunitRecords(records.map(tenantIdOf));
  return records.map((record) => tenants.get(tenantIdOf(record))?.name ?? tenantIdOf(record));
}

export const listDeletionRequestsOperation: Operation = {
  targetUnit: routeTarget,
  run: async ({ auth, query, username }) => {
    const unit = acting(auth.actingUnit);
    const platform = auth.systemAdmin && unit.type === 'SYSTEM';
    const page: Page<DeletionRequestRecord> = platform
      ? await everyTenant(query)
      : await below<DeletionRequestRecord>(keys.deletionRequests, unit, query);
    const [approvers, tenants] = await Promise.all([
      approversOf(page.items),
      platform ? tenantNames(page.items) : undefined,
    ]);
    return ok({
      items: page.items.map((record, index) =>
        toRequestView(record, username, approvers(record), tenants?.[index]),
      ),
      ...(page.nextToken ? { nextToken: page.nextToken } : {}),
    });
  },
};

export const listDeletedUnitsOperation: Operation = {
  targetUnit: routeTarget,
  run: async ({ auth, query }) => {
    const page = await below<DeletedUnitRecord>(keys.deletedUnits, acting(auth.actingUnit), query);
    return ok({
      items: page.items.map(toDeletedView),
      ...(page.nextToken ? { nextToken: page.nextToken } : {}),
    });
  },
};

export const getDeletionRequestOperation: Operation<DeletionItems> = {
  targetUnit: routeTarget,
  prefetch: ({ pathParameters }) => deletionItems(pathParameters.id ?? ''),
  run: async ({ auth, prefetched, username }) => {
    const unit = auth.targetRecord;
    if (!unit) throw new NotFoundError(API_MESSAGES.orgunitNotFound);
    if (!prefetched.request) throw new NotFoundError(DELETION_MESSAGES.noRequest);
    const request = prefetched.request;
    const [preview, approvers] = await Promise.all([deletionPreview(unit), approversOf([request])]);
    return ok({ data: { request: toRequestView(request, username, approvers(request)), preview } });
  },
};
