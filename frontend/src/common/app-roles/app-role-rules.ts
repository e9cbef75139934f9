import { type CoreConfig, applicationConfigSchema, DEFAULT_ORG_ROLES } from '@domain/config-schema';

import type { AppRole } from '../../api/appuser';
import type { ActiveConfig, RoleOption } from '../../api/config';

export interface ApplicationOption {
  id: string;
  name: string;
}

/** The applications the unit's core config lists (spec §3). */
export function applicationOptions(core: CoreConfig | undefined): ApplicationOption[] {
  return core ? core.applications.map(({ id, name }) => ({ id, name })) : [];
}

/**
 * The roles of one application: its config in force for the unit (own or inherited), else
 * admin/Admin and user/User, which the server accepts for applications without a config.
 */
export function appRoleOptions(
  configs: readonly ActiveConfig[] | undefined,
  appId: string,
): RoleOption[] {
  for (const config of configs ?? []) {
    if (config.identifier !== appId) continue;
    const parsed = applicationConfigSchema.safeParse(config.config);
    if (parsed.success) return parsed.data.roles.map(({ value, name }) => ({ value, name }));
  }
  return DEFAULT_ORG_ROLES.map((role) => ({ ...role }));
}

export interface AppRoleChoice {
  appId: string | undefined;
  role: string | undefined;
}

/** Why a choice cannot join the pending list (spec §5). */
export type AppRoleRefusal = 'noneSelected' | 'alreadyPending' | 'alreadySaved';

export type AppRoleAddition = { pending: AppRole[] } | { refused: AppRoleRefusal };

/**
 * Adds an application role to the pending list, one entry per application; `savedAppIds` are
 * the applications the user already holds (the edit screen's "old profile").
 */
export function addPendingAppRole(
  pending: readonly AppRole[],
  choice: AppRoleChoice,
  savedAppIds: readonly string[] = [],
): AppRoleAddition {
  const { appId, role } = choice;
  if (!appId || !role) return { refused: 'noneSelected' };
  if (pending.some((entry) => entry.appId === appId)) return { refused: 'alreadyPending' };
  if (savedAppIds.includes(appId)) return { refused: 'alreadySaved' };
  return { pending: [...pending, { appId, roles: [role] }] };
}
