import * as z from 'zod/mini';

import { MAX_PAGE_SIZE } from '@domain/schemas/paging';

import { orgunitItemSchema, type OrgunitItem } from './orgunit';
import type { ApiResource } from './use-api';
import { useAllPages } from './use-all-pages';

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

/**
 * Every child of the unit (all pages, largest page size), acting as that unit. Lists stay small
 * enough to hold in memory (a thousand units is a few hundred kB) and are paged on the screen.
 */
export function useChildOrgunits(parentOuid: string | undefined): ApiResource<OrgunitItem[]> {
  return useAllPages(
    parentOuid ? childrenPath(parentOuid) : undefined,
    parentOuid,
    (nextToken) => childrenPath(parentOuid ?? '', nextToken),
    childrenPageSchema,
  );
}
