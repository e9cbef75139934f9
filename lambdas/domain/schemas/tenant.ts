/**
 * Schemas of the tenant routes: system admins list the tenants (ROOT units) and onboard new ones,
 * each with its first admin. The body lists only what the caller may choose: the unit's editable
 * fields and who becomes its admin; the id, type, chain and dates are the server's.
 */
import * as z from 'zod/mini';

import { createOrgunitBodySchema } from './orgunit';
import { nextTokenField, pageQueryFields } from './paging';
import { publishQuerySchema } from './publish-flag';
import type { RouteSchemaMap } from './route-schemas';
import { emailSchema, personNameSchema, phoneNumberSchema, usernameSchema } from './userprofile';

/** Tenants a list page holds at most: each one costs two counting Queries. */
export const MAX_TENANT_PAGE_SIZE = 50;
export const DEFAULT_TENANT_PAGE_SIZE = 20;

/** An account that already exists becomes the admin (its e-mail and name are the account's). */
const existingAdminSchema = z.strictObject({
  kind: z.literal('existing'),
  username: usernameSchema,
});

/**
 * A new account, invited by e-mail with a temporary password; its username is the e-mail address
 * when none is given.
 */
const invitedAdminSchema = z.strictObject({
  kind: z.literal('invite'),
  email: emailSchema,
  username: z.optional(usernameSchema),
  name: personNameSchema,
  phone_number: z.optional(phoneNumberSchema),
});

export const tenantAdminSchema = z.discriminatedUnion('kind', [
  existingAdminSchema,
  invitedAdminSchema,
]);

export type TenantAdminChoice = z.infer<typeof tenantAdminSchema>;

export const createTenantBodySchema = z.strictObject({
  ...createOrgunitBodySchema.shape,
  admin: tenantAdminSchema,
});

export type CreateTenantBody = z.infer<typeof createTenantBodySchema>;

export const listTenantsQuerySchema = z.strictObject({
  limit: z.optional(
    z.string().check(
      z.regex(/^[1-9][0-9]?$/, 'limit must be a whole number from 1'),
      z.refine(
        (text) => Number(text) <= MAX_TENANT_PAGE_SIZE,
        `limit must be at most ${MAX_TENANT_PAGE_SIZE}`,
      ),
    ),
  ),
  nextToken: pageQueryFields.nextToken,
});

export const tenantViewSchema = z.object({
  identifier: z.string(),
  name: z.string(),
  description: z.string(),
  emailId: z.string(),
  mobile: z.string(),
  createdDate: z.string(),
  markedForDeletion: z.boolean(),
  /** The ROOT unit and every unit below it. */
  unitCount: z.int(),
  /** Distinct users holding a role in any of the tenant's units. */
  userCount: z.int(),
});

export type TenantView = z.infer<typeof tenantViewSchema>;

export const tenantListSchema = z.object({
  items: z.array(tenantViewSchema),
  nextToken: nextTokenField,
});

export const createdTenantSchema = z.object({
  data: z.object({
    ...tenantViewSchema.shape,
    admin: z.object({
      username: z.string(),
      /** True when the account was made now and the invitation e-mail sent. */
      invited: z.boolean(),
    }),
  }),
});

export type CreatedTenant = z.infer<typeof createdTenantSchema>['data'];

export const tenantRouteSchemas = {
  'GET /tenant': { query: listTenantsQuerySchema, response: tenantListSchema },
  'POST /tenant': {
    body: createTenantBodySchema,
    query: publishQuerySchema,
    response: createdTenantSchema,
    successStatus: 201,
  },
} satisfies RouteSchemaMap;
