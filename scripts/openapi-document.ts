/**
 * Builds the OpenAPI 3.1 document of the API from the two sources the handlers use: the route
 * table (method, path, permission, required headers) and the per-route zod/mini schemas. The
 * output is deterministic (keys sorted, no dates), so a test can compare it with the committed
 * docs/openapi.json.
 */
import path from 'node:path';

import type * as z from 'zod/mini';

import { ROUTES, routeKey, type RouteSpec } from '../lambdas/domain/routes';
import { ROUTE_SCHEMAS } from '../lambdas/domain/schemas';
import { HEADER_SCHEMAS, PATH_PARAMETER_SCHEMAS } from '../lambdas/domain/schemas/parameters';
import type { RouteSchemas } from '../lambdas/domain/schemas/route-schemas';
import {
  errorContractComponents,
  errorResponseRef,
  errorStatuses,
  idempotencyKeyParameterRef,
  isWrite,
  writeSuccessHeaders,
} from './openapi-errors';
import { type Json, type JsonObject, jsonSchemaOf } from './openapi-json-schema';
import { servers } from './openapi-servers';

export { jsonSchemaOf } from './openapi-json-schema';

export const OPENAPI_FILE = path.resolve(__dirname, '..', 'docs', 'openapi.json');

const SECURITY_SCHEME = 'CognitoIdToken';

/** Headers the console sends and API Gateway checks; any other header is ignored. */
const HEADER_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'x-ouid': 'The acting unit: must be covered by one of the caller’s policies',
  'x-ouidchain': 'The ouid chain of the acting unit, checked against the stored chain',
  'x-appid': 'The application the call is about',
};

/** Tag descriptions: one tag per resource (one Lambda function each). */
const TAG_DESCRIPTIONS: Readonly<Record<RouteSpec['resource'], string>> = {
  orgunit: 'Organisation units: the tree, details, edits and the deletion workflow',
  orgplan: 'The organisation plan: a unit’s whole subtree',
  userprofile: 'User profiles: accounts, person details, status and search',
  orguser: 'The users of a unit and their roles there',
  appuser: 'The roles users hold in applications',
  config: 'Per-organisation configuration artifacts',
  document: 'Documents: uploads through pre-signed URLs and the library',
  tenant: 'Tenants: ROOT organisations and their first admins',
  team: 'Teams inside a unit',
  access: 'Why a person may or may not act on a unit, and who has access to it',
};

/** Objects with sorted keys, recursively: the same input always gives the same text. */
export function sortKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys(value[key] as Json)]),
  );
}

function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
}

function operationId(route: RouteSpec): string {
  const words = route.path
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/[{}]/g, ''))
    .map((part) => (part === route.resource ? part : `by-${part}`));
  const camel = [route.method.toLowerCase(), ...words]
    .join('-')
    .replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return camel;
}

/** A path parameter's or header's schema: the one the router checks it with, if it has one. */
function stringSchemaOf(schema: z.ZodMiniType<string> | undefined): JsonObject {
  return schema ? jsonSchemaOf(schema, 'input') : { type: 'string', minLength: 1 };
}

function queryParameters(schemas: RouteSchemas | undefined): JsonObject[] {
  if (!schemas?.query) return [];
  const query = jsonSchemaOf(schemas.query, 'input');
  const properties = (query.properties ?? {}) as JsonObject;
  const required = new Set((query.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
}

function headerParameters(route: RouteSpec): Json[] {
  const required = route.requiredHeaders ?? [];
  const names = required.includes('x-ouid') ? required : ['x-ouid', ...required];
  const headers: Json[] = names.map((name) => ({
    name,
    in: 'header',
    required: required.includes(name),
    description: HEADER_DESCRIPTIONS[name] ?? name,
    schema: stringSchemaOf(HEADER_SCHEMAS[name]),
  }));
  if (isWrite(route)) headers.push(idempotencyKeyParameterRef);
  return headers;
}

function operationOf(
  route: RouteSpec,
  schemas: RouteSchemas | undefined,
  namedSchemas: JsonObject,
): JsonObject {
  const success = String(schemas?.successStatus ?? 200);
  const responses: JsonObject = {
    [success]: {
      description: 'Success',
      ...(isWrite(route) ? { headers: writeSuccessHeaders } : {}),
      content: {
        'application/json': {
          schema: schemas?.response ? jsonSchemaOf(schemas.response, 'output', namedSchemas) : {},
        },
      },
    },
  };
  for (const status of errorStatuses(route, schemas)) {
    responses[String(status)] = errorResponseRef(status);
  }
  const operation: JsonObject = {
    operationId: operationId(route),
    summary: route.summary,
    tags: [route.resource],
    security: [{ [SECURITY_SCHEME]: [] }],
    'x-permission': route.permission,
    parameters: [
      ...pathParameterNames(route.path).map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: stringSchemaOf(PATH_PARAMETER_SCHEMAS[name]),
      })),
      ...headerParameters(route),
      ...queryParameters(schemas),
    ],
    responses,
  };
  if (route.queryPermissions) operation['x-query-permissions'] = { ...route.queryPermissions };
  if (schemas?.body) {
    operation.requestBody = {
      required: true,
      content: {
        'application/json': { schema: jsonSchemaOf(schemas.body, 'input', namedSchemas) },
      },
    };
  }
  return operation;
}

function components(namedSchemas: JsonObject): JsonObject {
  const shared = errorContractComponents();
  return {
    securitySchemes: {
      [SECURITY_SCHEME]: {
        type: 'apiKey',
        in: 'header',
        name: 'Authorization',
        description:
          'The Cognito user pool ID token (API Gateway Cognito authorizer); policies are read ' +
          'from the database on every request, never from the token alone.',
        'x-amazon-apigateway-authtype': 'cognito_user_pools',
      },
    },
    schemas: { ...namedSchemas, ...shared.schemas },
    responses: shared.responses,
    headers: shared.headers,
    parameters: shared.parameters,
  };
}

export function buildOpenApiDocument(
  routes: readonly RouteSpec[] = ROUTES,
  routeSchemas: Readonly<Record<string, RouteSchemas>> = ROUTE_SCHEMAS,
): Json {
  const paths: JsonObject = {};
  const namedSchemas: JsonObject = {};
  for (const route of routes) {
    const item = (paths[route.path] ??= {}) as JsonObject;
    item[route.method.toLowerCase()] = operationOf(
      route,
      routeSchemas[routeKey(route)],
      namedSchemas,
    );
  }
  const tags = [...new Set(routes.map((route) => route.resource))].map((name) => ({
    name,
    description: TAG_DESCRIPTIONS[name],
  }));
  return sortKeys({
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Org console API',
      version: '1',
      description:
        'Every call of the admin console. Authorization: the caller’s policies (from the ' +
        'database) must cover x-ouid and the target; x-permission names the permission of ' +
        'lambdas/domain/permissions.ts the call needs. Every error answer, whether a handler ' +
        'or API Gateway made it, has the body `{"error", "requestId"}` (plus `code` on the ' +
        'refusals a client acts on: `MfaRequired`).',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: servers(),
    security: [{ [SECURITY_SCHEME]: [] }],
    tags,
    paths,
    components: components(namedSchemas),
  });
}

/** The committed file's exact text. */
export function renderOpenApiDocument(): string {
  return `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
}
