/**
 * Schemas of the config write and history routes (issue 38): saving a unit's own config, its
 * versions, rolling back, previewing a change, returning a key to inherited and locking keys.
 * A config's content is checked against config-schema.ts by the operations (own-config-check.ts),
 * so the body schemas here only give its shape.
 */
import * as z from 'zod/mini';

import {
  activateConfigBodySchema,
  activeConfigSchema,
  configIdentifierSchema,
  configSourceSchema,
  deployedConfigSchema,
} from './config';
import { publishQuerySchema } from './publish-flag';
import type { RouteSchemaMap } from './route-schemas';

export const CONFIG_VERSION_LIMITS = {
  /** Versions one page of the history lists at most, and by default. */
  versionsPage: 100,
  versionsDefaultPage: 20,
  nextToken: 2048,
  /** A version number fits 9 digits (keys pad it to 10). */
  numberDigits: 9,
  configKey: 64,
} as const;

const VERSION_NUMBER = /^[1-9][0-9]{0,8}$/;

/** A version number in a path or query: a whole number from 1. */
export const versionNumberSchema = z
  .string()
  .check(z.regex(VERSION_NUMBER, 'a version is a whole number from 1'));

/** A top-level key of a config (`home`, `roles`…), as a path parameter or query value. */
export const configKeySchema = z
  .string()
  .check(
    z.maxLength(CONFIG_VERSION_LIMITS.configKey, 'a config key is at most 64 characters'),
    z.regex(/^[A-Za-z][A-Za-z0-9]*$/, 'a config key is letters and digits'),
  );

const noteSchema = activateConfigBodySchema.shape.note;

const expectedVersionSchema = z
  .int()
  .check(z.positive('version must be the current version, a positive whole number'));

/** The config travels as an object; its keys and values are checked against its schema later. */
export const saveConfigBodySchema = z.strictObject({
  config: z.record(z.string(), z.unknown()),
  note: noteSchema,
});

/** Rolling back and returning a key to inherited name the version they replace. */
export const versionedChangeBodySchema = z.strictObject({
  version: expectedVersionSchema,
  note: noteSchema,
});

export type VersionedChangeBody = z.infer<typeof versionedChangeBodySchema>;

/** Locking takes an optional note (why), kept in the audit record; `{}` without one. */
export const lockBodySchema = z.strictObject({ note: noteSchema });

export const versionsQuerySchema = z.object({
  limit: z.optional(
    z.string().check(
      z.regex(/^[1-9][0-9]{0,2}$/, 'limit must be a whole number from 1'),
      z.refine(
        (text) => Number(text) <= CONFIG_VERSION_LIMITS.versionsPage,
        `limit must be at most ${CONFIG_VERSION_LIMITS.versionsPage}`,
      ),
    ),
  ),
  nextToken: z.optional(
    z.string().check(z.minLength(1), z.maxLength(CONFIG_VERSION_LIMITS.nextToken)),
  ),
});

/** Exactly one of: a deployed artifact (key + ETag), a version, a key to return to inherited. */
export const previewQuerySchema = z.object({
  key: z.optional(activateConfigBodySchema.shape.key),
  ETag: z.optional(activateConfigBodySchema.shape.ETag),
  version: z.optional(versionNumberSchema),
  withoutKey: z.optional(configKeySchema),
});

export const configVersionItemSchema = z.object({
  number: z.int(),
  kind: z.enum(['activated', 'rolledBack', 'inherited']),
  hash: z.string(),
  key: z.optional(z.string()),
  eTag: z.optional(z.string()),
  restoredFrom: z.optional(z.int()),
  by: z.string(),
  at: z.string(),
  note: z.optional(z.string()),
  /** The number is that of the unit's own config in force. */
  active: z.boolean(),
});

const keyChangeSchema = z.object({
  key: z.string(),
  kind: z.enum(['added', 'removed', 'changed']),
  before: z.optional(z.unknown()),
  after: z.optional(z.unknown()),
  entries: z.optional(
    z.object({
      added: z.array(z.string()),
      removed: z.array(z.string()),
      changed: z.array(z.string()),
    }),
  ),
});

export const configPreviewSchema = z.object({
  identifier: z.string(),
  unit: z.object({ id: z.string(), name: z.string() }),
  /** The own config's version, 0 when the unit has none. */
  currentVersion: z.int(),
  nextVersion: z.int(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  changes: z.array(keyChangeSchema),
  lockViolation: z.optional(z.object({ key: z.string(), source: configSourceSchema })),
});

const activeConfigAnswer = z.object({ data: z.partial(activeConfigSchema) });

export const configVersionRouteSchemas = {
  'POST /config/{identifier}': {
    query: publishQuerySchema,
    body: saveConfigBodySchema,
    response: z.object({ data: deployedConfigSchema }),
    successStatus: 201,
  },
  'GET /config/{identifier}/versions': {
    query: versionsQuerySchema,
    response: z.object({
      items: z.array(configVersionItemSchema),
      nextToken: z.optional(z.string()),
    }),
  },
  'GET /config/{identifier}/versions/{number}': {
    response: z.object({
      data: z.extend(configVersionItemSchema, { config: z.unknown() }),
    }),
  },
  'POST /config/{identifier}/versions/{number}/rollback': {
    query: publishQuerySchema,
    body: versionedChangeBodySchema,
    response: activeConfigAnswer,
  },
  'GET /config/{identifier}/preview': {
    query: previewQuerySchema,
    response: z.object({ data: configPreviewSchema }),
  },
  'DELETE /config/{identifier}/keys/{key}': {
    query: publishQuerySchema,
    body: versionedChangeBodySchema,
    response: activeConfigAnswer,
  },
  'PUT /config/{identifier}/locks/{key}': {
    query: publishQuerySchema,
    body: lockBodySchema,
    response: z.object({
      data: z.object({ identifier: configIdentifierSchema, ownLocks: z.array(z.string()) }),
    }),
  },
  'DELETE /config/{identifier}/locks/{key}': {
    query: publishQuerySchema,
    response: z.object({
      data: z.object({ identifier: configIdentifierSchema, ownLocks: z.array(z.string()) }),
    }),
  },
} satisfies RouteSchemaMap;
