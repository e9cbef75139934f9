/**
 * Schemas of the document routes. An upload URL is signed for one image of a declared type and
 * size; S3 itself then refuses any other type or size (DESIGN.md §4).
 */
import * as z from 'zod/mini';

import type { RouteSchemaMap } from './route-schemas';

export const DOCUMENT_LIMITS = {
  /** Largest upload S3 accepts through a signed URL. */
  maxBytes: 5_000_000,
  fileName: 200,
  /** Lifetime of an upload URL. */
  urlSeconds: 300,
} as const;

export const DOCUMENT_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

/** The size check is made by the operation (413, not 400), so any whole number passes here. */
export const signedUrlQuerySchema = z.object({
  signedUrl: z.literal('true', 'signedUrl=true is required'),
  contentType: z.enum(
    DOCUMENT_CONTENT_TYPES,
    `contentType must be one of ${DOCUMENT_CONTENT_TYPES.join(', ')}`,
  ),
  contentLength: z
    .string()
    .check(z.regex(/^[1-9][0-9]{0,15}$/, 'contentLength must be the file size in bytes (from 1)')),
  fileName: z.optional(z.string().check(z.minLength(1), z.maxLength(DOCUMENT_LIMITS.fileName))),
});

export const documentRouteSchemas: RouteSchemaMap = {
  'GET /document': {
    query: signedUrlQuerySchema,
    response: z.object({
      uploadURL: z.url(),
      key: z.string(),
      contentType: z.enum(DOCUMENT_CONTENT_TYPES),
      contentLength: z.int(),
      expiresIn: z.int(),
    }),
  },
};
