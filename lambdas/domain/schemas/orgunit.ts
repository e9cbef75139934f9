/**
 * Schemas of the orgunit routes. Bodies list only the editable fields (name, description, emailId,
 * mobile); identifier, type, ouidChain, createdBy and the dates are the server's.
 */
import * as z from 'zod/mini';

import { UNIT_TYPES } from '../units';
import { nextTokenField, pageQueryFields } from './paging';
import { activitySchema } from './activity';
import { activitiesQuerySchema } from './notifications';
import { nameSchema } from './identifiers';
import { publishQuerySchema } from './publish-flag';
import type { RouteSchemaMap } from './route-schemas';

export const LIMITS = {
  id: 64,
  name: 100,
  description: 1000,
  emailId: 254,
  mobile: 20,
  ouidChain: 1024,
  date: 40,
  search: 100,
  /** Ancestors of a unit: its chain holds at most 20 units (MAX_UNIT_DEPTH), itself included. */
  ancestors: 20,
} as const;

/** Unit ids: `ou-` plus letters, digits, `-` or `_` as the API and the seed make them. */
export const unitIdSchema = z
  .string()
  .check(
    z.maxLength(LIMITS.id, `ids are at most ${LIMITS.id} characters`),
    z.regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'ids are letters, digits, - and _'),
  );

const unitNameSchema = nameSchema('name', LIMITS.name);

const descriptionSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(LIMITS.description, `description is at most ${LIMITS.description} characters`),
  );

const emailIdSchema = z.union([
  z.literal(''),
  z.email('emailId must be an e-mail address').check(z.maxLength(LIMITS.emailId)),
]);

const mobileSchema = z
  .string()
  .check(z.trim(), z.regex(/^(\+?[0-9][0-9 ()-]{2,19})?$/, 'mobile must be a phone number'));

/** The fields an admin may set on a unit. */
const editableFields = {
  name: unitNameSchema,
  description: z.optional(descriptionSchema),
  emailId: z.optional(emailIdSchema),
  mobile: z.optional(mobileSchema),
};

export const createOrgunitBodySchema = z.strictObject(editableFields);

const readOnlyString = (maxLength: number) => z.optional(z.string().check(z.maxLength(maxLength)));

/** An ancestor of a unit by name, for showing its parent and ouid chain as names. */
export const unitAncestorSchema = z.object({
  id: unitIdSchema,
  name: z.string().check(z.maxLength(LIMITS.name)),
});

export type UnitAncestor = z.infer<typeof unitAncestorSchema>;

/**
 * The console sends the whole record back (spec §7, `{markedForDeletion, version, data}`, and the
 * `ancestors` GET added): the read-only fields are accepted so that round trip works, and never
 * applied; `data.identifier`, when sent, must name the unit in the path.
 */
export const updateOrgunitBodySchema = z.strictObject({
  version: z.int().check(z.positive('version must be a positive whole number')),
  markedForDeletion: z.optional(z.boolean()),
  ancestors: z.optional(z.array(unitAncestorSchema).check(z.maxLength(LIMITS.ancestors))),
  data: z.strictObject({
    ...editableFields,
    identifier: z.optional(unitIdSchema),
    type: z.optional(z.enum(UNIT_TYPES)),
    ouidChain: readOnlyString(LIMITS.ouidChain),
    parentOuId: z.optional(unitIdSchema),
    createdDate: readOnlyString(LIMITS.date),
    lastModifiedDate: readOnlyString(LIMITS.date),
  }),
});

/**
 * A name search of the children: each of its words must begin a word of the name, in any letter
 * case (name-words.ts; docs/spec-deviations.md).
 */
const searchSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'search must not be blank'),
    z.maxLength(LIMITS.search, `search is at most ${LIMITS.search} characters`),
  );

export const listOrgunitsQuerySchema = z.object({
  parentOuId: z.optional(unitIdSchema),
  search: z.optional(searchSchema),
  ...pageQueryFields,
});

/** `?entity=` narrows a unit's notifications to one entity (notifications.ts). */
export { activitiesQuerySchema };

export { publishQuerySchema };

export const orgunitViewSchema = z.object({
  markedForDeletion: z.boolean(),
  version: z.int(),
  data: z.object({
    identifier: z.string(),
    name: z.string(),
    description: z.string(),
    emailId: z.string(),
    mobile: z.string(),
    type: z.enum(UNIT_TYPES),
    createdDate: z.string(),
    lastModifiedDate: z.string(),
    ouidChain: z.string(),
    parentOuId: z.optional(z.string()),
  }),
});

export const orgunitDetailSchema = z.object({ data: orgunitViewSchema });

/**
 * One unit as GET /orgunit/{id} answers: the view, plus the ancestors (top first, the unit itself
 * left out) whose names the caller may see: those their policies cover (all for a system admin).
 */
export const orgunitWithAncestorsSchema = z.object({
  data: z.extend(orgunitViewSchema, { ancestors: z.array(unitAncestorSchema) }),
});

export const orgunitRouteSchemas = {
  'GET /orgunit': {
    query: listOrgunitsQuerySchema,
    response: z.object({ items: z.array(orgunitViewSchema), nextToken: nextTokenField }),
  },
  'POST /orgunit': {
    body: createOrgunitBodySchema,
    query: publishQuerySchema,
    response: orgunitDetailSchema,
    successStatus: 201,
  },
  'GET /orgunit/{id}': { response: orgunitWithAncestorsSchema },
  'PUT /orgunit/{id}': {
    body: updateOrgunitBodySchema,
    query: publishQuerySchema,
    response: orgunitDetailSchema,
  },
  'DELETE /orgunit/{id}': { query: publishQuerySchema, response: orgunitDetailSchema },
  'GET /orgunit/{id}/activities': {
    query: activitiesQuerySchema,
    response: z.object({ items: z.array(activitySchema), nextToken: nextTokenField }),
  },
} satisfies RouteSchemaMap;
