/** Schemas of the document routes. */
import type { RouteSchemaMap } from './route-schemas';

export const documentRouteSchemas: RouteSchemaMap = {};
