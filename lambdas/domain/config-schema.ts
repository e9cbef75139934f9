/**
 * Schemas of the configuration artifacts (spec §3): the unit's `core` config and application configs.
 * Written with `zod/mini`: the config Lambda validates artifacts with them and the console reads
 * them too, so they must stay small in both bundles.
 */
import * as z from 'zod/mini';

export const CORE_CONFIG_IDENTIFIER = 'core';

const nonEmpty = () => z.string().check(z.minLength(1));

export const roleOptionSchema = z.object({ value: nonEmpty(), name: nonEmpty() });

export const entityRuleSchema = z.object({
  entity: nonEmpty(),
  publishToApiTopic: z.object({ actions: z.array(z.enum(['C', 'D'])) }),
});

export const coreConfigSchema = z.object({
  home: z.optional(z.string()),
  roles: z.array(roleOptionSchema).check(z.minLength(1)),
  applications: z.array(z.object({ id: nonEmpty(), name: nonEmpty() })),
  entityRules: z.array(entityRuleSchema),
});

export const applicationConfigSchema = z.object({
  roles: z.array(roleOptionSchema).check(z.minLength(1)),
});

export type CoreConfig = z.infer<typeof coreConfigSchema>;
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
