/**
 * Schemas of the orgplan routes: the subtree as nested `{ id, subunits }` nodes (spec §3), or,
 * with `?format=flat`, one page at a time as `{ id, name, parentId }` units in tree order.
 */
import * as z from 'zod/mini';

import { nextTokenField, pageQueryFields } from './paging';
import type { RouteSchemaMap } from './route-schemas';

/**
 * The most units the nested answer holds (about 1 MB of JSON, far below Lambda's 6 MB answer and
 * a few GSI2 pages of reading); a larger plan is refused with 413 and read in flat pages.
 */
export const MAX_NESTED_PLAN_UNITS = 5_000;

export const ORGPLAN_FORMATS = ['nested', 'flat'] as const;

export interface OrgPlanNode {
  id: string;
  subunits: Record<string, OrgPlanNode>;
}

export const orgPlanNodeSchema: z.ZodMiniType<OrgPlanNode> = z.object({
  id: z.string(),
  get subunits() {
    return z.record(z.string(), orgPlanNodeSchema);
  },
});

export const orgplanQuerySchema = z
  .object({
    format: z.optional(z.enum(ORGPLAN_FORMATS, 'format must be nested or flat')),
    ...pageQueryFields,
  })
  .check(
    z.refine(
      (query) =>
        query.format === 'flat' || (query.limit === undefined && query.nextToken === undefined),
      { message: 'limit and nextToken need format=flat', path: ['format'] },
    ),
  );

/** A unit below the plan's top unit; `parentId` is the top unit's id for its children. */
export const flatPlanUnitSchema = z.object({
  id: z.string(),
  name: z.string(),
  parentId: z.string(),
});

export type FlatPlanUnit = z.infer<typeof flatPlanUnitSchema>;

/** A page of the units below the top unit, parents before their children (ouid chain order). */
export const flatPlanPageSchema = z.object({
  items: z.array(flatPlanUnitSchema),
  nextToken: nextTokenField,
});

export type FlatPlanPage = z.infer<typeof flatPlanPageSchema>;

export const orgplanRouteSchemas = {
  'GET /orgplan/{ouid}': {
    query: orgplanQuerySchema,
    response: z.union([orgPlanNodeSchema, flatPlanPageSchema]),
  },
} satisfies RouteSchemaMap;
