/** Schemas of the orguser routes: a user's membership of a unit, with one org role. */
import * as z from 'zod/mini';

import { publishQuerySchema } from './publish-flag';
import type { RouteSchemaMap } from './route-schemas';
import {
  emailSchema,
  inviteSchema,
  personNameSchema,
  phoneNumberSchema,
  policyTextSchema,
  userListQuerySchema,
  usernameSchema,
  versionSchema,
} from './userprofile';

/** `roles: ['ouid=role']` as the console sends it (one org role per unit), or a bare `role`. */
const roleChoice = {
  roles: z.optional(z.array(policyTextSchema).check(z.minLength(1), z.maxLength(1))),
  role: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
};

/**
 * A person with a sign-in account joins with the role (name and e-mail optional; an e-mail given
 * must be the account's). With `invite`, a new account is made first (name and e-mail required):
 * the pool e-mails a temporary password, or takes the one given, unsent; either way it must be
 * changed at first sign-in.
 */
export const createOrgUserBodySchema = z.strictObject({
  name: z.optional(personNameSchema),
  username: usernameSchema,
  email: z.optional(emailSchema),
  phone_number: z.optional(phoneNumberSchema),
  invite: z.optional(inviteSchema),
  ...roleChoice,
});

export const updateOrgUserBodySchema = z.strictObject({
  name: z.optional(personNameSchema),
  ...roleChoice,
  version: versionSchema,
});

const orgUserSchema = z.object({
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone_number: z.string(),
  roles: z.array(z.string()),
});

export const orgUserDetailSchema = z.object({
  ...orgUserSchema.shape,
  appRoles: z.array(z.object({ ouid: z.string(), appId: z.string(), roles: z.array(z.string()) })),
  version: z.number(),
  /** Whether the caller may change the person's name and phone. */
  canEditDetails: z.boolean(),
});

export const orguserRouteSchemas = {
  'GET /orguser': {
    query: userListQuerySchema,
    response: z.object({ items: z.array(orgUserSchema), nextToken: z.optional(z.string()) }),
  },
  'POST /orguser': {
    body: createOrgUserBodySchema,
    query: publishQuerySchema,
    response: z.object({ data: orgUserDetailSchema }),
    successStatus: 201,
  },
  'GET /orguser/{username}': { response: z.object({ data: orgUserDetailSchema }) },
  'PUT /orguser/{username}': {
    body: updateOrgUserBodySchema,
    query: publishQuerySchema,
    response: z.object({ data: orgUserDetailSchema }),
  },
} satisfies RouteSchemaMap;
