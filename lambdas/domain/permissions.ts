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
  /** Listing and onboarding tenants (ROOT units); the routes also need a SYSTEM acting unit. */
  ManageTenants: 'systemAdmin',
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
