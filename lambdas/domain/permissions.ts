/**
 * The one table of named permissions, read by the API authorizer and the console's gating alike.
 * A policy on a unit covers that unit and every unit below it (DESIGN.md §3).
 */
import { isAdminRole, isSystemAdmin, type Policy, SYSTEM_POLICY_OUID } from './policies';
import { isWithin, type UnitPlacement } from './units';

/**
 * - `signedIn`: any authenticated caller (e.g. their own profile);
 * - `member`: any policy covering the unit;
 * - `admin`: an admin role covering the unit;
 * - `rootAdmin`: an admin role covering the unit, and the unit is a ROOT unit;
 * - `systemAdmin`: the `system=admin` policy.
 * A system admin passes every requirement.
 */
export type Requirement = 'signedIn' | 'member' | 'admin' | 'rootAdmin' | 'systemAdmin';

export const PERMISSIONS = {
  OrgHome: 'member',
  ListOrgunit: 'member',
  ViewOrgunit: 'member',
  CreateOrgunit: 'admin',
  EditOrgunit: 'admin',
  DeleteOrgunit: 'admin',
  /** The deletion workqueue: requests and soft-deleted units strictly below the acting unit. */
  Workqueue: 'admin',
  /** Approving or rejecting a deletion request (an admin above the unit, not the requester). */
  DecideDeletion: 'admin',
  /** Restoring a soft-deleted unit (an admin above it); the one permission that may target one. */
  RestoreOrgunit: 'admin',
  OrgPlan: 'rootAdmin',
  ViewConfig: 'member',
  ConfigDash: 'admin',
  ListOrgUsers: 'member',
  ViewOrgUser: 'member',
  CreateOrgUser: 'admin',
  EditOrgUser: 'admin',
  ListUsers: 'systemAdmin',
  CreateUser: 'systemAdmin',
  ViewUser: 'systemAdmin',
  EditUser: 'systemAdmin',
  DeleteUser: 'systemAdmin',
  ViewOwnProfile: 'signedIn',
  /** Who may change whose name and phone is decided per user (user-scope.ts). */
  EditPersonDetails: 'signedIn',
  UploadDocument: 'member',
  /** Listing a unit's documents, viewing and downloading one. */
  ViewDocuments: 'member',
  DeleteDocument: 'admin',
  /** Listing and onboarding tenants (ROOT units); the routes also need a SYSTEM acting unit. */
  ManageTenants: 'systemAdmin',
  /** A unit's notifications (its audit records) and the caller's own seen marker on it. */
  ViewNotifications: 'member',
  /** Teams of a unit: members list and view them; who may change a team is TEAM_ROLE_PERMISSIONS. */
  ListTeams: 'member',
  ViewTeam: 'member',
  CreateTeam: 'admin',
  DeleteTeam: 'admin',
  /** A member may get through; the handler lets only unit admins and the team's leads rename. */
  EditTeam: 'member',
  /** A member may get through; the handler lets only unit admins and the team's leads manage. */
  ManageTeamMembers: 'member',
  /** Anyone may ask why about themselves; about others, an admin covering the unit (the handler). */
  ExplainAccess: 'signedIn',
  /** Who has access to a unit: the people whose policies cover it, directly or from above. */
  ViewUnitAccess: 'admin',
} as const satisfies Record<string, Requirement>;

export type PermissionName = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as PermissionName[];

export type RoleClass = 'admin' | 'member';

/** The strongest role class the policies grant on the unit, or undefined when none covers it. */
export function roleClassOn(
  policies: readonly Policy[],
  unit: Pick<UnitPlacement, 'ouidChain'>,
): RoleClass | undefined {
  const covering = policies.filter(
    (policy) => policy.ouid !== SYSTEM_POLICY_OUID && isWithin(policy.ouid, unit),
  );
  if (covering.length === 0) return undefined;
  return covering.some((policy) => policy.roles.some(isAdminRole)) ? 'admin' : 'member';
}

export function meetsRequirement(
  requirement: Requirement,
  policies: readonly Policy[],
  unit: UnitPlacement | undefined,
): boolean {
  if (isSystemAdmin(policies)) return true;
  if (requirement === 'signedIn') return true;
  if (requirement === 'systemAdmin' || !unit) return false;
  const roleClass = roleClassOn(policies, unit);
  switch (requirement) {
    case 'member':
      return roleClass !== undefined;
    case 'admin':
      return roleClass === 'admin';
    case 'rootAdmin':
      return roleClass === 'admin' && unit.type === 'ROOT';
  }
}

export function isAllowed(
  permission: PermissionName,
  policies: readonly Policy[],
  unit: UnitPlacement | undefined,
): boolean {
  return meetsRequirement(PERMISSIONS[permission], policies, unit);
}

/** The roles a member of a unit may hold in one of its teams. */
export const TEAM_ROLES = ['lead', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** The named permissions about teams. */
export type TeamPermission = Extract<
  PermissionName,
  'ListTeams' | 'ViewTeam' | 'CreateTeam' | 'DeleteTeam' | 'EditTeam' | 'ManageTeamMembers'
>;

/**
 * What a team role allows on its own team. Admins covering the team's unit may do everything to
 * its teams; every member of the unit may list its teams and view them (PERMISSIONS).
 */
export const TEAM_ROLE_PERMISSIONS = {
  lead: ['ViewTeam', 'EditTeam', 'ManageTeamMembers'],
  member: ['ViewTeam'],
} as const satisfies Record<TeamRole, readonly TeamPermission[]>;

/**
 * Whether the caller may do `permission` to a team of `unit`: an admin covering the unit may do
 * anything, a member of the unit may list and view, and what more their role in that very team
 * allows. The server passes the team role it reads from the database, never the token's.
 */
export function mayOnTeam(
  permission: TeamPermission,
  policies: readonly Policy[],
  unit: UnitPlacement | undefined,
  teamRole: TeamRole | undefined,
): boolean {
  if (isSystemAdmin(policies)) return true;
  if (!unit) return false;
  const roleClass = roleClassOn(policies, unit);
  if (roleClass === 'admin') return true;
  if (roleClass === undefined) return false;
  if (permission === 'ListTeams' || permission === 'ViewTeam') return true;
  const allowed: readonly TeamPermission[] = teamRole ? TEAM_ROLE_PERMISSIONS[teamRole] : [];
  return allowed.includes(permission);
}
