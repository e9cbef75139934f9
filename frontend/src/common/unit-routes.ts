import type { PermissionName } from '@domain/permissions';
import type { UnitType } from '@domain/units';

/**
 * The console's routes under `/{ouid}` (spec §2) with the named permission each one needs on the
 * active unit. Route gating and the menus read this one table; the server checks again anyway.
 */
export interface UnitRoute {
  /** The path below `/{ouid}/`, in react-router syntax. */
  path: string;
  permission: PermissionName;
  /** Shown and reachable only when the active unit has this type (spec §2). */
  unitType?: UnitType;
}

export const UNIT_ROUTES = {
  home: { path: '', permission: 'OrgHome' },
  orgunits: { path: 'orgunits', permission: 'ListOrgunit' },
  registerOrgunit: { path: 'register-orgunit', permission: 'CreateOrgunit' },
  orgunit: { path: 'orgunit/:id', permission: 'ViewOrgunit' },
  editOrgunit: { path: 'edit-orgunit/:id', permission: 'EditOrgunit' },
  orgplan: { path: 'orgplan', permission: 'OrgPlan', unitType: 'ROOT' },
  tenants: { path: 'tenants', permission: 'ManageTenants', unitType: 'SYSTEM' },
  createTenant: { path: 'create-tenant', permission: 'ManageTenants', unitType: 'SYSTEM' },
  configDash: { path: 'config-dash', permission: 'ConfigDash' },
  orgusers: { path: 'orgusers', permission: 'ListOrgUsers' },
  orguser: { path: 'orguser/:username', permission: 'ViewOrgUser' },
  editOrguser: { path: 'edit-orguser/:username', permission: 'EditOrgUser' },
  createOrgUser: { path: 'create-org-user', permission: 'CreateOrgUser' },
  /** Spec §2's route of the authenticated users list (ListUsers); `authusers` stays as an alias. */
  users: { path: 'users', permission: 'ListUsers', unitType: 'SYSTEM' },
  authusers: { path: 'authusers', permission: 'ListUsers', unitType: 'SYSTEM' },
  createUser: { path: 'create-user', permission: 'CreateUser', unitType: 'SYSTEM' },
  user: { path: 'user/:username', permission: 'ViewUser', unitType: 'SYSTEM' },
  editUser: { path: 'edit-user/:username', permission: 'EditUser', unitType: 'SYSTEM' },
  teams: { path: 'teams', permission: 'ListTeams' },
  workqueue: { path: 'org-workqueue-dash', permission: 'Workqueue' },
  documents: { path: 'document-dash', permission: 'ViewDocuments' },
  notifications: { path: 'notifications', permission: 'ViewNotifications' },
  issueTracker: { path: 'apps/ticketapp', permission: 'OrgHome' },
  certifications: { path: 'course-dash', permission: 'OrgHome' },
  salesPro: { path: 'apps/salespro', permission: 'OrgHome' },
  hrm: { path: 'hrmapp-dash', permission: 'OrgHome' },
  accounting: { path: 'apps/accounting', permission: 'OrgHome' },
  approvals: { path: 'apps/approvals', permission: 'OrgHome' },
} as const satisfies Record<string, UnitRoute>;

export type UnitRouteName = keyof typeof UNIT_ROUTES;

/**
 * The browser path of a unit route; `params` fill its `:name` segments (encoded).
 * e.g. `unitPath('ou-root', 'orgunit', { id: 'ou-sales' })` → `/ou-root/orgunit/ou-sales`.
 */
export function unitPath(
  ouid: string,
  route: UnitRouteName,
  params: Record<string, string> = {},
): string {
  const filled = UNIT_ROUTES[route].path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`unitPath: missing parameter ${name}`);
    return encodeURIComponent(value);
  });
  return `/${encodeURIComponent(ouid)}/${filled}`;
}
