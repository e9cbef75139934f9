/**
 * The route a question names by method and concrete path (`/orgunit/ou-1/deletion`, possibly with
 * a query string), with its path parameters checked as the router checks them.
 */
import { matchPath, pathParameterNames } from '../domain/route-paths';
import { permissionFor, ROUTES, type RouteSpec } from '../domain/routes';
import { PATH_PARAMETER_SCHEMAS } from '../domain/schemas/parameters';
import { BadRequestError } from '../shared/errors';
import { API_MESSAGES } from '../shared/messages';
import { ACCESS_MESSAGES } from './messages';
import type { PermissionName } from '../domain/permissions';

export interface NamedRoute {
  route: RouteSpec;
  /** The concrete path as asked, without its query string. */
  path: string;
  pathParameters: Record<string, string>;
  query: Record<string, string>;
  permission: PermissionName;
}

function checkedParameters(route: RouteSpec, parameters: Record<string, string>) {
  for (const name of pathParameterNames(route.path)) {
    const result = PATH_PARAMETER_SCHEMAS[name]?.safeParse(parameters[name]);
    if (!result?.success) {
      throw new BadRequestError(API_MESSAGES.invalidPathParameter(name, 'not a valid value'));
    }
  }
  return parameters;
}

export function namedRoute(method: string, pathWithQuery: string): NamedRoute {
  const at = pathWithQuery.indexOf('?');
  const path = at < 0 ? pathWithQuery : pathWithQuery.slice(0, at);
  const query = Object.fromEntries(new URLSearchParams(at < 0 ? '' : pathWithQuery.slice(at + 1)));
  // A literal segment wins over a parameter (as API Gateway matches): fewest parameters first.
  const matches = ROUTES.filter((route) => route.method === method)
    .map((route) => ({ route, parameters: matchPath(route.path, path) }))
    .filter((match): match is { route: RouteSpec; parameters: Record<string, string> } =>
      Boolean(match.parameters),
    )
    .sort((a, b) => Object.keys(a.parameters).length - Object.keys(b.parameters).length);
  const found = matches[0];
  if (!found) throw new BadRequestError(ACCESS_MESSAGES.noRoute(method, path));
  return {
    route: found.route,
    path,
    pathParameters: checkedParameters(found.route, found.parameters),
    query,
    permission: permissionFor(found.route, query),
  };
}
