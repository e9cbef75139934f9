/**
 * GET /orgunit?parentOuId=&search=: one page of a unit's children (default: the acting unit's),
 * in name order; with `search`, only those whose names match it (child-search.ts).
 */
import { keys, INDEXES } from '../domain/data-keys';
import type { OrgunitRecord } from '../domain/records';
import { listOrgunitsQuerySchema } from '../domain/schemas/orgunit';
import { pageSize } from '../domain/schemas/paging';
import { ok, type Operation } from '../shared/operation';
import { decodePageToken, encodePageToken } from '../shared/page-token';
import { searchChildren } from '../shared/repositories/child-search';
import { CHILDREN_PAGE_KEY, listChildren, toOrgunitView } from '../shared/repositories/orgunits';
import { parseQuery } from '../shared/request-query';
import { routeTarget } from '../shared/route-target';

interface ChildrenPage {
  records: OrgunitRecord[];
  nextToken?: string;
}

async function childrenPage(
  parentId: string,
  limit: number,
  nextToken: string | undefined,
): Promise<ChildrenPage> {
  const startKey = decodePageToken(nextToken, CHILDREN_PAGE_KEY, {
    [INDEXES.byParent.partition]: keys.orgunitChildren(parentId),
  });
  const page = await listChildren(parentId, limit, startKey);
  return { records: page.records, nextToken: encodePageToken(page.lastKey) };
}

export const listOrgunitsOperation: Operation<ChildrenPage> = {
  targetUnit: routeTarget,
  // The parent is named by the request itself: its children are read alongside the authorization.
  prefetch: ({ query, actingUnitId }) => {
    const { parentOuId, search, limit, nextToken } = parseQuery(query, listOrgunitsQuerySchema);
    const parentId = parentOuId ?? actingUnitId ?? '';
    return search === undefined
      ? childrenPage(parentId, pageSize(limit), nextToken)
      : searchChildren(parentId, search, pageSize(limit), nextToken);
  },
  run: async ({ prefetched: { records, nextToken } }) =>
    ok({ items: records.map(toOrgunitView), ...(nextToken ? { nextToken } : {}) }),
};
