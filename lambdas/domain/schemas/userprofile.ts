/** Schemas of the userprofile routes, and the user fields the orguser and appuser schemas share. */
import * as z from 'zod/mini';

import { activitySchema } from './activity';
import { emailSchema } from './email';
import { nameSchema } from './identifiers';
import { publishQuerySchema } from './publish-flag';
import type { RouteSchemaMap } from './route-schemas';

/** Plain Cognito usernames (the seeded admin signs in with an e-mail address as username). */
export const usernameSchema = z.string().check(z.regex(/^[A-Za-z0-9._@+-]{1,128}$/));
export const PERSON_NAME_LIMIT = 200;
export const personNameSchema = nameSchema('name', PERSON_NAME_LIMIT);
export { emailSchema };
/** E.164, or empty when the user gave none. */
export const phoneNumberSchema = z.string().check(z.regex(/^(\+[1-9][0-9]{5,14})?$/));
/** A policy string `ouid=role` (spec §3); checked against units and configs by the handler. */
export const policyTextSchema = z.string().check(z.minLength(3), z.maxLength(300));
export const versionSchema = z.int().check(z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER));
export const nextTokenSchema = z.string().check(z.maxLength(2048));
export const pageLimitSchema = z.string().check(z.regex(/^(100|[1-9][0-9]?)$/));

/** At most one membership change per unit fits a DynamoDB transaction with the profile and audit. */
export const MAX_POLICIES = 40;

export const pageQuerySchema = z.strictObject({
  nextToken: z.optional(nextTokenSchema),
  limit: z.optional(pageLimitSchema),
});

export const USERNAME_SEARCH_LIMIT = 128;

/** A username prefix (any case; trimmed): the user lists show only the usernames it begins. */
export const usernameSearchSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'search must not be blank'),
    z.maxLength(
      USERNAME_SEARCH_LIMIT,
      `search is a username prefix of at most ${USERNAME_SEARCH_LIMIT} characters`,
    ),
  );

/** A user list's page, optionally only the usernames that begin with `search`. */
export const userListQuerySchema = z.strictObject({
  nextToken: z.optional(nextTokenSchema),
  limit: z.optional(pageLimitSchema),
  search: z.optional(usernameSearchSchema),
});

/**
 * A new person's account: the pool e-mails a temporary password, or takes the admin's one unsent;
 * either way it must be changed at first sign-in.
 */
export const inviteSchema = z.strictObject({
  temporaryPassword: z.optional(z.string().check(z.minLength(1), z.maxLength(256))),
});

/** A profile for an existing account, or, with `invite`, for a new account made first. */
export const createProfileBodySchema = z.strictObject({
  name: personNameSchema,
  username: usernameSchema,
  email: emailSchema,
  phone_number: z.optional(phoneNumberSchema),
  invite: z.optional(inviteSchema),
});

export const updateProfileBodySchema = z.strictObject({
  name: z.optional(personNameSchema),
  phone_number: z.optional(phoneNumberSchema),
  policies: z.optional(z.array(policyTextSchema).check(z.maxLength(MAX_POLICIES))),
  version: versionSchema,
});

export const updateDetailsBodySchema = z.strictObject({
  name: z.optional(personNameSchema),
  phone_number: z.optional(phoneNumberSchema),
  version: versionSchema,
});

const profileFields = {
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone_number: z.string(),
  policies: z.array(z.string()),
};

export const profileViewSchema = z.object({
  ...profileFields,
  cognitoStatus: z.optional(z.string()),
  roles: z.optional(z.array(z.object({ ouid: z.string(), roles: z.array(z.string()) }))),
  appRoles: z.optional(
    z.array(z.object({ ouid: z.string(), appId: z.string(), roles: z.array(z.string()) })),
  ),
  appPolicies: z.optional(z.array(z.string())),
  /** Whether the caller may change the person's name and phone. */
  canEditDetails: z.optional(z.boolean()),
  createdDate: z.string(),
  lastModifiedDate: z.string(),
  version: z.number(),
});

const profileListItemSchema = z.object({
  ...profileFields,
  /** The account's status as last recorded on the profile; absent when never recorded. */
  cognitoStatus: z.optional(z.string()),
  createdDate: z.string(),
  lastModifiedDate: z.string(),
  version: z.number(),
});

export const profileListQuerySchema = z.strictObject({
  checkUserName: z.optional(usernameSchema),
  nextToken: z.optional(nextTokenSchema),
  limit: z.optional(pageLimitSchema),
  search: z.optional(usernameSearchSchema),
});

export const userprofileRouteSchemas = {
  'GET /userprofile': {
    query: profileListQuerySchema,
    response: z.union([
      z.object({
        userNameExists: z.enum(['true', 'false']),
        /** Who has the username: their name and masked e-mail (a•••@example.com). */
        person: z.optional(z.object({ name: z.string(), email: z.string() })),
      }),
      z.object({ items: z.array(profileListItemSchema), nextToken: z.optional(z.string()) }),
    ]),
  },
  'POST /userprofile': {
    body: createProfileBodySchema,
    query: publishQuerySchema,
    response: z.object({ data: profileViewSchema }),
    successStatus: 201,
  },
  'GET /userprofile/{username}': { response: z.object({ data: profileViewSchema }) },
  'PUT /userprofile/{username}': {
    body: updateProfileBodySchema,
    query: publishQuerySchema,
    response: z.object({ data: profileViewSchema }),
  },
  'PUT /userprofile/{username}/details': {
    body: updateDetailsBodySchema,
    query: publishQuerySchema,
    response: z.object({ data: profileViewSchema }),
  },
  'DELETE /userprofile/{username}': {
    query: publishQuerySchema,
    response: z.object({
      data: z.object({ username: z.string(), deleted: z.boolean(), accountDisabled: z.boolean() }),
    }),
  },
  'GET /userprofile/{username}/activities': {
    query: pageQuerySchema,
    response: z.object({ items: z.array(activitySchema), nextToken: z.optional(z.string()) }),
  },
} satisfies RouteSchemaMap;
