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

const document = buildOpenApiDocument() as unknown as {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

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
