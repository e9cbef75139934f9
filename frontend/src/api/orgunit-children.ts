import * as z from 'zod/mini';

import { LIMITS } from '@domain/schemas/orgunit';

import { childrenRequest } from './paths';
import { orgunitItemSchema, type OrgunitItem } from './orgunit';
import { useApi, type ApiResource } from './use-api';
import { listPagePath, useServerPages, type ServerPages } from './use-server-pages';

/** The server's longest child-unit search text. */
export const UNIT_SEARCH_MAX_LENGTH = LIMITS.search;

const childrenPageSchema = z.object({
  items: z.array(orgunitItemSchema),
  nextToken: z.optional(z.string()),
});

export type ChildrenPage = z.infer<typeof childrenPageSchema>;

export { childrenRequest };

/**
 * The unit's children a page at a time, acting as that unit; `search` keeps the children whose
 * name has words starting with each of its words.
 */
export function useChildOrgunitPages(
  parentOuid: string | undefined,
  query: { limit: number; search?: string },
): ServerPages<OrgunitItem> {
  return useServerPages(
    parentOuid ? childrenRequest(parentOuid, query) : undefined,
    parentOuid,
    childrenPageSchema,
  );
}

/** The unit's first `count` children (one request); `nextToken` says more may follow. */
export function useFirstChildOrgunits(
  parentOuid: string | undefined,
  count: number,
): ApiResource<ChildrenPage> {
  return useApi(
    parentOuid ? listPagePath(childrenRequest(parentOuid, { limit: count })) : undefined,
    parentOuid,
    childrenPageSchema,
  );
}
