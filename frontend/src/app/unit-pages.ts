import type { ComponentType } from 'react';

import { APPLICATION_ROUTES } from '../common/application-routes';
import { lazyPage } from '../common/lazy-page';
import type { UnitRouteName } from '../common/unit-routes';

const page = (load: () => Promise<{ default: ComponentType }>) => lazyPage(load);
const applicationPage = page(() => import('../pages/application/ApplicationPage'));

/** The screen of each described unit route; each is its own chunk. */
export const UNIT_PAGES: ReadonlyArray<readonly [UnitRouteName, ComponentType]> = [
  ['home', page(() => import('../pages/org-home/OrgHomePage'))],
  ['orgunits', page(() => import('../pages/child-orgunits/ChildOrgunitsPage'))],
  ['registerOrgunit', page(() => import('../pages/register-orgunit/RegisterOrgunitPage'))],
  ['orgunit', page(() => import('../pages/orgunit-details/OrgunitDetailsPage'))],
  ['editOrgunit', page(() => import('../pages/edit-orgunit/EditOrgunitPage'))],
  ['orgplan', page(() => import('../pages/org-plan/OrgPlanPage'))],
  ['tenants', page(() => import('../pages/tenants/TenantsPage'))],
  ['createTenant', page(() => import('../pages/create-tenant/CreateTenantPage'))],
  ['configDash', page(() => import('../pages/config-dash/ConfigDashPage'))],
  ['orgusers', page(() => import('../pages/org-users/OrgUsersPage'))],
  ['orguser', page(() => import('../pages/org-user-details/OrgUserDetailsPage'))],
  ['createOrgUser', page(() => import('../pages/create-org-user/CreateOrgUserPage'))],
  ['editOrguser', page(() => import('../pages/edit-org-user/EditOrgUserPage'))],
  ['authusers', page(() => import('../pages/auth-users/AuthUsersPage'))],
  ['createUser', page(() => import('../pages/create-user/CreateUserPage'))],
  ['user', page(() => import('../pages/user-details/UserDetailsPage'))],
  ['editUser', page(() => import('../pages/edit-user/EditUserPage'))],
  ['teams', page(() => import('../pages/teams/TeamsPage'))],
  ['notifications', page(() => import('../pages/notifications/NotificationsPage'))],
  ['documents', page(() => import('../pages/document-dash/DocumentDashPage'))],
  ['workqueue', page(() => import('../pages/workqueue/WorkqueuePage'))],
  // One screen (one chunk) for the six applications; it reads which one from the path.
  ...APPLICATION_ROUTES.map(({ route }) => [route, applicationPage] as const),
];
