/**
 * Request and response schemas per route (zod/mini: small in the Lambda bundles, and
 * `z.toJSONSchema` turns them into the OpenAPI document). The router checks path, headers and
 * query with them and parses the body, which operations receive typed (`RouteBody`, index.ts);
 * `docs/openapi.json` is generated from them. Each resource's map is declared
 * `satisfies RouteSchemaMap`, so its keys and body schemas keep their literal types.
 */
import type * as z from 'zod/mini';

export interface RouteSchemas {
  /** The JSON body the route accepts (POST/PUT). */
  body?: z.ZodMiniType;
  /** Query parameters the route reads. */
  query?: z.ZodMiniType;
  /** The body of the success answer. */
  response: z.ZodMiniType;
  /** The success status, when not 200. */
  successStatus?: number;
}

/** Keyed by `routeKey(route)`, e.g. `'POST /orgunit'`. */
export type RouteSchemaMap = Readonly<Record<string, RouteSchemas>>;

/** The error body of every failure (spec: `{ "error": "<message>" }`, 500s add the request id). */
export const ERROR_BODY_DESCRIPTION = 'An error message; 500 answers also carry requestId';
