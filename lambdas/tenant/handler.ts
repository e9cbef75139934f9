/** The tenant Lambda: system admins list and onboard tenants (ROOT units) from a SYSTEM unit. */
import { createResourceHandler } from '../shared/router';
import { createTenantOperation } from './create-tenant';
import { listTenantsOperation } from './list-tenants';

export const handler = createResourceHandler('tenant', {
  'GET /tenant': listTenantsOperation,
  'POST /tenant': createTenantOperation,
});
