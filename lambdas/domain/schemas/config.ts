/**
 * Schemas of the config routes. Activating names a deployed object (key, ETag); the config itself
 * is read from the bucket and checked against config-schema.ts, never taken from the body.
 */
import * as z from 'zod/mini';

import { CONFIG_LIMITS } from './config-limits';
import type { RouteSchemaMap } from './route-schemas';

export { CONFIG_LIMITS };

export const configIdentifierSchema = z
  .string()
  .check(
    z.maxLength(
      CONFIG_LIMITS.identifier,
      `identifier is at most ${CONFIG_LIMITS.identifier} characters`,
    ),
    z.regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'identifier is letters, digits, - and _'),
  );

const flag = z.optional(z.enum(['true', 'false']));

export const listConfigQuerySchema = z.object({
  deployArtifact: flag,
  limit: z.optional(
    z.string().check(
      z.regex(/^[1-9][0-9]{0,3}$/, 'limit must be a whole number from 1'),
      z.refine(
        (text) => Number(text) <= CONFIG_LIMITS.listPage,
        `limit must be at most ${CONFIG_LIMITS.listPage}`,
      ),
    ),
  ),
  nextToken: z.optional(z.string().check(z.minLength(1), z.maxLength(CONFIG_LIMITS.nextToken))),
});

export const activateConfigQuerySchema = z.object({
  createArtifact: flag,
  updateArtifact: flag,
  publishToApiTopic: flag,
});

/**
 * `createdBy`/`createdDate` are what the console sends on update (spec §7); they are accepted and
 * ignored, since the stored ones are kept. `version` is the active config's version an update
 * replaces (or the `If-Match` header).
 */
export const activateConfigBodySchema = z.strictObject({
  key: z
    .string()
    .check(
      z.minLength(1, 'key is required'),
      z.maxLength(CONFIG_LIMITS.key),
      z.regex(/^[A-Za-z0-9!_.*'()/-]+$/, "key is letters, digits and !_.*'()/-"),
    ),
  identifier: configIdentifierSchema,
  ETag: z
    .string()
    .check(
      z.minLength(1, 'ETag is required'),
      z.maxLength(CONFIG_LIMITS.eTag),
      z.regex(/^(W\/)?"?[A-Za-z0-9-]+"?$/, 'ETag is the ETag the deployed config list gave'),
    ),
  version: z.optional(z.int().check(z.positive('version must be a positive whole number'))),
  createdBy: z.optional(z.string().check(z.maxLength(CONFIG_LIMITS.createdBy))),
  createdDate: z.optional(z.string().check(z.maxLength(CONFIG_LIMITS.date))),
  /** Kept with the version; without it, the note the artifact was saved with. */
  note: z.optional(
    z
      .string()
      .check(z.maxLength(CONFIG_LIMITS.note, `note is at most ${CONFIG_LIMITS.note} characters`)),
  ),
});

export type ActivateConfigBody = z.infer<typeof activateConfigBodySchema>;

/** Where a key of a config in force comes from (domain/config-merge.ts). */
export const configSourceSchema = z.object({
  ouid: z.string(),
  name: z.string(),
  platform: z.boolean(),
});

export const activeConfigSchema = z.object({
  identifier: z.string(),
  key: z.string(),
  eTag: z.string(),
  config: z.unknown(),
  ouid: z.string(),
  inherited: z.boolean(),
  createdBy: z.string(),
  createdDate: z.string(),
  modifiedBy: z.optional(z.string()),
  lastModifiedDate: z.optional(z.string()),
  version: z.int(),
  /** The unit's own (possibly partial) active config; absent when everything is inherited. */
  own: z.optional(
    z.object({
      config: z.unknown(),
      version: z.int(),
      hash: z.optional(z.string()),
      key: z.string(),
      eTag: z.string(),
    }),
  ),
  /** Per key of `config`, the unit (or the platform defaults) whose value is in force. */
  sources: z.optional(z.record(z.string(), configSourceSchema)),
  lockedAbove: z.optional(z.record(z.string(), configSourceSchema)),
  ownLocks: z.optional(z.array(z.string())),
  overriddenByLock: z.optional(z.array(z.string())),
  lockableKeys: z.optional(z.array(z.string())),
});

export const deployedConfigSchema = z.object({
  Key: z.string(),
  ETag: z.string(),
  LastModified: z.string(),
});

export const configRouteSchemas = {
  'GET /config': {
    query: listConfigQuerySchema,
    response: z.union([
      z.object({ items: z.array(z.object({ data: activeConfigSchema })) }),
      z.object({ items: z.array(deployedConfigSchema), nextToken: z.optional(z.string()) }),
    ]),
  },
  'PUT /config/{identifier}': {
    query: activateConfigQuerySchema,
    body: activateConfigBodySchema,
    response: z.object({ data: z.partial(activeConfigSchema) }),
  },
} satisfies RouteSchemaMap;
