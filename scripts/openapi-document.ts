/**
 * Builds the OpenAPI 3.1 document of the API from the two sources the handlers use: the route
 * table (method, path, permission, required headers) and the per-route zod/mini schemas. The
 * output is deterministic (keys sorted, no dates), so a test can compare it with the committed
 * docs/openapi.json.
 */
import path from 'node:path';

import * as z from 'zod/mini';

import { ROUTES, routeKey, type RouteSpec } from '../lambdas/domain/routes';
import { ROUTE_SCHEMAS } from '../lambdas/domain/schemas';
import { ERROR_BODY_DESCRIPTION, type RouteSchemas } from '../lambdas/domain/schemas/route-schemas';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export const OPENAPI_FILE = path.resolve(__dirname, '..', 'docs', 'openapi.json');

const SECURITY_SCHEME = 'CognitoIdToken';

/** Headers the console sends and API Gateway checks; any other header is ignored. */
const HEADER_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'x-ouid': 'The acting unit: must be covered by one of the caller’s policies',
  'x-ouidchain': 'The ouid chain of the acting unit, checked against the stored chain',
  'x-appid': 'The application the call is about',
};

const ERRORS = {
  400: ['BadRequest', 'Invalid input: headers, path, query or body'],
  401: ['Unauthorized', 'No valid, unexpired ID token of the user pool'],
  403: ['Forbidden', 'Refused; the same answer whether or not the target exists'],
  404: ['NotFound', 'The target does not exist (told only to callers allowed to know)'],
  409: ['Conflict', 'Duplicate, stale version or concurrent change'],
  413: ['PayloadTooLarge', 'The body, the requested upload or the answer is too large'],
  500: ['InternalError', 'Unexpected failure; the body carries the request id'],
} as const satisfies Record<number, readonly [string, string]>;
type ErrorStatus = keyof typeof ERRORS;

function toJson(value: unknown): Json {
  return JSON.parse(JSON.stringify(value)) as Json;
}

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

/** JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) of a zod/mini schema. */
export function jsonSchemaOf(schema: z.ZodMiniType, io: 'input' | 'output'): JsonObject {
  const converted = toJson(
    z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }),
  ) as JsonObject;
  delete converted.$schema;
  return converted;
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

function headerParameters(route: RouteSpec): JsonObject[] {
  const required = route.requiredHeaders ?? [];
  const names = required.includes('x-ouid') ? required : ['x-ouid', ...required];
  return names.map((name) => ({
    name,
    in: 'header',
    required: required.includes(name),
    description: HEADER_DESCRIPTIONS[name] ?? name,
    schema: { type: 'string', minLength: 1 },
  }));
}

function errorStatuses(route: RouteSpec, schemas: RouteSchemas | undefined): ErrorStatus[] {
  const statuses: ErrorStatus[] = [400, 401, 403];
  if (pathParameterNames(route.path).length > 0) statuses.push(404);
  if (route.method !== 'GET') statuses.push(409);
  if (schemas?.body || route.resource === 'document' || route.resource === 'orgplan') {
    statuses.push(413);
  }
  statuses.push(500);
  return statuses;
}

function operationOf(route: RouteSpec, schemas: RouteSchemas | undefined): JsonObject {
  const success = String(schemas?.successStatus ?? 200);
  const responses: JsonObject = {
    [success]: {
      description: 'Success',
      content: {
        'application/json': {
          schema: schemas?.response ? jsonSchemaOf(schemas.response, 'output') : {},
        },
      },
    },
  };
  for (const status of errorStatuses(route, schemas)) {
    responses[String(status)] = { $ref: `#/components/responses/${ERRORS[status][0]}` };
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
        schema: { type: 'string', minLength: 1 },
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
      content: { 'application/json': { schema: jsonSchemaOf(schemas.body, 'input') } },
    };
  }
  return operation;
}

function components(): JsonObject {
  const responses: JsonObject = {};
  for (const [name, description] of Object.values(ERRORS)) {
    responses[name] = {
      description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
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
    schemas: {
      Error: {
        type: 'object',
        description: ERROR_BODY_DESCRIPTION,
        properties: { error: { type: 'string' }, requestId: { type: 'string' } },
        required: ['error'],
      },
    },
    responses,
  };
}

export function buildOpenApiDocument(
  routes: readonly RouteSpec[] = ROUTES,
  routeSchemas: Readonly<Record<string, RouteSchemas>> = ROUTE_SCHEMAS,
): Json {
  const paths: JsonObject = {};
  for (const route of routes) {
    const item = (paths[route.path] ??= {}) as JsonObject;
    item[route.method.toLowerCase()] = operationOf(route, routeSchemas[routeKey(route)]);
  }
  return sortKeys({
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Org console API',
      version: '1',
      description:
        'Every call of the admin console. Authorization: the caller’s policies (from the ' +
        'database) must cover x-ouid and the target; x-permission names the permission of ' +
        'lambdas/domain/permissions.ts the call needs.',
    },
    security: [{ [SECURITY_SCHEME]: [] }],
    paths,
    components: components(),
  });
}

/** The committed file's exact text. */
export function renderOpenApiDocument(): string {
  return `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
}
