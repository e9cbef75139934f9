/** Schemas of the appuser routes: a user's roles in one application within one unit. */
import * as z from 'zod/mini';

import { appIdSchema, roleValueSchema } from './identifiers';
import { unitIdSchema } from './orgunit';
import { publishQuerySchema } from './publish-flag';
import type { RouteSchemaMap } from './route-schemas';
import { pageQuerySchema, usernameSchema } from './userprofile';

export { appIdSchema };

/** Roles one user holds in one application. */
export const MAX_APP_ROLES = 10;

export const createAppUserBodySchema = z.strictObject({
  username: usernameSchema,
  appId: appIdSchema,
  roles: z.array(roleValueSchema).check(z.minLength(1), z.maxLength(MAX_APP_ROLES)),
  ouid: unitIdSchema,
});

const appUserSchema = z.object({
  username: z.string(),
  appId: z.string(),
  roles: z.array(z.string()),
  ouid: z.string(),
});

export const appuserRouteSchemas = {
  'GET /appuser': {
    query: pageQuerySchema,
    response: z.object({ items: z.array(appUserSchema), nextToken: z.optional(z.string()) }),
  },
  'POST /appuser': {
    body: createAppUserBodySchema,
    query: publishQuerySchema,
    response: z.object({ data: appUserSchema }),
    successStatus: 201,
  },
  'GET /appuser/{username}': { response: z.object({ items: z.array(appUserSchema) }) },
  'DELETE /appuser/{username}': {
    query: publishQuerySchema,
    response: z.object({
      data: z.object({
        username: z.string(),
        appId: z.string(),
        ouid: z.string(),
        deleted: z.boolean(),
      }),
    }),
  },
} satisfies RouteSchemaMap;
