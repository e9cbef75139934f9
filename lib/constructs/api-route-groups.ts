/**
 * Which nested stack holds the methods of each top-level path of ROUTES (api-route-group.ts). A
 * path's resources and methods stay together in one stack (API Gateway refuses a second resource
 * of the same name under one parent), and each group stays well below the resource limit a stack
 * has, so a feature's new routes go into its group, or into a group of its own.
 */
import { ROUTES } from '../../lambdas/domain/routes';

export const API_ROUTE_GROUPS = {
  Units: ['orgunit', 'workqueue', 'orgplan', 'tenant', 'access'],
  People: ['userprofile', 'orguser', 'appuser', 'team'],
  Configs: ['config', 'document'],
} as const satisfies Record<string, readonly string[]>;

export type ApiRouteGroupName = keyof typeof API_ROUTE_GROUPS;

/** `/orgunit/{id}` → `orgunit`. */
export function topLevelPathOf(path: string): string {
  return path.split('/').find(Boolean) ?? '';
}

export function routeGroupOf(path: string): ApiRouteGroupName {
  const top = topLevelPathOf(path);
  const group = (Object.keys(API_ROUTE_GROUPS) as ApiRouteGroupName[]).find((name) =>
    (API_ROUTE_GROUPS[name] as readonly string[]).includes(top),
  );
  if (!group) {
    throw new Error(
      `The route path ${path} has no API route group (lib/constructs/api-route-groups.ts)`,
    );
  }
  return group;
}

/** ROUTES of one group, in the table's order. */
export function routesOfGroup(group: ApiRouteGroupName): (typeof ROUTES)[number][] {
  return ROUTES.filter((route) => routeGroupOf(route.path) === group);
}
