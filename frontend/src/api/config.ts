import * as z from 'zod/mini';

import {
  CORE_CONFIG_IDENTIFIER,
  type CoreConfig,
  coreConfigSchema,
  DEFAULT_ORG_ROLES,
} from '@domain/config-schema';
import { activeConfigSchema, deployedConfigSchema } from '@domain/schemas/config';

import { CONFIG_PATH, DEPLOYED_CONFIGS_PATH } from './paths';
import { useApi, type ApiResource } from './use-api';

export type ActiveConfig = z.infer<typeof activeConfigSchema>;
export type DeployedConfig = z.infer<typeof deployedConfigSchema>;

export { CONFIG_PATH };
export { DEPLOYED_CONFIGS_PATH };

/** `GET /config` answers `{ items: [{ data }] }`: the configs in force for the unit, inherited ones included. */
export const activeConfigsResponseSchema = z.pipe(
  z.object({ items: z.array(z.object({ data: activeConfigSchema })) }),
  z.transform((body) => body.items.map((item) => item.data)),
);

export const deployedConfigsResponseSchema = z.object({
  items: z.array(deployedConfigSchema),
  nextToken: z.optional(z.string()),
});

/** The configs in force for a unit, acting as that unit. */
export function useActiveConfigs(ouid: string | undefined): ApiResource<ActiveConfig[]> {
  return useApi(ouid ? CONFIG_PATH : undefined, ouid, activeConfigsResponseSchema);
}

/** The unit's core config (spec §3), when one is in force and well formed. */
export function coreConfigOf(configs: readonly ActiveConfig[] | undefined): CoreConfig | undefined {
  const core = configs?.find((config) => config.identifier === CORE_CONFIG_IDENTIFIER);
  const parsed = core ? coreConfigSchema.safeParse(core.config) : undefined;
  return parsed?.success ? parsed.data : undefined;
}

export interface RoleOption {
  value: string;
  name: string;
}

/** Org roles offered for the unit: the core config's, else admin/Admin and user/User (spec §3). */
export function orgRoleOptions(core: CoreConfig | undefined): RoleOption[] {
  return core ? core.roles : DEFAULT_ORG_ROLES.map((role) => ({ ...role }));
}
