/**
 * The operations of an OpenAPI 3.1 document, with every `$ref` to components/parameters,
 * components/responses and components/headers resolved, and their JSON Schemas compiled by ajv in
 * the document's dialect (draft 2020-12). Schema `$ref`s into components/schemas stay references,
 * resolved by ajv, so recursive schemas work.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

import { matchPath } from '../../lambdas/domain/route-paths';
import { withRefPrefix } from '../openapi-json-schema';

type JsonObject = { [key: string]: unknown };

export interface OpenApiDocument {
  openapi: string;
  security?: JsonObject[];
  paths: Record<string, Record<string, JsonObject>>;
  components?: {
    schemas?: Record<string, JsonObject>;
    parameters?: Record<string, JsonObject>;
    responses?: Record<string, JsonObject>;
    headers?: Record<string, JsonObject>;
  };
}

export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  validate: ValidateFunction;
}

export interface ContractHeader {
  required: boolean;
  validate: ValidateFunction;
}

export interface ContractResponse {
  headers: Record<string, ContractHeader>;
  /** Body schema by media type; empty when the answer has no body. */
  content: Record<string, ValidateFunction>;
}

export interface ContractOperation {
  method: string;
  template: string;
  operationId: string;
  /** Whether the operation needs the caller's credentials. */
  secured: boolean;
  parameters: ContractParameter[];
  requestBody?: { required: boolean; content: Record<string, ValidateFunction> };
  responses: Record<string, ContractResponse>;
}

export interface Contract {
  operations: ContractOperation[];
  /** The operation a method and concrete path call, as API Gateway picks it (literal segments win). */
  find(
    method: string,
    path: string,
  ): { operation: ContractOperation; pathParameters: Record<string, string> } | undefined;
  /** The schema every error body has (components/schemas/Error). */
  validateErrorBody: ValidateFunction;
}

const SCHEMA_BASE = 'https://contract.local/components/schemas/';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** The same JSON with `#/components/schemas/<name>` pointing at the schema ajv knows by that id. */
function absoluteRefs(value: unknown): unknown {
  return withRefPrefix(value, '#/components/schemas/', SCHEMA_BASE);
}

function schemaCompiler(document: OpenApiDocument): {
  compile: (schema: unknown) => ValidateFunction;
  coercing: (schema: unknown) => ValidateFunction;
} {
  const make = (coerceTypes: boolean) => {
    const ajv = new Ajv2020({ allErrors: true, strict: false, coerceTypes });
    addFormats(ajv);
    for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
      ajv.addSchema(absoluteRefs({ ...schema, $id: `${SCHEMA_BASE}${name}` }) as JsonObject);
    }
    const compiled = new Map<string, ValidateFunction>();
    return (schema: unknown) => {
      const key = JSON.stringify(schema ?? {});
      let validate = compiled.get(key);
      if (!validate) {
        validate = ajv.compile(absoluteRefs(schema ?? {}) as JsonObject);
        compiled.set(key, validate);
      }
      return validate;
    };
  };
  // Parameters and headers travel as text: `coerceTypes` reads "3" as the integer 3.
  return { compile: make(false), coercing: make(true) };
}

function resolve(document: OpenApiDocument, value: unknown): JsonObject {
  const object = (value ?? {}) as JsonObject;
  const ref = object.$ref;
  if (typeof ref !== 'string') return object;
  const match = /^#\/components\/(parameters|responses|headers)\/(.+)$/.exec(ref);
  const target = match
    ? document.components?.[match[1] as 'parameters']?.[match[2] as string]
    : undefined;
  if (!target) throw new Error(`Cannot resolve ${ref}`);
  return resolve(document, target);
}

function contentValidators(
  content: unknown,
  compile: (schema: unknown) => ValidateFunction,
): Record<string, ValidateFunction> {
  return Object.fromEntries(
    Object.entries((content ?? {}) as Record<string, JsonObject>).map(([mediaType, media]) => [
      mediaType,
      compile(media.schema),
    ]),
  );
}

function countParameters(template: string): number {
  return (template.match(/\{/g) ?? []).length;
}

type Compile = (schema: unknown) => ValidateFunction;

function parametersOf(
  document: OpenApiDocument,
  item: Record<string, JsonObject>,
  operation: JsonObject,
  coercing: Compile,
): ContractParameter[] {
  const declared = [
    ...((item.parameters ?? []) as unknown[]),
    ...((operation.parameters ?? []) as unknown[]),
  ];
  return declared
    .map((parameter) => resolve(document, parameter))
    .map((parameter) => ({
      name: String(parameter.name),
      in: parameter.in as ContractParameter['in'],
      required: parameter.required === true,
      validate: coercing(parameter.schema),
    }));
}

function responsesOf(
  document: OpenApiDocument,
  operation: JsonObject,
  compile: Compile,
  coercing: Compile,
): Record<string, ContractResponse> {
  const responses: Record<string, ContractResponse> = {};
  for (const [status, response] of Object.entries((operation.responses ?? {}) as JsonObject)) {
    const resolved = resolve(document, response);
    const headers: Record<string, ContractHeader> = {};
    for (const [name, header] of Object.entries((resolved.headers ?? {}) as JsonObject)) {
      const resolvedHeader = resolve(document, header);
      headers[name.toLowerCase()] = {
        required: resolvedHeader.required === true,
        validate: coercing(resolvedHeader.schema),
      };
    }
    responses[status] = { headers, content: contentValidators(resolved.content, compile) };
  }
  return responses;
}

/** Whether every security requirement of the operation asks for credentials. */
function isSecured(document: OpenApiDocument, operation: JsonObject): boolean {
  const security = (operation.security ?? document.security ?? []) as JsonObject[];
  return (
    security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0)
  );
}

function operationsOf(
  document: OpenApiDocument,
  compile: Compile,
  coercing: Compile,
): ContractOperation[] {
  return Object.entries(document.paths).flatMap(([template, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const body = operation.requestBody ? resolve(document, operation.requestBody) : undefined;
      return [
        {
          method: method.toUpperCase(),
          template,
          operationId: String(operation.operationId ?? `${method.toUpperCase()} ${template}`),
          secured: isSecured(document, operation),
          parameters: parametersOf(document, item, operation, coercing),
          ...(body
            ? {
                requestBody: {
                  required: body.required === true,
                  content: contentValidators(body.content, compile),
                },
              }
            : {}),
          responses: responsesOf(document, operation, compile, coercing),
        },
      ];
    }),
  );
}

/** The declared answer for a status: exact, else its range (`4XX`), else `default`. */
export function declaredResponse(
  operation: ContractOperation,
  status: number,
): ContractResponse | undefined {
  const { responses } = operation;
  return (
    responses[String(status)] ?? responses[`${Math.floor(status / 100)}XX`] ?? responses.default
  );
}

export function loadContract(document: OpenApiDocument): Contract {
  const { compile, coercing } = schemaCompiler(document);
  const operations = operationsOf(document, compile, coercing);
  const errorSchema = document.components?.schemas?.Error;
  if (!errorSchema) throw new Error('The document has no components/schemas/Error');
  return {
    operations,
    find(method, path) {
      const candidates = operations
        .filter((operation) => operation.method === method.toUpperCase())
        .flatMap((operation) => {
          const pathParameters = matchPath(operation.template, path);
          return pathParameters ? [{ operation, pathParameters }] : [];
        });
      candidates.sort(
        (a, b) => countParameters(a.operation.template) - countParameters(b.operation.template),
      );
      return candidates[0];
    },
    validateErrorBody: compile({ $ref: '#/components/schemas/Error' }),
  };
}
