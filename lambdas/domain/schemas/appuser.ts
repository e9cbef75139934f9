/** Schemas of the appuser routes: a user's roles in one application within one unit. */
import * as z from 'zod/mini';

import type { RouteSchemaMap } from './route-schemas';
import { pageQuerySchema, usernameSchema } from './userprofile';

export const appIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));
export const ouidSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/));
const appRoleSchema = z.string().check(z.regex(/^[A-Za-z0-9 _.-]{1,100}$/));

export const createAppUserBodySchema = z.strictObject({
  username: usernameSchema,
  appId: appIdSchema,
  roles: z.array(appRoleSchema).check(z.minLength(1), z.maxLength(20)),
  ouid: ouidSchema,
});

const appUserSchema = z.object({
  username: z.string(),
  appId: z.string(),
  roles: z.array(z.string()),
  ouid: z.string(),
});

export const appuserRouteSchemas: RouteSchemaMap = {
  'GET /appuser': {
    query: pageQuerySchema,
    response: z.object({ items: z.array(appUserSchema), nextToken: z.optional(z.string()) }),
  },
  'POST /appuser': {
    body: createAppUserBodySchema,
    response: z.object({ data: appUserSchema }),
    successStatus: 201,
  },
  'GET /appuser/{username}': { response: z.object({ items: z.array(appUserSchema) }) },
  'DELETE /appuser/{username}': {
    response: z.object({
      data: z.object({
        username: z.string(),
        appId: z.string(),
        ouid: z.string(),
        deleted: z.boolean(),
      }),
    }),
  },
};
