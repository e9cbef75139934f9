import type { ApplicationStatus, CoreConfig } from '@domain/config-schema';
import type { AppPolicy } from '@domain/policies';
import { isWithin, type UnitPlacement } from '@domain/units';

import type { ActiveConfig, RoleOption } from '../../api/config';
import { appRoleOptions } from '../../common/app-roles/app-role-rules';

/** An application's release status in the unit's core config, or `unlisted` when it lists it not. */
export type ApplicationAvailability = ApplicationStatus | 'unlisted';

/** Why an application's screen has no launch link; every one that applies is told. */
export type NoLaunchReason = 'unlisted' | 'pending' | 'noRole' | 'noLaunchUrl';

export interface ApplicationView {
  availability: ApplicationAvailability;
  /** The user's roles in the application on the active unit, with their display names. */
  roles: RoleOption[];
  /** Where the launch link leads: only for a released application the user holds a role in. */
  launchUrl: string | undefined;
  /** Empty exactly when there is a launch link. */
  noLaunchReasons: NoLaunchReason[];
}

export interface ApplicationFacts {
  appPolicies: readonly AppPolicy[];
  placement: UnitPlacement | undefined;
  core: CoreConfig | undefined;
  configs: readonly ActiveConfig[] | undefined;
}

/**
 * The roles a user holds in one application on a unit: those of app policies on the unit itself
 * or on a unit above it (a policy on a unit applies to the units below it, DESIGN.md §3).
 */
export function heldAppRoles(
  appPolicies: readonly AppPolicy[],
  appId: string,
  placement: Pick<UnitPlacement, 'ouidChain'> | undefined,
): string[] {
  if (!placement) return [];
  const roles = appPolicies
    .filter((policy) => policy.appId === appId && isWithin(policy.ouid, placement))
    .flatMap((policy) => policy.roles);
  return [...new Set(roles)];
}

/** What the application's screen shows: its status in the core config, the user's roles, the link. */
export function applicationView(appId: string, facts: ApplicationFacts): ApplicationView {
  const entry = facts.core?.applications.find((application) => application.id === appId);
  // A core config written before statuses existed lists only released applications.
  const availability: ApplicationAvailability = entry ? (entry.status ?? 'released') : 'unlisted';
  const options = appRoleOptions(facts.configs, appId);
  const roles = heldAppRoles(facts.appPolicies, appId, facts.placement).map((value) => ({
    value,
    name: options.find((option) => option.value === value)?.name ?? value,
  }));
  const noLaunchReasons: NoLaunchReason[] = [];
  if (availability === 'unlisted') noLaunchReasons.push('unlisted');
  if (availability === 'pending') noLaunchReasons.push('pending');
  if (entry && !entry.launchUrl) noLaunchReasons.push('noLaunchUrl');
  if (roles.length === 0) noLaunchReasons.push('noRole');
  const launchUrl = noLaunchReasons.length === 0 ? entry?.launchUrl : undefined;
  return { availability, roles, launchUrl, noLaunchReasons };
}
