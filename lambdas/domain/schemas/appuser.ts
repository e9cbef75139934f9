/** Schemas of the appuser routes. */
import type { RouteSchemaMap } from './route-schemas';

export const appuserRouteSchemas: RouteSchemaMap = {};
