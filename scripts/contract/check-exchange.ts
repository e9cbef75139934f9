/**
 * Checks one recorded exchange against the contract: the answer must be one the operation
 * declares (status, media type, body schema, required headers), and a request the contract calls
 * invalid must never be accepted. A method and path no operation has must get 403 with the error
 * body, as API Gateway answers them.
 */
import type { ValidateFunction } from 'ajv';

import {
  type RecordedExchange,
  RECORDED_REQUEST_HEADERS,
  RECORDED_RESPONSE_HEADERS,
} from '../../local/exchange-recorder';
import {
  type Contract,
  type ContractOperation,
  type ContractResponse,
  declaredResponse,
} from './openapi-contract';

export const VIOLATION_KINDS = [
  'unknown-route',
  'undeclared-status',
  'response-content-type',
  'response-body',
  'response-header',
  'accepted-invalid-request',
] as const;
export type ViolationKind = (typeof VIOLATION_KINDS)[number];

export interface Violation {
  kind: ViolationKind;
  /** The operationId, or `METHOD (no route)` for a method and path no operation has. */
  operation: string;
  method: string;
  path: string;
  status: number;
  detail: string;
}

export const NO_ROUTE_STATUS = 403;

function errorsOf(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .slice(0, 3)
    .map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`)
    .join('; ');
}

function mediaType(contentType: string | undefined): string | undefined {
  return contentType?.split(';')[0]?.trim().toLowerCase() || undefined;
}

function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/** Problems of a body against the validators of its declared media types. */
function bodyProblems(
  text: string,
  contentType: string | undefined,
  content: Record<string, ValidateFunction>,
): { kind: 'content-type' | 'body'; detail: string } | undefined {
  const declared = Object.keys(content);
  if (declared.length === 0) {
    return text === '' ? undefined : { kind: 'body', detail: 'a body where none is declared' };
  }
  const type = mediaType(contentType);
  const validate = type ? content[type] : undefined;
  if (!validate) {
    return {
      kind: 'content-type',
      detail: `content-type ${type ?? '(none)'}, declared ${declared.join(', ')}`,
    };
  }
  if (!type?.endsWith('json')) return undefined;
  const parsed = parseJson(text);
  if (!parsed) return { kind: 'body', detail: `not JSON: ${text.slice(0, 80)}` };
  if (!validate(parsed.value)) return { kind: 'body', detail: errorsOf(validate) };
  return undefined;
}

function responseProblems(
  exchange: RecordedExchange,
  declared: ContractResponse,
): { kind: ViolationKind; detail: string }[] {
  const problems: { kind: ViolationKind; detail: string }[] = [];
  const body = bodyProblems(
    exchange.response.body,
    exchange.response.headers['content-type'],
    declared.content,
  );
  if (body) {
    problems.push({
      kind: body.kind === 'content-type' ? 'response-content-type' : 'response-body',
      detail: body.detail,
    });
  }
  const recorded: readonly string[] = RECORDED_RESPONSE_HEADERS;
  for (const [name, header] of Object.entries(declared.headers)) {
    if (!recorded.includes(name)) continue;
    const value = exchange.response.headers[name as keyof RecordedExchange['response']['headers']];
    if (value === undefined) {
      if (header.required) problems.push({ kind: 'response-header', detail: `no ${name}` });
    } else if (!header.validate(value)) {
      problems.push({
        kind: 'response-header',
        detail: `${name}: ${value}: ${errorsOf(header.validate)}`,
      });
    }
  }
  return problems;
}

function parameterValue(
  exchange: RecordedExchange,
  location: string,
  name: string,
  pathParameters: Record<string, string>,
): { checked: boolean; value?: string } {
  if (location === 'path') return { checked: true, value: pathParameters[name] };
  if (location === 'query') {
    // Like API Gateway's single-value map, the last of repeated values counts.
    return { checked: true, value: new URLSearchParams(exchange.query).getAll(name).at(-1) };
  }
  if (location === 'header') {
    const lower = name.toLowerCase();
    const recorded: readonly string[] = RECORDED_REQUEST_HEADERS;
    if (!recorded.includes(lower)) return { checked: false };
    return {
      checked: true,
      value: exchange.request.headers[lower as keyof RecordedExchange['request']['headers']],
    };
  }
  return { checked: false };
}

/** Why the contract calls the request invalid (empty when it is valid or cannot be told). */
export function requestProblems(
  exchange: RecordedExchange,
  operation: ContractOperation,
  pathParameters: Record<string, string>,
): string[] {
  const problems: string[] = [];
  if (operation.secured && !exchange.request.authorization) problems.push('no credentials');
  for (const parameter of operation.parameters) {
    const { checked, value } = parameterValue(
      exchange,
      parameter.in,
      parameter.name,
      pathParameters,
    );
    if (!checked) continue;
    if (value === undefined) {
      if (parameter.required) problems.push(`${parameter.in} ${parameter.name} missing`);
    } else if (!parameter.validate(value)) {
      problems.push(`${parameter.in} ${parameter.name}: ${errorsOf(parameter.validate)}`);
    }
  }
  const body = operation.requestBody;
  if (body && !exchange.request.bodyTruncated) {
    if (exchange.request.body === '') {
      if (body.required) problems.push('body missing');
    } else {
      const bodyProblem = bodyProblems(
        exchange.request.body,
        exchange.request.headers['content-type'],
        body.content,
      );
      if (bodyProblem) problems.push(`body: ${bodyProblem.detail}`);
    }
  }
  return problems;
}

export function checkExchange(contract: Contract, exchange: RecordedExchange): Violation[] {
  const at = { method: exchange.method, path: exchange.path, status: exchange.status };
  const found = contract.find(exchange.method, exchange.path);
  if (!found) {
    const operation = `${exchange.method} (no route)`;
    if (exchange.status !== NO_ROUTE_STATUS) {
      return [{ kind: 'unknown-route', operation, ...at, detail: `status ${exchange.status}` }];
    }
    const body = bodyProblems(exchange.response.body, exchange.response.headers['content-type'], {
      'application/json': contract.validateErrorBody,
    });
    return body ? [{ kind: 'unknown-route', operation, ...at, detail: body.detail }] : [];
  }
  const { operation, pathParameters } = found;
  const violation = (kind: ViolationKind, detail: string): Violation => ({
    kind,
    operation: operation.operationId,
    ...at,
    detail,
  });
  const declared = declaredResponse(operation, exchange.status);
  const violations = declared
    ? responseProblems(exchange, declared).map(({ kind, detail }) => violation(kind, detail))
    : [violation('undeclared-status', `status ${exchange.status} is not declared`)];
  if (exchange.status >= 200 && exchange.status < 300) {
    const problems = requestProblems(exchange, operation, pathParameters);
    if (problems.length > 0)
      violations.push(violation('accepted-invalid-request', problems.join('; ')));
  }
  return violations;
}
