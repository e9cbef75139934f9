/** docs/openapi.json is generated from the route table and schemas, and must be current. */
import { readFileSync } from 'node:fs';

import { ROUTES, routeKey } from '../../lambdas/domain/routes';
import { ROUTE_SCHEMAS } from '../../lambdas/domain/schemas';
import {
  buildOpenApiDocument,
  OPENAPI_FILE,
  renderOpenApiDocument,
} from '../../scripts/openapi-document';

type Operation = {
  'x-permission': string;
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: { 'application/json': { schema: object } } };
  responses: Record<string, { content?: { 'application/json': { schema: object } } }>;
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const document = buildOpenApiDocument() as unknown as {
  openapi: string;
  info: { license?: { name: string } };
  servers: { url: string; variables?: Record<string, { default: string }> }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, unknown>;
    schemas: Record<string, { required?: string[]; properties?: Record<string, Json> }>;
    responses: Record<string, { headers?: Record<string, { $ref: string }> }>;
    headers: Record<string, { required?: boolean }>;
    parameters: Record<string, { name: string; in: string; schema: { pattern?: string } }>;
  };
};

/** Every `$ref` in the document, wherever it is. */
function refsIn(value: Json): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string' ? [child] : refsIn(child),
  );
}

/** The node a local `$ref` (`#/components/...`) points at, if any. */
function target(ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      document,
    );
}

function operationOf(method: string, path: string): Operation {
  const operation = document.paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`No operation for ${method} ${path}`);
  return operation;
}

describe('the OpenAPI document', () => {
  it('is current (run `npm run openapi` after changing routes or schemas)', () => {
    const committed = readFileSync(OPENAPI_FILE, 'utf8');
    const current = renderOpenApiDocument();
    if (committed !== current) {
      throw new Error('docs/openapi.json is stale: run `npm run openapi` and commit the result');
    }
  });

  it('is deterministic', () => {
    expect(renderOpenApiDocument()).toBe(renderOpenApiDocument());
  });

  it('is OpenAPI 3.1 with the Cognito ID-token scheme', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.components.securitySchemes)).toEqual(['CognitoIdToken']);
  });

  it('names the local platform and each environment as servers, and a license', () => {
    expect(document.servers[0]).toEqual(
      expect.objectContaining({
        url: 'http://127.0.0.1:{port}',
        variables: expect.objectContaining({ port: expect.objectContaining({ default: '3001' }) }),
      }),
    );
    const environments = document.servers.slice(1);
    expect(environments).toHaveLength(2);
    for (const server of environments) {
      expect(server.url).toBe('https://{restApiId}.execute-api.{region}.amazonaws.com/api');
      expect(server.variables?.region?.default).toBe('ap-south-1');
    }
    expect(document.info.license?.name).toBeTruthy();
  });

  it('refers only to components that exist; the org plan node refers to itself by name', () => {
    const refs = refsIn(document as unknown as Json);
    expect(
      refs.filter((ref) => !ref.startsWith('#/components/') || target(ref) === undefined),
    ).toEqual([]);
    const node = document.components.schemas.OrgPlanNode;
    expect(refsIn(node as Json)).toEqual(['#/components/schemas/OrgPlanNode']);
  });

  it('has one error body with a message and the request id, both required', () => {
    const error = document.components.schemas.Error;
    expect(error?.required).toEqual(['error', 'requestId']);
    expect(error?.properties?.error).toEqual({ type: 'string', minLength: 1 });
    for (const name of ['TooManyRequests', 'ServiceUnavailable']) {
      const retryAfter = document.components.responses[name]?.headers?.['Retry-After'];
      expect(retryAfter && target(retryAfter.$ref)).toEqual(
        expect.objectContaining({ required: true }),
      );
    }
  });

  it.each(ROUTES.map((route) => [routeKey(route), route] as const))(
    '%s: every error answer the stack can give, and Idempotency-Key on writes',
    (_key, route) => {
      const operation = operationOf(route.method, route.path);
      const write = route.method !== 'GET';
      const statuses = ['400', '401', '403', '429', '500', '502', '503', '504'];
      if (write) statuses.push('409', '422');
      if (write || route.path.includes('{')) statuses.push('404');
      for (const status of statuses) {
        const response = operation.responses[status] as unknown as { $ref?: string };
        expect({ status, ref: response?.$ref && target(response.$ref) !== undefined }).toEqual({
          status,
          ref: true,
        });
      }
      const idempotencyKey = (operation.parameters as unknown as { $ref?: string }[]).find(
        (parameter) => parameter.$ref === '#/components/parameters/IdempotencyKey',
      );
      expect(Boolean(idempotencyKey)).toBe(write);
    },
  );

  it('declares Idempotency-Key as an optional header of 1 to 128 safe characters', () => {
    const parameter = document.components.parameters.IdempotencyKey;
    expect(parameter).toEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
    );
    const pattern = new RegExp(parameter?.schema.pattern ?? '');
    expect(pattern.test('a'.repeat(128))).toBe(true);
    expect(pattern.test('a'.repeat(129))).toBe(false);
    expect(pattern.test('550e8400-e29b-41d4-a716-446655440000')).toBe(true);
    expect(pattern.test('has space')).toBe(false);
  });

  it.each(ROUTES.map((route) => [routeKey(route), route] as const))(
    '%s: permission, path parameters, required headers and errors',
    (_key, route) => {
      const operation = operationOf(route.method, route.path);
      expect(operation['x-permission']).toBe(route.permission);
      for (const name of route.path.match(/\{[^}]+\}/g) ?? []) {
        expect(operation.parameters).toContainEqual(
          expect.objectContaining({ name: name.slice(1, -1), in: 'path', required: true }),
        );
      }
      for (const header of route.requiredHeaders ?? []) {
        expect(operation.parameters).toContainEqual(
          expect.objectContaining({ name: header, in: 'header', required: true }),
        );
      }
      expect(Object.keys(operation.responses)).toEqual(
        expect.arrayContaining(['400', '401', '403', '500']),
      );
    },
  );

  it.each(ROUTES.map((route) => [routeKey(route), route] as const))(
    '%s: has its schemas (body for POST/PUT, success response)',
    (key, route) => {
      const schemas = ROUTE_SCHEMAS[key];
      expect({ route: key, hasSchemas: schemas !== undefined }).toEqual({
        route: key,
        hasSchemas: true,
      });
      const operation = operationOf(route.method, route.path);
      if (route.method === 'POST' || route.method === 'PUT') {
        expect({ route: key, hasBody: schemas?.body !== undefined }).toEqual({
          route: key,
          hasBody: true,
        });
        expect(operation.requestBody?.content['application/json'].schema).toBeDefined();
      }
      const success = String(schemas?.successStatus ?? 200);
      const schema = operation.responses[success]?.content?.['application/json'].schema;
      expect(schema).toBeDefined();
      expect(Object.keys(schema ?? {}).length).toBeGreaterThan(0);
    },
  );
});
