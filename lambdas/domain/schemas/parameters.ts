/**
 * What every path parameter and API header may hold, by name. The router checks each one a
 * request carries before any operation runs (400 naming the field), and the OpenAPI document
 * describes them from here.
 */
import * as z from 'zod/mini';

import { OUID_CHAIN_SEPARATOR } from '../units';
import { configIdentifierSchema } from './config';
import { configKeySchema, versionNumberSchema } from './config-versions';
import { documentIdSchema } from './document';
import { appIdSchema } from './identifiers';
import { LIMITS, unitIdSchema } from './orgunit';
import { teamIdSchema } from './team';
import { usernameSchema } from './userprofile';

export const PATH_PARAMETER_SCHEMAS: Readonly<Record<string, z.ZodMiniType<string>>> = {
  id: unitIdSchema,
  ouid: unitIdSchema,
  username: usernameSchema,
  identifier: configIdentifierSchema,
  /** A top-level key of a config (`/config/{identifier}/locks/{key}`). */
  key: configKeySchema,
  /** A config version number (`/config/{identifier}/versions/{number}`). */
  number: versionNumberSchema,
  teamId: teamIdSchema,
  documentId: documentIdSchema,
};

/** A chain of unit ids from the top unit down, joined by `/`. */
export const ouidChainSchema = z.string().check(
  z.maxLength(LIMITS.ouidChain, `a unit chain is at most ${LIMITS.ouidChain} characters`),
  z.refine(
    (chain) =>
      chain
        .split(OUID_CHAIN_SEPARATOR)
        .every((id) => id.length > 0 && unitIdSchema.safeParse(id).success),
    'a unit chain is unit ids joined by /',
  ),
);

/** `If-Match` carries a version number (config activation), quoted or not. */
const ifMatchSchema = z.string().check(z.regex(/^"?[1-9][0-9]{0,8}"?$/, 'expected a version'));

/** Lower-case header names. */
export const HEADER_SCHEMAS: Readonly<Record<string, z.ZodMiniType<string>>> = {
  'x-ouid': unitIdSchema,
  'x-ouidchain': ouidChainSchema,
  'x-appid': appIdSchema,
  'if-match': ifMatchSchema,
};
