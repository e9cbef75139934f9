/**
 * Every API route of spec §7: method, path, the resource (one Lambda each) that serves it and the
 * named permission it needs. The CDK API construct, the local gateway and the console all read it.
 */
import type { PermissionName } from './permissions';
import { ACCESS_ROUTES } from './routes-access';
import { CONFIG_ROUTES } from './routes-config';
import { ORGUNIT_ROUTES } from './routes-orgunit';

export const RESOURCES = [
  'orgunit',
  'orgplan',
  'userprofile',
  'orguser',
  'appuser',
  'config',
  'document',
  'tenant',
  'team',
  'access',
] as const;
export type Resource = (typeof RESOURCES)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteSpec {
  method: HttpMethod;
  /** API Gateway resource path; `{name}` marks a path parameter. */
  path: string;
  resource: Resource;
  permission: PermissionName;
  /** When the named query parameter is present (and not `false`), this permission applies instead. */
  queryPermissions?: Readonly<Record<string, PermissionName>>;
  /** Headers API Gateway must see before the request reaches the handler. */
  requiredHeaders?: readonly string[];
  summary: string;
}

/** The table with its literal entries, so route keys are types (route-keys.ts). */
const ROUTE_TABLE = [
  ...ORGUNIT_ROUTES,
  {
    method: 'GET',
    path: '/orgplan/{ouid}',
    resource: 'orgplan',
    permission: 'OrgPlan',
    requiredHeaders: ['x-ouid'],
    summary: 'Org plan (subtree) of a unit',
  },
  {
    method: 'GET',
    path: '/userprofile',
    resource: 'userprofile',
    permission: 'ListUsers',
    queryPermissions: { checkUserName: 'CreateOrgUser' },
    requiredHeaders: ['x-ouid'],
    summary: 'List user profiles, or check a username (?checkUserName=)',
  },
  {
    method: 'POST',
    path: '/userprofile',
    resource: 'userprofile',
    permission: 'CreateOrgUser',
    requiredHeaders: ['x-ouid'],
    summary: 'Create a user profile',
  },
  {
    method: 'GET',
    path: '/userprofile/{username}',
    resource: 'userprofile',
    permission: 'ViewOwnProfile',
    summary: 'User profile details (own profile, or users the caller administers)',
  },
  {
    method: 'GET',
    path: '/userprofile/{username}/activities',
    resource: 'userprofile',
    permission: 'ViewOwnProfile',
    summary: "A user's own audit records, newest first (activities)",
  },
  {
    method: 'GET',
    path: '/userprofile/{username}/inbox',
    resource: 'userprofile',
    permission: 'ViewOwnProfile',
    summary:
      "The caller's own inbox, newest first: records about them from any unit (only they read it)",
  },
  {
    method: 'PUT',
    path: '/userprofile/{username}/inbox/seen',
    resource: 'userprofile',
    permission: 'ViewOwnProfile',
    summary: "Move the caller's seen marker on their own inbox forward to a record they were shown",
  },
  {
    method: 'PUT',
    path: '/userprofile/{username}',
    resource: 'userprofile',
    permission: 'EditUser',
    requiredHeaders: ['x-ouid'],
    summary: 'Update a user profile and its policies',
  },
  {
    method: 'PUT',
    path: '/userprofile/{username}/details',
    resource: 'userprofile',
    permission: 'EditPersonDetails',
    summary:
      "Change a person's name and phone (the user, a system admin, or an admin of every unit of the user)",
  },
  {
    method: 'DELETE',
    path: '/userprofile/{username}',
    resource: 'userprofile',
    permission: 'DeleteUser',
    requiredHeaders: ['x-ouid'],
    summary: 'Delete a user profile',
  },
  {
    method: 'GET',
    path: '/orguser',
    resource: 'orguser',
    permission: 'ListOrgUsers',
    summary: 'Users of a unit',
  },
  {
    method: 'POST',
    path: '/orguser',
    resource: 'orguser',
    permission: 'CreateOrgUser',
    requiredHeaders: ['x-ouid'],
    summary: 'Add a user to a unit with an org role',
  },
  {
    method: 'GET',
    path: '/orguser/{username}',
    resource: 'orguser',
    permission: 'ViewOrgUser',
    summary: 'Org user details',
  },
  {
    method: 'PUT',
    path: '/orguser/{username}',
    resource: 'orguser',
    permission: 'EditOrgUser',
    requiredHeaders: ['x-ouid'],
    summary: 'Change an org user',
  },
  {
    method: 'GET',
    path: '/appuser',
    resource: 'appuser',
    permission: 'ListOrgUsers',
    requiredHeaders: ['x-ouid'],
    summary: 'Application users of a unit',
  },
  {
    method: 'POST',
    path: '/appuser',
    resource: 'appuser',
    permission: 'CreateOrgUser',
    requiredHeaders: ['x-ouid'],
    summary: 'Give a user roles in an application',
  },
  {
    method: 'GET',
    path: '/appuser/{username}',
    resource: 'appuser',
    permission: 'ViewOrgUser',
    summary: 'Application roles of a user',
  },
  {
    method: 'DELETE',
    path: '/appuser/{username}',
    resource: 'appuser',
    permission: 'EditOrgUser',
    requiredHeaders: ['x-ouid', 'x-appid'],
    summary: 'Remove a user from an application',
  },
  ...CONFIG_ROUTES,
  {
    method: 'GET',
    path: '/document',
    resource: 'document',
    permission: 'ViewDocuments',
    queryPermissions: { signedUrl: 'UploadDocument' },
    requiredHeaders: ['x-ouid'],
    summary:
      "The acting unit's documents, newest first, or a pre-signed upload URL for an image (?signedUrl=true)",
  },
  {
    method: 'POST',
    path: '/document',
    resource: 'document',
    permission: 'UploadDocument',
    requiredHeaders: ['x-ouid'],
    summary: 'Register an image uploaded through a pre-signed URL as a document of the acting unit',
  },
  {
    method: 'GET',
    path: '/document/{documentId}',
    resource: 'document',
    permission: 'ViewDocuments',
    requiredHeaders: ['x-ouid'],
    summary: 'A document of the acting unit with a short-lived download URL',
  },
  {
    method: 'DELETE',
    path: '/document/{documentId}',
    resource: 'document',
    permission: 'DeleteDocument',
    requiredHeaders: ['x-ouid'],
    summary: 'Delete a document of the acting unit and its stored image',
  },
  {
    method: 'GET',
    path: '/tenant',
    resource: 'tenant',
    permission: 'ManageTenants',
    requiredHeaders: ['x-ouid'],
    summary:
      'List the tenants (ROOT units) with their unit and user counts (system admins, on a SYSTEM unit)',
  },
  {
    method: 'POST',
    path: '/tenant',
    resource: 'tenant',
    permission: 'ManageTenants',
    requiredHeaders: ['x-ouid'],
    summary:
      'Onboard a tenant: a new ROOT unit and its first admin, an existing account or one invited by e-mail (system admins, on a SYSTEM unit)',
  },
  {
    method: 'GET',
    path: '/team',
    resource: 'team',
    permission: 'ListTeams',
    requiredHeaders: ['x-ouid'],
    summary: 'Teams of the acting unit, in name order',
  },
  {
    method: 'POST',
    path: '/team',
    resource: 'team',
    permission: 'CreateTeam',
    requiredHeaders: ['x-ouid'],
    summary: 'Create a team in the acting unit',
  },
  {
    method: 'GET',
    path: '/team/{teamId}',
    resource: 'team',
    permission: 'ViewTeam',
    requiredHeaders: ['x-ouid'],
    summary: 'A team of the acting unit with its members',
  },
  {
    method: 'PUT',
    path: '/team/{teamId}',
    resource: 'team',
    permission: 'EditTeam',
    requiredHeaders: ['x-ouid'],
    summary: "Rename a team (the unit's admins and the team's leads)",
  },
  {
    method: 'DELETE',
    path: '/team/{teamId}',
    resource: 'team',
    permission: 'DeleteTeam',
    requiredHeaders: ['x-ouid'],
    summary: 'Delete a team and its memberships',
  },
  {
    method: 'PUT',
    path: '/team/{teamId}/member/{username}',
    resource: 'team',
    permission: 'ManageTeamMembers',
    requiredHeaders: ['x-ouid'],
    summary:
      "Add a member of the unit to a team, or change their team role (the unit's admins and the team's leads)",
  },
  {
    method: 'DELETE',
    path: '/team/{teamId}/member/{username}',
    resource: 'team',
    permission: 'ManageTeamMembers',
    requiredHeaders: ['x-ouid'],
    summary: "Remove a member from a team (the unit's admins and the team's leads)",
  },
  ...ACCESS_ROUTES,
] as const satisfies readonly RouteSpec[];

/** Each route of the table as its literal type (see `RouteKey`, `RouteKeyOf` in route-keys.ts). */
export type TableRoute = (typeof ROUTE_TABLE)[number];

export const ROUTES: readonly RouteSpec[] = ROUTE_TABLE;

export function routeKey(route: Pick<RouteSpec, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

export function routesOf(resource: Resource): RouteSpec[] {
  return ROUTES.filter((route) => route.resource === resource);
}

export function findRoute(method: string, path: string): RouteSpec | undefined {
  return ROUTES.find((route) => route.method === method && route.path === path);
}

/** The permission a request needs, given its query string. */
export function permissionFor(
  route: RouteSpec,
  query: Readonly<Record<string, string | undefined>> | null | undefined,
): PermissionName {
  for (const [parameter, permission] of Object.entries(route.queryPermissions ?? {})) {
    const value = query?.[parameter];
    if (value !== undefined && value !== '' && value !== 'false') return permission;
  }
  return route.permission;
}
