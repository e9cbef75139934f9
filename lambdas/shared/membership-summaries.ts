/**
 * The summaries of membership changes' audit records, in the names people read (display-names.ts):
 * the unit's name, role and application display names, never their ids.
 */
import type { DisplayNames } from './repositories/display-names';

export const MEMBERSHIP_SUMMARIES = {
  orgUserAdded: (names: DisplayNames, username: string, role: string) =>
    `Added ${username} to '${names.unit}' as ${names.role(role)}`,
  orgUserUpdated: (names: DisplayNames, username: string, role: string | undefined) =>
    `Updated ${username} in '${names.unit}'${role ? ` (role ${names.role(role)})` : ''}`,
  appRolesGiven: (names: DisplayNames, username: string, appId: string, roles: string[]) =>
    `Gave ${username} ${roles.map(names.appRole).join(', ')} in ${names.app(appId)} ('${names.unit}')`,
  appRolesRemoved: (names: DisplayNames, username: string, appId: string) =>
    `Removed ${username} from ${names.app(appId)} ('${names.unit}')`,
} as const;
