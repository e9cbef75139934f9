/**
 * The unit a route's operation reads or changes (its target), in one place: the operations hand it
 * to authorization, and the access explainer asks the same question for a route it is given.
 * Routes not named here have no target: authorization weighs the acting unit (`x-ouid`) alone.
 */
import type { RouteSpec } from './routes';

export type TargetSource =
  /** A path parameter names the unit. */
  | { from: 'path'; name: string }
  /** A query value names the unit; without it, the acting unit is the target. */
  | { from: 'query'; name: string }
  /** The acting unit itself (`x-ouid`) is the target. */
  | { from: 'acting'; name: 'x-ouid' };

const byId: TargetSource = { from: 'path', name: 'id' };
const acting: TargetSource = { from: 'acting', name: 'x-ouid' };

const TARGET_SOURCES: Readonly<Record<string, TargetSource>> = {
  'GET /orgunit': { from: 'query', name: 'parentOuId' },
  'GET /orgunit/{id}': byId,
  'PUT /orgunit/{id}': byId,
  'DELETE /orgunit/{id}': byId,
  'GET /orgunit/{id}/deletion': byId,
  'POST /orgunit/{id}/deletion/approve': byId,
  'POST /orgunit/{id}/deletion/reject': byId,
  'POST /orgunit/{id}/restore': byId,
  'GET /orgunit/{id}/activities': byId,
  'GET /orgunit/{id}/seen': byId,
  'PUT /orgunit/{id}/seen': byId,
  'GET /workqueue/deletion-requests': acting,
  'GET /workqueue/deleted-units': acting,
  'GET /orgplan/{ouid}': { from: 'path', name: 'ouid' },
  'GET /access/units/{id}/people': byId,
  // The body may name a unit in the acting unit's subtree (orguser/role-choice.ts); without a
  // body, as the explainer asks, the acting unit is the target.
  'POST /orguser': acting,
  'PUT /orguser/{username}': acting,
};

export function targetSourceOf(
  route: Pick<RouteSpec, 'method' | 'path'>,
): TargetSource | undefined {
  return TARGET_SOURCES[`${route.method} ${route.path}`];
}

export interface RouteCall {
  pathParameters: Readonly<Record<string, string | undefined>>;
  query: Readonly<Record<string, string | undefined>>;
  actingUnitId?: string;
}

/** The target unit id of a call of the route (undefined: the route names none). */
export function routeTargetUnit(
  route: Pick<RouteSpec, 'method' | 'path'>,
  call: RouteCall,
): string | undefined {
  const source = targetSourceOf(route);
  switch (source?.from) {
    case undefined:
      return undefined;
    case 'path':
      return call.pathParameters[source.name];
    case 'query':
      return call.query[source.name] || call.actingUnitId;
    case 'acting':
      return call.actingUnitId;
  }
}
