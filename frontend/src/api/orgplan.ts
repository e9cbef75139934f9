import * as z from 'zod/mini';

import {
  type FlatPlanPage,
  flatPlanPageSchema,
  type FlatPlanUnit,
  type OrgPlanNode,
} from '@domain/schemas/orgplan';
import { MAX_PAGE_SIZE } from '@domain/schemas/paging';

import { apiRequest } from './client';
import { orgunitItemSchema } from './orgunit';
import { childrenRequest } from './orgunit-children';
import { useApi, type ApiResource } from './use-api';
import { listPagePath } from './use-server-pages';

export type { FlatPlanPage, FlatPlanUnit, OrgPlanNode };

/** The plan's units a flat page holds: as many as the server gives in one answer. */
export const FLAT_PLAN_PAGE_SIZE = MAX_PAGE_SIZE;

/** `GET /orgplan/{ouid}?format=flat&limit=…[&nextToken=…]`. */
export function flatPlanPagePath(ouid: string, nextToken?: string): string {
  const query = new URLSearchParams({ format: 'flat', limit: String(FLAT_PLAN_PAGE_SIZE) });
  if (nextToken) query.set('nextToken', nextToken);
  return `/orgplan/${encodeURIComponent(ouid)}?${query.toString()}`;
}

/** The first flat page of the unit's plan (units below it, parents first), acting as the unit. */
export function useFirstFlatPlanPage(ouid: string | undefined): ApiResource<FlatPlanPage> {
  return useApi(ouid ? flatPlanPagePath(ouid) : undefined, ouid, flatPlanPageSchema);
}

/** One flat page of the unit's plan, outside swr: a download reads each page once. */
export function fetchFlatPlanPage(
  apiUrl: string,
  ouid: string,
  nextToken?: string,
): Promise<FlatPlanPage> {
  return apiRequest({
    apiUrl,
    path: flatPlanPagePath(ouid, nextToken),
    ouid,
    schema: flatPlanPageSchema,
  });
}

/** A unit of one level of the plan's tree. */
export interface PlanLevelUnit {
  id: string;
  name: string;
}

export interface PlanLevelPage {
  units: PlanLevelUnit[];
  nextToken?: string;
}

const levelPageSchema = z.pipe(
  z.object({ items: z.array(orgunitItemSchema), nextToken: z.optional(z.string()) }),
  z.transform((page): PlanLevelPage => ({
    units: page.items.map(({ data }) => ({ id: data.identifier, name: data.name })),
    ...(page.nextToken ? { nextToken: page.nextToken } : {}),
  })),
);

/** `GET /orgunit?parentOuId=…&limit=…`: a page of one unit's children, acting as the plan's unit. */
export function fetchPlanLevelPage(
  apiUrl: string,
  request: { planOuid: string; parentId: string; limit: number; nextToken?: string },
): Promise<PlanLevelPage> {
  const path = listPagePath(
    childrenRequest(request.parentId, { limit: request.limit }),
    request.nextToken,
  );
  return apiRequest({ apiUrl, path, ouid: request.planOuid, schema: levelPageSchema });
}
