/** GET /orgunit?parentOuId=: one page of a unit's children (default: the acting unit's). */
import { keys, INDEXES } from '../domain/data-keys';
import { listOrgunitsQuerySchema } from '../domain/schemas/orgunit';
import { pageSize } from '../domain/schemas/paging';
import { ok, type Operation } from '../shared/operation';
import { decodePageToken, encodePageToken } from '../shared/page-token';
import { CHILDREN_PAGE_KEY, listChildren, toOrgunitView } from '../shared/repositories/orgunits';
import { parseQuery } from '../shared/request-query';
import { checkedTarget } from '../shared/unit-ids';

export const listOrgunitsOperation: Operation = {
  targetUnit: ({ query, actingUnitId }) =>
    checkedTarget(query.parentOuId || undefined, 'parentOuId', actingUnitId) ?? actingUnitId,
  run: async ({ query, actingUnitId }) => {
    const { parentOuId, limit, nextToken } = parseQuery(query, listOrgunitsQuerySchema);
    const parentId = parentOuId ?? actingUnitId ?? '';
    const startKey = decodePageToken(nextToken, CHILDREN_PAGE_KEY, {
      [INDEXES.byParent.partition]: keys.orgunitChildren(parentId),
    });
    const page = await listChildren(parentId, pageSize(limit), startKey);
    const token = encodePageToken(page.lastKey);
    return ok({ items: page.records.map(toOrgunitView), ...(token ? { nextToken: token } : {}) });
  },
};
