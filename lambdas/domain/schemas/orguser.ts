/** Schemas of the orguser routes. */
import type { RouteSchemaMap } from './route-schemas';

export const orguserRouteSchemas: RouteSchemaMap = {};
