/** Schemas of the userprofile routes. */
import type { RouteSchemaMap } from './route-schemas';

export const userprofileRouteSchemas: RouteSchemaMap = {};
