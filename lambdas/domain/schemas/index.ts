/** Every route's schemas, merged from the per-resource files. */
import type * as z from 'zod/mini';

import { accessRouteSchemas } from './access';
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

const ROUTE_SCHEMA_TABLE = {
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
  ...accessRouteSchemas,
} satisfies RouteSchemaMap;

export const ROUTE_SCHEMAS: RouteSchemaMap = ROUTE_SCHEMA_TABLE;

type RouteSchemaTable = typeof ROUTE_SCHEMA_TABLE;

/** The body a route's operation receives, parsed by its body schema (undefined without one). */
export type RouteBody<Key extends string> = Key extends keyof RouteSchemaTable
  ? RouteSchemaTable[Key] extends { body: infer Schema extends z.ZodMiniType }
    ? z.infer<Schema>
    : undefined
  : undefined;
