/** The access routes of the route table (routes.ts): why a person may or may not, who has access. */
import type { RouteSpec } from './routes';

export const ACCESS_ROUTES = [
  {
    method: 'GET',
    path: '/access/explain',
    resource: 'access',
    permission: 'ExplainAccess',
    summary:
      'Why a person may or may not do a named permission (or call a route) on a unit: the decision and its reasons, from the decision that authorizes requests (about oneself, or as an admin covering the unit)',
  },
  {
    method: 'GET',
    path: '/access/units/{id}/people',
    resource: 'access',
    permission: 'ViewUnitAccess',
    requiredHeaders: ['x-ouid'],
    summary:
      'Who has access to a unit: the people whose policies cover it, directly or from a unit above, with the granting unit and roles (paged across the units, ?search= by words of the name or a username prefix)',
  },
] as const satisfies readonly RouteSpec[];
