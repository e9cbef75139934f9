/** Schemas of the orgplan routes: the subtree as nested `{ id, subunits }` nodes (spec §3). */
import * as z from 'zod/mini';

import type { RouteSchemaMap } from './route-schemas';

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

export const orgplanRouteSchemas: RouteSchemaMap = {
  'GET /orgplan/{ouid}': { response: orgPlanNodeSchema },
};
