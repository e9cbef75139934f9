/**
 * Route keys as types, from the literal route table: a resource's operations map is typed by
 * them, so a route without an operation (or an operation without a route) fails the compiler.
 */
import type { Resource, TableRoute } from './routes';

/** `'GET /orgunit/{id}'` for a route `{ method: 'GET', path: '/orgunit/{id}' }`. */
type KeyOfRoute<Route> = Route extends {
  readonly method: infer Method extends string;
  readonly path: infer Path extends string;
}
  ? `${Method} ${Path}`
  : never;

/** Every key of the route table (the form of `routeKey(route)`). */
export type RouteKey = KeyOfRoute<TableRoute>;

/** The keys of the routes one resource (one Lambda) serves. */
export type RouteKeyOf<R extends Resource> = KeyOfRoute<Extract<TableRoute, { resource: R }>>;
