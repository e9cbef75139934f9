import { type OrgPlanNode, orgPlanNodeSchema } from '@domain/schemas/orgplan';

import { useApi, type ApiResource } from './use-api';

export type { OrgPlanNode };

export function orgPlanPath(ouid: string): string {
  return `/orgplan/${encodeURIComponent(ouid)}`;
}

/** `GET /orgplan/{ouid}`: the unit's whole subtree in one answer (not paged), acting as the unit. */
export function useOrgPlan(ouid: string | undefined): ApiResource<OrgPlanNode> {
  return useApi(ouid ? orgPlanPath(ouid) : undefined, ouid, orgPlanNodeSchema);
}
