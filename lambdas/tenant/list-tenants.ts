/**
 * GET /tenant: one page of the tenants (ROOT units; SYSTEM units are not tenants), each with its
 * unit and user counts. One Query for the page, then two counting Queries per tenant, a few
 * tenants at a time; a page holds at most MAX_TENANT_PAGE_SIZE tenants.
 */
import { DEFAULT_TENANT_PAGE_SIZE, listTenantsQuerySchema } from '../domain/schemas/tenant';
import { ok, type Operation } from '../shared/operation';
import { countTenant, listTenantPage } from '../shared/repositories/tenants';
import { parseQuery } from '../shared/request-query';
import { requireSystemUnit } from './system-unit';
import { tenantView } from './views';

/** Tenants whose counts run at the same time. */
const COUNTING_TENANTS = 5;

async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  map: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await map(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export const listTenantsOperation: Operation = {
  run: async ({ auth, query }) => {
    requireSystemUnit(auth);
    const { limit, nextToken } = parseQuery(query, listTenantsQuerySchema);
    const page = await listTenantPage(
      limit === undefined ? DEFAULT_TENANT_PAGE_SIZE : Number(limit),
      nextToken,
    );
    const items = await mapLimited(page.items, COUNTING_TENANTS, async (record) => {
      const { units, users } = await countTenant(record.identifier);
      return tenantView(record, units, users);
    });
    return ok({ items, ...(page.nextToken ? { nextToken: page.nextToken } : {}) });
  },
};
