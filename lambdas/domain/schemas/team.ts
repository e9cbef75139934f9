/**
 * Schemas of the team routes. Bodies list only what the caller may choose: a team's name (and the
 * version they edited), a member's team role; ids, unit, counts and dates are the server's.
 */
import * as z from 'zod/mini';

import { TEAM_ROLES } from '../permissions';
import { nameSchema } from './identifiers';
import { nextTokenField, pageQueryFields } from './paging';
import { publishQuerySchema } from './publish-flag';
import type { RouteSchemaMap } from './route-schemas';
import { versionSchema } from './userprofile';

export const TEAM_NAME_LIMIT = 100;
export const TEAM_ID_LIMIT = 64;

/** Team ids (`team-` and hex from the API): never a policy separator, they end up in tokens. */
export const teamIdSchema = z
  .string()
  .check(
    z.regex(
      new RegExp(`^[A-Za-z0-9][A-Za-z0-9_-]{0,${TEAM_ID_LIMIT - 1}}$`),
      `a team id is 1 to ${TEAM_ID_LIMIT} letters, digits, '-' or '_'`,
    ),
  );

export const teamNameSchema = nameSchema('name', TEAM_NAME_LIMIT);

export const teamRoleSchema = z.enum(TEAM_ROLES);

export const createTeamBodySchema = z.strictObject({ name: teamNameSchema });

export const renameTeamBodySchema = z.strictObject({
  name: teamNameSchema,
  version: versionSchema,
});

export const teamMemberBodySchema = z.strictObject({ role: teamRoleSchema });

export const teamListQuerySchema = z.object(pageQueryFields);

export const teamViewSchema = z.object({
  teamId: z.string(),
  ouid: z.string(),
  name: z.string(),
  memberCount: z.int(),
  createdBy: z.string(),
  createdDate: z.string(),
  lastModifiedDate: z.string(),
  version: z.int(),
});

export const teamMemberViewSchema = z.object({
  username: z.string(),
  teamId: z.string(),
  role: teamRoleSchema,
  createdDate: z.string(),
});

/**
 * A team with its members. `callerRole`: the caller's own role in the team as stored (absent when
 * they hold none), so the console offers what TEAM_ROLE_PERMISSIONS allows them.
 */
export const teamDetailSchema = z.object({
  data: z.extend(teamViewSchema, {
    members: z.array(teamMemberViewSchema),
    callerRole: z.optional(teamRoleSchema),
  }),
});

export const teamRouteSchemas = {
  'GET /team': {
    query: teamListQuerySchema,
    response: z.object({ items: z.array(teamViewSchema), nextToken: nextTokenField }),
  },
  'POST /team': {
    body: createTeamBodySchema,
    query: publishQuerySchema,
    response: z.object({ data: teamViewSchema }),
    successStatus: 201,
  },
  'GET /team/{teamId}': { response: teamDetailSchema },
  'PUT /team/{teamId}': {
    body: renameTeamBodySchema,
    query: publishQuerySchema,
    response: z.object({ data: teamViewSchema }),
  },
  'DELETE /team/{teamId}': {
    query: publishQuerySchema,
    response: z.object({
      data: z.object({ teamId: z.string(), ouid: z.string(), deleted: z.boolean() }),
    }),
  },
  'PUT /team/{teamId}/member/{username}': {
    body: teamMemberBodySchema,
    query: publishQuerySchema,
    response: z.object({ data: teamMemberViewSchema }),
  },
  'DELETE /team/{teamId}/member/{username}': {
    query: publishQuerySchema,
    response: z.object({
      data: z.object({ username: z.string(), teamId: z.string(), deleted: z.boolean() }),
    }),
  },
} satisfies RouteSchemaMap;

export type TeamView = z.infer<typeof teamViewSchema>;
export type TeamMemberView = z.infer<typeof teamMemberViewSchema>;
export type TeamDetail = z.infer<typeof teamDetailSchema>['data'];
