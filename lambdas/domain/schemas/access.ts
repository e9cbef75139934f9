/**
 * Schemas of the access routes: why a person may or may not (GET /access/explain), and who has
 * access to a unit.
 */
import * as z from 'zod/mini';

import { REFUSAL_RULES } from '../access-decision';
import { PERMISSION_NAMES } from '../permissions';
import { UNIT_TYPES } from '../units';
import { unitIdSchema } from './orgunit';
import type { RouteSchemaMap } from './route-schemas';
import { nextTokenSchema, pageLimitSchema, usernameSchema } from './userprofile';

// --- GET /access/explain -------------------------------------------------------------------

export const EXPLAIN_PATH_LIMIT = 2048;
export const EXPLAIN_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
/** A grant: an org role (`user`) or an application role (`ticketapp:agent`). */
export const EXPLAIN_GRANT_LIMIT = 130;

export const OPERATION_CHECKS = [
  'teamRole',
  'personDetails',
  'notRequester',
  'ownProfile',
] as const;
export type OperationCheck = (typeof OPERATION_CHECKS)[number];

export const explainQuerySchema = z
  .strictObject({
    username: z.optional(usernameSchema),
    unit: unitIdSchema,
    permission: z.optional(z.enum(PERMISSION_NAMES as [string, ...string[]])),
    method: z.optional(z.enum(EXPLAIN_METHODS)),
    path: z.optional(
      z
        .string()
        .check(
          z.maxLength(EXPLAIN_PATH_LIMIT),
          z.regex(/^\/[^\s#]*$/, 'path is an API path such as /orgunit/ou-1'),
        ),
    ),
    grant: z.optional(
      z
        .string()
        .check(
          z.maxLength(EXPLAIN_GRANT_LIMIT),
          z.regex(/^[A-Za-z0-9_-]+(:[A-Za-z0-9._-]+)?$/, 'grant is a role or appId:role'),
        ),
    ),
  })
  .check(
    z.refine((query) => (query.method === undefined) === (query.path === undefined), {
      message: 'method and path go together',
      path: ['method'],
    }),
    z.refine((query) => query.permission === undefined || query.path === undefined, {
      message: 'name a permission or a route, not both',
      path: ['permission'],
    }),
  );

export type ExplainQuery = z.infer<typeof explainQuerySchema>;

const unitRef = { unitId: z.string(), unitName: z.optional(z.string()) };

export const explainReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('systemAdmin') }),
  z.object({
    kind: z.literal('policy'),
    ...unitRef,
    roles: z.array(z.string()),
    coversUnitId: z.string(),
  }),
  z.object({
    kind: z.literal('roleClass'),
    unitId: z.string(),
    roleClass: z.enum(['admin', 'member']),
  }),
  z.object({
    kind: z.literal('requirement'),
    permission: z.string(),
    requirement: z.enum(['signedIn', 'member', 'admin', 'rootAdmin', 'systemAdmin']),
  }),
  z.object({
    kind: z.literal('refusal'),
    rule: z.enum(REFUSAL_RULES),
    unitId: z.optional(z.string()),
    unitName: z.optional(z.string()),
    detail: z.optional(z.string()),
  }),
  z.object({ kind: z.literal('operationCheck'), check: z.enum(OPERATION_CHECKS) }),
]);

export type ExplainReason = z.infer<typeof explainReasonSchema>;

export const explainResultSchema = z.object({
  permission: z.string(),
  route: z.optional(z.object({ method: z.string(), path: z.string() })),
  decision: z.enum(['allowed', 'refused']),
  status: z.union([z.literal(200), z.literal(403), z.literal(404)]),
  reasons: z.array(explainReasonSchema),
  summary: z.string(),
});

export type ExplainResult = z.infer<typeof explainResultSchema>;

export const explainAnswerSchema = z.object({
  data: z.object({
    username: z.string(),
    unit: z.nullable(z.object({ id: z.string(), name: z.string(), type: z.enum(UNIT_TYPES) })),
    results: z.array(explainResultSchema),
  }),
});

export type ExplainAnswer = z.infer<typeof explainAnswerSchema>['data'];

// --- GET /access/units/{id}/people ---------------------------------------------------------

/** Words beginning words of a person's name, or a prefix of their username (any case; trimmed). */
export const ACCESS_SEARCH_LIMIT = 200;

export const unitPeopleQuerySchema = z.strictObject({
  search: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'search must not be blank'),
        z.maxLength(
          ACCESS_SEARCH_LIMIT,
          `search is a name or username search of at most ${ACCESS_SEARCH_LIMIT} characters`,
        ),
      ),
  ),
  limit: z.optional(pageLimitSchema),
  nextToken: z.optional(nextTokenSchema),
});

/** One membership that covers the unit: on the unit itself, or inherited from a unit above. */
export const unitPersonSchema = z.object({
  username: z.string(),
  name: z.string(),
  unitId: z.string(),
  unitName: z.string(),
  roles: z.array(z.string()),
  inherited: z.boolean(),
});

export type UnitPerson = z.infer<typeof unitPersonSchema>;

export const unitPeoplePageSchema = z.object({
  items: z.array(unitPersonSchema),
  nextToken: z.optional(z.string()),
});

export const accessRouteSchemas = {
  'GET /access/explain': { query: explainQuerySchema, response: explainAnswerSchema },
  'GET /access/units/{id}/people': {
    query: unitPeopleQuerySchema,
    response: unitPeoplePageSchema,
  },
} satisfies RouteSchemaMap;
