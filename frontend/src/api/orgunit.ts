import { z } from 'zod';

import { UNIT_TYPES, type UnitPlacement } from '@domain/units';

import { useApi, type ApiResource } from './use-api';

const orgunitDataSchema = z.object({
  identifier: z.string(),
  name: z.string(),
  description: z.string().optional(),
  emailId: z.string().optional(),
  mobile: z.string().optional(),
  type: z.enum(UNIT_TYPES),
  ouidChain: z.string(),
  parentOuId: z.string().optional(),
  createdDate: z.string().optional(),
  lastModifiedDate: z.string().optional(),
});

/** The orgunit item of spec §3: a wrapper with the deletion flag around the unit's fields. */
export const orgunitItemSchema = z.object({
  markedForDeletion: z.boolean().default(false),
  /** The record's version; an update sends back the version it was made from (409 when stale). */
  version: z.number().int().optional(),
  data: orgunitDataSchema,
});

/** `GET /orgunit/{id}` answers `{ data: item }`; the unit's fields are at `data.data`. */
const orgunitResponseSchema = z.object({ data: orgunitItemSchema }).transform((body) => body.data);

export type OrgunitData = z.infer<typeof orgunitDataSchema>;
export type OrgunitItem = z.infer<typeof orgunitItemSchema>;

export function placementOf(unit: OrgunitData): UnitPlacement {
  return { id: unit.identifier, type: unit.type, ouidChain: unit.ouidChain };
}

export function orgunitPath(ouid: string): string {
  return `/orgunit/${encodeURIComponent(ouid)}`;
}

/** Details of one unit, acting as that unit. */
export function useOrgunit(ouid: string | undefined): ApiResource<OrgunitItem> {
  return useApi(ouid ? orgunitPath(ouid) : undefined, ouid, orgunitResponseSchema);
}

/** Details of a unit at or below the acting unit (e.g. a child's details page). */
export function useOrgunitAs(
  id: string | undefined,
  actingOuid: string | undefined,
): ApiResource<OrgunitItem> {
  return useApi(id && actingOuid ? orgunitPath(id) : undefined, actingOuid, orgunitResponseSchema);
}

export { orgunitResponseSchema };
