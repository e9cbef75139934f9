/**
 * Tenants (ROOT organisations) as system admins manage them on a SYSTEM unit: the whole list with
 * each tenant's counts, and onboarding a new one with its first admin.
 */
import { useCallback } from 'react';

import type { CoreConfig } from '@domain/config-schema';
import {
  type CreateTenantBody,
  type CreatedTenant,
  createdTenantSchema,
  MAX_TENANT_PAGE_SIZE,
  tenantListSchema,
  type TenantView,
} from '@domain/schemas/tenant';

import { withPublishFlag } from './entity-rules';
import { useAllPages } from './use-all-pages';
import type { ApiResource } from './use-api';
import { useApiCall, useInvalidate } from './use-api-call';

export const TENANT_PATH = '/tenant';

export type { CreateTenantBody, CreatedTenant, TenantView };

export function tenantListPagePath(nextToken: string | undefined): string {
  const query = new URLSearchParams({ limit: String(MAX_TENANT_PAGE_SIZE) });
  if (nextToken) query.set('nextToken', nextToken);
  return `${TENANT_PATH}?${query.toString()}`;
}

/** Every tenant: `GET /tenant` page after page, acting as the SYSTEM unit `ouid`. */
export function useAllTenants(ouid: string | undefined): ApiResource<TenantView[]> {
  return useAllPages(TENANT_PATH, ouid, tenantListPagePath, tenantListSchema);
}

/** `POST /tenant` as the SYSTEM unit; afterwards the tenant list loads again. */
export function useCreateTenant(core: CoreConfig | undefined) {
  const call = useApiCall();
  const invalidate = useInvalidate();
  return useCallback(
    async (ouid: string, body: CreateTenantBody): Promise<CreatedTenant> => {
      const answer = await call({
        path: withPublishFlag(TENANT_PATH, core, 'tenant', 'C'),
        ouid,
        method: 'POST',
        body,
        schema: createdTenantSchema,
      });
      void invalidate(TENANT_PATH);
      return answer.data;
    },
    [call, core, invalidate],
  );
}
