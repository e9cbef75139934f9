/** Every route's schemas, merged from the per-resource files. */
import { appuserRouteSchemas } from './appuser';
import { configRouteSchemas } from './config';
import { configVersionRouteSchemas } from './config-versions';
import { documentRouteSchemas } from './document';
import { notificationRouteSchemas } from './notifications';
import { orgplanRouteSchemas } from './orgplan';
import { orgunitRouteSchemas } from './orgunit';
import { orguserRouteSchemas } from './orguser';
import type { RouteSchemaMap } from './route-schemas';
import { teamRouteSchemas } from './team';
import { tenantRouteSchemas } from './tenant';
import { userprofileRouteSchemas } from './userprofile';
import { workqueueRouteSchemas } from './workqueue';

export const ROUTE_SCHEMAS: RouteSchemaMap = {
  ...orgunitRouteSchemas,
  ...orgplanRouteSchemas,
  ...userprofileRouteSchemas,
  ...orguserRouteSchemas,
  ...appuserRouteSchemas,
  ...configRouteSchemas,
  ...configVersionRouteSchemas,
  ...documentRouteSchemas,
  ...tenantRouteSchemas,
  ...teamRouteSchemas,
  ...notificationRouteSchemas,
  ...workqueueRouteSchemas,
};
