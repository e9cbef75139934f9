import * as z from 'zod/mini';

import { UNIT_TYPES, type UnitPlacement } from '@domain/units';

import { orgunitPath } from './paths';
import { useApi, type ApiResource } from './use-api';

const orgunitDataSchema = z.object({
  identifier: z.string(),
  name: z.string(),
  description: z.optional(z.string()),
  emailId: z.optional(z.string()),
  mobile: z.optional(z.string()),
  type: z.enum(UNIT_TYPES),
  ouidChain: z.string(),
  parentOuId: z.optional(z.string()),
  createdDate: z.optional(z.string()),
  lastModifiedDate: z.optional(z.string()),
});

const unitAncestorSchema = z.object({ id: z.string(), name: z.string() });

/** The orgunit item of spec §3: a wrapper with the deletion flag around the unit's fields. */
export const orgunitItemSchema = z.object({
  markedForDeletion: z._default(z.boolean(), false),
  /** The record's version; an update sends back the version it was made from (409 when stale). */
  version: z.optional(z.int()),
  data: orgunitDataSchema,
  /**
   * The unit's ancestors the caller may see, top first, by name (only `GET /orgunit/{id}` sends
   * them): the parent and the ouid chain are shown by name.
   */
  ancestors: z._default(z.array(unitAncestorSchema), []),
});

/** `GET /orgunit/{id}` answers `{ data: item }`; the unit's fields are at `data.data`. */
const orgunitResponseSchema = z.pipe(
  z.object({ data: orgunitItemSchema }),
  z.transform((body) => body.data),
);

export type OrgunitData = z.output<typeof orgunitDataSchema>;
export type OrgunitItem = z.output<typeof orgunitItemSchema>;
export type UnitAncestor = z.output<typeof unitAncestorSchema>;

export function placementOf(unit: OrgunitData): UnitPlacement {
  return { id: unit.identifier, type: unit.type, ouidChain: unit.ouidChain };
}

export { orgunitPath };

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
