/**
 * The error contract of the document: which error answers each operation declares, the one error
 * body every one of them has (from a handler or from API Gateway itself), and the shared
 * `components` (responses, headers, parameters) the operations refer to.
 */
import { MFA_CLAIM, MFA_REQUIRED_CODE } from '../lambdas/domain/mfa';
import type { RouteSpec } from '../lambdas/domain/routes';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_LIFETIME_SECONDS,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAYED_HEADER,
} from '../lambdas/domain/schemas/idempotency';
import type { RouteSchemas } from '../lambdas/domain/schemas/route-schemas';
import type { JsonObject } from './openapi-json-schema';

export const ERROR_SCHEMA = 'Error';
/** Names of the shared components. */
const IDEMPOTENCY_KEY_PARAMETER = 'IdempotencyKey';
const IDEMPOTENT_REPLAYED_COMPONENT = 'IdempotentReplayed';
const RETRY_AFTER_COMPONENT = 'RetryAfter';
const SECONDS_PER_HOUR = 3600;

interface ErrorAnswer {
  name: string;
  description: string;
  /** The answer always carries `Retry-After` (seconds). */
  retryAfter?: boolean;
}

export const ERROR_ANSWERS = {
  400: {
    name: 'BadRequest',
    description:
      'Invalid input: headers, path, query or body (from the handler, or from API Gateway’s ' +
      'request validator when a required header or parameter is missing)',
  },
  401: { name: 'Unauthorized', description: 'No valid, unexpired ID token of the user pool' },
  403: {
    name: 'Forbidden',
    description:
      'Refused: the caller’s policies do not allow the call (the same answer whether or not the ' +
      'target exists), the web application firewall blocked the request, or no route has this ' +
      `method and path; with \`code\` \`${MFA_REQUIRED_CODE}\`: the caller must have multi-factor ` +
      'authentication (a system admin, or a user of a unit whose core config sets `requireMfa`) and ' +
      `the ID token’s \`${MFA_CLAIM}\` claim says the account has none: set up TOTP with Cognito ` +
      '(AssociateSoftwareToken, VerifySoftwareToken, SetUserMFAPreference), refresh the tokens and ' +
      'call again',
  },
  404: {
    name: 'NotFound',
    description:
      'The target, or the acting unit of `x-ouid`, does not exist or was deleted (told only to ' +
      'callers allowed to know)',
  },
  409: { name: 'Conflict', description: 'Duplicate, stale version or concurrent change' },
  413: {
    name: 'PayloadTooLarge',
    description:
      'The request (API Gateway’s 10 MB limit, the function’s 6 MB), the body, the requested ' +
      'upload or the answer is too large',
  },
  415: {
    name: 'UnsupportedMediaType',
    description: 'The body was not sent as `application/json`',
  },
  422: {
    name: 'IdempotencyKeyReused',
    description: 'The Idempotency-Key was already used with a different request',
  },
  429: {
    name: 'TooManyRequests',
    description: 'Throttled (the API’s or the firewall’s rate limit); retry after Retry-After',
    retryAfter: true,
  },
  500: {
    name: 'InternalError',
    description: 'Unexpected failure; the body carries the request id',
  },
  502: {
    name: 'BadGateway',
    description: 'The function failed without an answer (for example it ran past its timeout)',
  },
  503: {
    name: 'ServiceUnavailable',
    description:
      'The call ran out of its time budget (for example the database stalled). A write may or ' +
      'may not have been applied: retry after Retry-After with the same Idempotency-Key, which ' +
      'returns the first outcome if it was',
    retryAfter: true,
  },
  504: {
    name: 'GatewayTimeout',
    description: 'API Gateway’s integration timeout (29 s) passed without an answer',
  },
} as const satisfies Record<number, ErrorAnswer>;
export type ErrorStatus = keyof typeof ERROR_ANSWERS;

export function isWrite(route: RouteSpec): boolean {
  return route.method !== 'GET';
}

/** Every error status the route can answer, whichever part of the stack makes the answer. */
export function errorStatuses(route: RouteSpec, schemas: RouteSchemas | undefined): ErrorStatus[] {
  // Every route reads a unit (the acting unit of `x-ouid`, or one in the path or body) that may
  // be gone, and any request can exceed API Gateway's or Lambda's size limits.
  const statuses: ErrorStatus[] = [400, 401, 403, 404];
  if (isWrite(route)) statuses.push(409);
  statuses.push(413);
  if (schemas?.body) statuses.push(415);
  if (isWrite(route)) statuses.push(422);
  statuses.push(429, 500, 502, 503, 504);
  return statuses;
}

export function errorResponseRef(status: ErrorStatus): JsonObject {
  return { $ref: `#/components/responses/${ERROR_ANSWERS[status].name}` };
}

export const idempotencyKeyParameterRef: JsonObject = {
  $ref: `#/components/parameters/${IDEMPOTENCY_KEY_PARAMETER}`,
};

/** Response headers of a write's success answer. */
export const writeSuccessHeaders: JsonObject = {
  [IDEMPOTENT_REPLAYED_HEADER]: { $ref: `#/components/headers/${IDEMPOTENT_REPLAYED_COMPONENT}` },
};

function errorResponses(): JsonObject {
  const responses: JsonObject = {};
  for (const answer of Object.values(ERROR_ANSWERS) as ErrorAnswer[]) {
    responses[answer.name] = {
      description: answer.description,
      ...(answer.retryAfter
        ? { headers: { 'Retry-After': { $ref: `#/components/headers/${RETRY_AFTER_COMPONENT}` } } }
        : {}),
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } },
    };
  }
  return responses;
}

/** The shared parts the operations refer to (`components` minus the security schemes). */
export function errorContractComponents(): {
  schemas: JsonObject;
  responses: JsonObject;
  headers: JsonObject;
  parameters: JsonObject;
} {
  return {
    schemas: {
      [ERROR_SCHEMA]: {
        type: 'object',
        description:
          'The body of every error answer, whether a handler or API Gateway made it: a message ' +
          'for people and the request id to quote when reporting it',
        properties: {
          error: { type: 'string', minLength: 1 },
          requestId: { type: 'string' },
          code: {
            type: 'string',
            enum: [MFA_REQUIRED_CODE],
            description:
              'Present only on refusals a client acts on: `MfaRequired` (403), multi-factor ' +
              'authentication must be set up first',
          },
        },
        required: ['error', 'requestId'],
        additionalProperties: false,
      },
    },
    responses: errorResponses(),
    headers: {
      [RETRY_AFTER_COMPONENT]: {
        description: 'Seconds to wait before trying again',
        required: true,
        schema: { type: 'integer', minimum: 0 },
      },
      [IDEMPOTENT_REPLAYED_COMPONENT]: {
        description:
          'Present on a retry of an earlier write with the same Idempotency-Key: this is the ' +
          'first outcome again, and nothing was written this time',
        required: false,
        schema: { type: 'string', enum: ['true'] },
      },
    },
    parameters: {
      [IDEMPOTENCY_KEY_PARAMETER]: {
        name: IDEMPOTENCY_KEY_HEADER,
        in: 'header',
        required: false,
        description:
          'Makes the write safe to retry: a retry with the same key and body within ' +
          `${IDEMPOTENCY_KEY_LIFETIME_SECONDS / SECONDS_PER_HOUR} h returns the first outcome ` +
          '(same status and body) instead of writing again; the same key with another request ' +
          'is refused with 422.',
        schema: {
          type: 'string',
          minLength: 1,
          maxLength: 128,
          pattern: IDEMPOTENCY_KEY_PATTERN.source,
        },
      },
    },
  };
}
