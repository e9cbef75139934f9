/** Schemas of the orgunit routes. */
import type { RouteSchemaMap } from './route-schemas';

export const orgunitRouteSchemas: RouteSchemaMap = {};
