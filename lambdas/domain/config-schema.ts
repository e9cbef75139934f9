/**
 * Schemas of the configuration artifacts (spec §3): the unit's `core` config and application configs.
 * Written with `zod/mini`: the config Lambda validates artifacts with them and the console reads
 * them too, so they must stay small in both bundles.
 */
import * as z from 'zod/mini';

import { appIdSchema, nameSchema, roleValueSchema } from './schemas/identifiers';

export const CORE_CONFIG_IDENTIFIER = 'core';

const DISPLAY_NAME_LIMIT = 100;
/** Roles one config may define (each may end up in a token, so they stay few). */
export const MAX_CONFIG_ROLES = 50;
export const MAX_CONFIG_APPLICATIONS = 100;

export const roleOptionSchema = z.object({
  value: roleValueSchema,
  name: nameSchema('role name', DISPLAY_NAME_LIMIT),
});

const rolesSchema = z.array(roleOptionSchema).check(z.minLength(1), z.maxLength(MAX_CONFIG_ROLES));

export const entityRuleSchema = z.object({
  entity: z.string().check(z.minLength(1)),
  publishToApiTopic: z.object({ actions: z.array(z.enum(['C', 'D'])) }),
});

/** An application's release status (spec §1: some are "release pending"); absent means released. */
export const APPLICATION_STATUSES = ['released', 'pending'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const LAUNCH_URL_LIMIT = 2000;

/** Only an absolute `https:` address, with no credentials: never `javascript:`, `data:` or `http:`. */
function isHttpsUrl(text: string): boolean {
  if (!/^https:\/\/[^\s\p{Cc}]+$/iu.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Where the console's launch link of an application leads. */
export const launchUrlSchema = z
  .string()
  .check(
    z.maxLength(LAUNCH_URL_LIMIT, `a launch URL is at most ${LAUNCH_URL_LIMIT} characters`),
    z.refine(isHttpsUrl, 'a launch URL must be an https: address without credentials'),
  );

/** One application the core config lists; `status` and `launchUrl` are optional (older configs lack them). */
export const applicationEntrySchema = z.object({
  id: appIdSchema,
  name: nameSchema('application name', DISPLAY_NAME_LIMIT),
  status: z.optional(z.enum(APPLICATION_STATUSES)),
  launchUrl: z.optional(launchUrlSchema),
});

/**
 * What admins below the unit that sets it may grant (grant-ceiling.ts): org roles, and per
 * application its roles. An absent part sets no ceiling; an application left out of a present
 * `applications` list may not be granted at all.
 */
export const grantableSchema = z.strictObject({
  orgRoles: z.optional(z.array(roleValueSchema).check(z.maxLength(MAX_CONFIG_ROLES))),
  applications: z.optional(
    z
      .array(
        z.strictObject({
          appId: appIdSchema,
          roles: z.array(roleValueSchema).check(z.maxLength(MAX_CONFIG_ROLES)),
        }),
      )
      .check(
        z.maxLength(MAX_CONFIG_APPLICATIONS),
        z.refine(
          (entries) => new Set(entries.map((entry) => entry.appId)).size === entries.length,
          'an application is listed at most once in grantable',
        ),
      ),
  ),
});

const coreConfigShape = {
  home: z.optional(z.string()),
  /**
   * The unit's users (and those of every unit below it) must have TOTP MFA enabled to use the API
   * (mfa.ts). Absent means false; a unit's config can add the requirement, never lift one set above.
   */
  requireMfa: z.optional(z.boolean()),
  roles: rolesSchema,
  applications: z.array(applicationEntrySchema).check(z.maxLength(MAX_CONFIG_APPLICATIONS)),
  entityRules: z.array(entityRuleSchema),
  /** Absent: admins below grant whatever the unit offers. Inherited and lockable as every key. */
  grantable: z.optional(grantableSchema),
};

const applicationConfigShape = { roles: rolesSchema };

export const coreConfigSchema = z.object(coreConfigShape);

export const applicationConfigSchema = z.object(applicationConfigShape);

/** The top-level keys a config with this identifier has: what may be inherited and locked. */
export function configKeysOf(identifier: string): string[] {
  return Object.keys(
    identifier === CORE_CONFIG_IDENTIFIER ? coreConfigShape : applicationConfigShape,
  );
}

/**
 * A unit's own config: any subset of the identifier's keys (the rest is inherited), each valid by
 * its own schema; a key the identifier does not have is refused.
 */
export function ownConfigSchemaFor(identifier: string) {
  return z.partial(
    z.strictObject(
      identifier === CORE_CONFIG_IDENTIFIER ? coreConfigShape : applicationConfigShape,
    ),
  );
}

export type CoreConfig = z.infer<typeof coreConfigSchema>;
export type ApplicationEntry = z.infer<typeof applicationEntrySchema>;
export type ApplicationConfig = z.infer<typeof applicationConfigSchema>;

/** The schema an artifact with this identifier must satisfy. */
export function configSchemaFor(identifier: string) {
  return identifier === CORE_CONFIG_IDENTIFIER ? coreConfigSchema : applicationConfigSchema;
}

export const DEFAULT_ORG_ROLES = [
  { value: 'admin', name: 'Admin' },
  { value: 'user', name: 'User' },
] as const;

/** Deployed config objects live in the config-artifacts bucket under `{ouid}/{identifier}.json`. */
export function configArtifactKey(ouid: string, identifier: string): string {
  return `${ouid}/${identifier}.json`;
}

/** Every deployed object of a unit lies under this prefix of the config-artifacts bucket. */
export function configArtifactPrefix(ouid: string): string {
  return `${ouid}/`;
}
