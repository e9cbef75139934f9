import { fetchAuthSession } from 'aws-amplify/auth';
import * as z from 'zod/mini';

import { IDEMPOTENCY_KEY_HEADER } from '@domain/schemas/idempotency';

import { commonStrings } from '../strings/common';
import { ApiError } from './api-error';
import { IdempotencyKeys, type WriteRequest } from './idempotency-keys';
import { reportMfaRequired } from './mfa-required-signal';
import { joinUrl, type RawAnswer, sendRawRequest } from './raw-request';

/** A zod schema, classic or mini (the shared domain schemas are zod/mini). */
export interface ResponseSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export interface ApiRequest<T> {
  apiUrl: string;
  path: string;
  /** The acting unit, sent as `x-ouid`. */
  ouid?: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Further request headers, e.g. `x-ouidchain` or `x-appid`. */
  headers?: Record<string, string>;
  schema: ResponseSchema<T>;
}

const errorBodySchema = z.object({
  error: z.string().check(z.minLength(1)),
  requestId: z.optional(z.string()),
  code: z.optional(z.string()),
});

/** The keys of this page's writes that still await a definitive answer. */
const idempotencyKeys = new IdempotencyKeys();

/**
 * Calls the API with the current ID token (Amplify refreshes it when needed) and validates the
 * answer. Every write carries an `Idempotency-Key`, the same one until it is definitively answered.
 */
export async function apiRequest<T>({
  apiUrl,
  path,
  ouid,
  method = 'GET',
  body,
  headers: extraHeaders,
  schema,
}: ApiRequest<T>): Promise<T> {
  const headers: Record<string, string> = {
    ...extraHeaders,
    Authorization: await currentIdToken(),
  };
  if (ouid) headers['x-ouid'] = ouid;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const write: WriteRequest | undefined =
    method === 'GET' ? undefined : { method, path, ouid, headers: extraHeaders, body };
  if (write) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKeys.keyFor(write);

  const answer = await sendRawRequest(joinUrl(apiUrl, path), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (write) idempotencyKeys.answered(write, answer.status);
  try {
    return readApiAnswer(answer, schema);
  } catch (error) {
    if (error instanceof ApiError && error.isMfaRequired) reportMfaRequired();
    throw error;
  }
}

/** The parsed body of a successful answer, or the ApiError that says what went wrong. */
export function readApiAnswer<T>({ status, text }: RawAnswer, schema: ResponseSchema<T>): T {
  const payload = parsedJson(text);
  if (status < 200 || status > 299) {
    const serverError = errorBodySchema.safeParse(payload);
    if (status === 503) {
      // Out of time on the server: the console's own advice, shown where the server's would be.
      const requestId = serverError.success ? serverError.data.requestId : undefined;
      throw new ApiError(commonStrings.api.busy, 503, true, requestId);
    }
    if (serverError.success) {
      const { error, requestId, code } = serverError.data;
      throw new ApiError(error, status, true, requestId, code);
    }
    throw new ApiError(commonStrings.api.requestFailed(status), status);
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(commonStrings.api.invalidResponse, status);
  return parsed.data;
}

async function currentIdToken(): Promise<string> {
  const session = await fetchAuthSession();
  const token = session.tokens?.idToken?.toString();
  if (!token) throw new ApiError(commonStrings.api.requestFailed(401), 401);
  return token;
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
