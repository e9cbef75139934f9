import type { UnitRouteName } from '../common/unit-routes';

/**
 * The screen of each unit route: its file under `src/pages/`, without `.tsx`. Each is its own
 * chunk; the routes read it from here (`unit-pages.ts`) and so does the build, which names a
 * route's chunks in `index.html` so they download with the entry (`vite-route-preloads.mts`).
 */
export const UNIT_PAGE_MODULES: Readonly<Record<UnitRouteName, string>> = {
  home: 'org-home/OrgHomePage',
  orgunits: 'child-orgunits/ChildOrgunitsPage',
  registerOrgunit: 'register-orgunit/RegisterOrgunitPage',
  orgunit: 'orgunit-details/OrgunitDetailsPage',
  editOrgunit: 'edit-orgunit/EditOrgunitPage',
  orgplan: 'org-plan/OrgPlanPage',
  tenants: 'tenants/TenantsPage',
  createTenant: 'create-tenant/CreateTenantPage',
  configDash: 'config-dash/ConfigDashPage',
  orgusers: 'org-users/OrgUsersPage',
  orguser: 'org-user-details/OrgUserDetailsPage',
  createOrgUser: 'create-org-user/CreateOrgUserPage',
  editOrguser: 'edit-org-user/EditOrgUserPage',
  users: 'auth-users/AuthUsersPage',
  authusers: 'auth-users/AuthUsersPage',
  createUser: 'create-user/CreateUserPage',
  user: 'user-details/UserDetailsPage',
  editUser: 'edit-user/EditUserPage',
  teams: 'teams/TeamsPage',
  notifications: 'notifications/NotificationsPage',
  documents: 'document-dash/DocumentDashPage',
  workqueue: 'workqueue/WorkqueuePage',
  // One screen (one chunk) for the six applications; it reads which one from the path.
  issueTracker: 'application/ApplicationPage',
  certifications: 'application/ApplicationPage',
  salesPro: 'application/ApplicationPage',
  hrm: 'application/ApplicationPage',
  accounting: 'application/ApplicationPage',
  approvals: 'application/ApplicationPage',
};

/** What every page loads at start besides its route, as files under `src/`: the session code. */
export const STARTUP_MODULES = ['session/session-code.ts'] as const;

/**
 * What every unit route loads besides its screen, as files under `src/`: the shell, the
 * permission gate (both `App.tsx`) and the startup modules (`main.tsx`).
 */
export const UNIT_SHELL_MODULES = [
  'common/shell/AppShell.tsx',
  'common/gate/RequireUnitRoute.tsx',
  ...STARTUP_MODULES,
] as const;
