import useSWR from 'swr';
import * as z from 'zod/mini';

import { MAX_PAGE_SIZE } from '@domain/schemas/paging';

import { useConsoleConfig } from '../config/config-context';
import type { ApiError } from './api-error';
import { apiRequest } from './client';
import { orgunitItemSchema, type OrgunitItem } from './orgunit';
import type { ApiResource } from './use-api';

const childrenPageSchema = z.object({
  items: z.array(orgunitItemSchema),
  nextToken: z.optional(z.string()),
});

/** The first page of a unit's children, e.g. `/orgunit?parentOuId=ou-root&limit=500`. */
export function childrenPath(parentOuid: string, nextToken?: string): string {
  const query = new URLSearchParams({ parentOuId: parentOuid, limit: String(MAX_PAGE_SIZE) });
  if (nextToken) query.set('nextToken', nextToken);
  return `/orgunit?${query.toString()}`;
}

/** Marks the cache entry as "every page", so it never shares a key with a one-page GET. */
const ALL_PAGES = 'all-pages';

/**
 * Every child of the unit (all pages, largest page size), acting as that unit. Lists stay small
 * enough to hold in memory (a thousand units is a few hundred kB) and are paged on the screen.
 * The cache key starts with `/orgunit`, so `invalidate('/orgunit')` reloads it.
 */
export function useChildOrgunits(parentOuid: string | undefined): ApiResource<OrgunitItem[]> {
  const { apiUrl } = useConsoleConfig();
  const key = parentOuid ? ([childrenPath(parentOuid), parentOuid, ALL_PAGES] as const) : null;
  const { data, error, isLoading } = useSWR<OrgunitItem[], ApiError>(
    key,
    async ([, ouid]: readonly [string, string, string]) => {
      const items: OrgunitItem[] = [];
      let nextToken: string | undefined;
      do {
        const page = await apiRequest({
          apiUrl,
          path: childrenPath(ouid, nextToken),
          ouid,
          schema: childrenPageSchema,
        });
        items.push(...page.items);
        nextToken = page.nextToken;
      } while (nextToken);
      return items;
    },
  );
  return { data, isLoading, error };
}
