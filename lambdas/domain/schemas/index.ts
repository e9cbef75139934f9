/** Every route's schemas, merged from the per-resource files. */
import { appuserRouteSchemas } from './appuser';
import { configRouteSchemas } from './config';
import { documentRouteSchemas } from './document';
import { orgplanRouteSchemas } from './orgplan';
import { orgunitRouteSchemas } from './orgunit';
import { orguserRouteSchemas } from './orguser';
import type { RouteSchemaMap } from './route-schemas';
import { tenantRouteSchemas } from './tenant';
import { userprofileRouteSchemas } from './userprofile';

export const ROUTE_SCHEMAS: RouteSchemaMap = {
  ...orgunitRouteSchemas,
  ...orgplanRouteSchemas,
  ...userprofileRouteSchemas,
  ...orguserRouteSchemas,
  ...appuserRouteSchemas,
  ...configRouteSchemas,
  ...documentRouteSchemas,
  ...tenantRouteSchemas,
};
