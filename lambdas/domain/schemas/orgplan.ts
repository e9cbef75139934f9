/** Schemas of the orgplan routes. */
import type { RouteSchemaMap } from './route-schemas';

export const orgplanRouteSchemas: RouteSchemaMap = {};
