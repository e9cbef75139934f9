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
const orgunitItemSchema = z.object({
  markedForDeletion: z.boolean().default(false),
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

export { orgunitResponseSchema };
