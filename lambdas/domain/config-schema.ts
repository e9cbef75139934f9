/** Schemas of the configuration artifacts (spec §3): the unit's `core` config and application configs. */
import { z } from 'zod';

export const CORE_CONFIG_IDENTIFIER = 'core';

export const roleOptionSchema = z.object({ value: z.string().min(1), name: z.string().min(1) });

export const entityRuleSchema = z.object({
  entity: z.string().min(1),
  publishToApiTopic: z.object({ actions: z.array(z.enum(['C', 'D'])) }),
});

export const coreConfigSchema = z.object({
  home: z.string().optional(),
  roles: z.array(roleOptionSchema).min(1),
  applications: z.array(z.object({ id: z.string().min(1), name: z.string().min(1) })),
  entityRules: z.array(entityRuleSchema),
});

export const applicationConfigSchema = z.object({
  roles: z.array(roleOptionSchema).min(1),
});

export type CoreConfig = z.infer<typeof coreConfigSchema>;
export type ApplicationConfig = z.infer<typeof applicationConfigSchema>;

export const DEFAULT_ORG_ROLES = [
  { value: 'admin', name: 'Admin' },
  { value: 'user', name: 'User' },
] as const;

/** Deployed config objects live in the config-artifacts bucket under `{ouid}/{identifier}.json`. */
export function configArtifactKey(ouid: string, identifier: string): string {
  return `${ouid}/${identifier}.json`;
}
