/** Schemas of the config routes. */
import type { RouteSchemaMap } from './route-schemas';

export const configRouteSchemas: RouteSchemaMap = {};
