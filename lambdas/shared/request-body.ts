/**
 * Reads a JSON body into the route's body schema, which lists the writable fields, so nothing
 * else can be assigned (no mass assignment). Too large → 413, not JSON or not matching → 400.
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';
import type * as z from 'zod/mini';

import { routeKey, type RouteSpec } from '../domain/routes';
import { ROUTE_SCHEMAS } from '../domain/schemas';
import { BadRequestError, PayloadTooLargeError } from './errors';
import { API_MESSAGES } from './messages';

/** API bodies are small records; files go straight to S3 through pre-signed URLs. */
export const MAX_JSON_BODY_BYTES = 256 * 1024;

type BodyEvent = Pick<APIGatewayProxyEvent, 'body' | 'isBase64Encoded'>;

export function parseJsonBody<Schema extends z.ZodMiniType>(
  event: BodyEvent,
  schema: Schema,
): z.infer<Schema> {
  const raw = event.isBase64Encoded
    ? Buffer.from(event.body ?? '', 'base64').toString('utf8')
    : (event.body ?? '');
  if (Buffer.byteLength(raw, 'utf8') > MAX_JSON_BODY_BYTES) {
    throw new PayloadTooLargeError(API_MESSAGES.bodyTooLarge(MAX_JSON_BODY_BYTES));
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new BadRequestError(API_MESSAGES.invalidJson);
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    const detail = result.error.issues
      .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
      .join('; ');
    throw new BadRequestError(API_MESSAGES.invalidBody(detail));
  }
  return result.data;
}

/** The body of a request to `route`, parsed by the route table's body schema (none: undefined). */
export function parseRouteBody(route: RouteSpec, event: BodyEvent): unknown {
  const schema = ROUTE_SCHEMAS[routeKey(route)]?.body;
  return schema ? parseJsonBody(event, schema) : undefined;
}
