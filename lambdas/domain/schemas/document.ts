/**
 * Schemas of the document routes. An upload URL is signed for one image of a declared type and
 * size; S3 itself then refuses any other type or size (DESIGN.md §4). The uploaded object is then
 * registered as a document of the unit, listed newest first, viewed through a short-lived signed
 * URL and deleted by an admin.
 */
import * as z from 'zod/mini';

import { nameSchema } from './identifiers';
import { nextTokenField, pageQueryFields } from './paging';
import { publishQuerySchema } from './publish-flag';
import type { RouteSchemaMap } from './route-schemas';

export const DOCUMENT_LIMITS = {
  /** Largest upload S3 accepts through a signed URL. */
  maxBytes: 5_000_000,
  fileName: 200,
  /** Lifetime of an upload URL. */
  urlSeconds: 300,
  /** Lifetime of a view or download URL. */
  downloadSeconds: 120,
  /** Longest object key the upload route makes: unit id, random id, file-name hint, extension. */
  key: 1024,
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

/** `GET /document` without `signedUrl` (or with `signedUrl=false`): one page of the unit's list. */
export const listDocumentsQuerySchema = z.strictObject({
  signedUrl: z.optional(z.enum(['', 'false'])),
  ...pageQueryFields,
});

/** The one query schema of `GET /document`; the operation then reads its variant strictly. */
const documentQuerySchema = z.object({
  signedUrl: z.optional(z.enum(['true', 'false', ''])),
  contentType: z.optional(z.enum(DOCUMENT_CONTENT_TYPES)),
  contentLength: z.optional(z.string()),
  fileName: z.optional(z.string()),
  ...pageQueryFields,
});

/** A document id: the random id (a UUID) its object key starts with. */
export const documentIdSchema = z
  .string()
  .check(
    z.regex(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      'a document id is a lower-case UUID',
    ),
  );

/** `{ouid}/{documentId}[-{name hint}].{extension}`, as the upload route makes it. */
export const DOCUMENT_KEY_PATTERN =
  /^([A-Za-z0-9][A-Za-z0-9_-]*)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(-[A-Za-z0-9_-]+)?\.(jpg|png|gif|webp)$/;

/** The uploaded object to register, and the name the unit sees it by (the file's own name). */
export const registerDocumentBodySchema = z.strictObject({
  key: z
    .string()
    .check(
      z.maxLength(DOCUMENT_LIMITS.key, `key is at most ${DOCUMENT_LIMITS.key} characters`),
      z.regex(DOCUMENT_KEY_PATTERN, 'key must be a key the upload URL request gave'),
    ),
  name: nameSchema('name', DOCUMENT_LIMITS.fileName),
});

export type RegisterDocumentBody = z.infer<typeof registerDocumentBodySchema>;

export const documentSchema = z.object({
  id: z.string(),
  ouid: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.int(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
});

export type DocumentView = z.infer<typeof documentSchema>;

export const uploadUrlSchema = z.object({
  uploadURL: z.url(),
  key: z.string(),
  contentType: z.enum(DOCUMENT_CONTENT_TYPES),
  contentLength: z.int(),
  expiresIn: z.int(),
});

export const documentPageSchema = z.object({
  items: z.array(documentSchema),
  nextToken: nextTokenField,
});

/** A document with URLs to show it (inline) and to download it (as an attachment by its name). */
export const documentDetailsSchema = z.object({
  data: documentSchema,
  viewURL: z.url(),
  downloadURL: z.url(),
  expiresIn: z.int(),
});

export const documentRouteSchemas = {
  'GET /document': {
    query: documentQuerySchema,
    response: z.union([documentPageSchema, uploadUrlSchema]),
  },
  'POST /document': {
    query: publishQuerySchema,
    body: registerDocumentBodySchema,
    response: z.object({ data: documentSchema }),
    successStatus: 201,
  },
  'GET /document/{documentId}': {
    response: documentDetailsSchema,
  },
  'DELETE /document/{documentId}': {
    query: publishQuerySchema,
    response: z.object({ data: documentSchema }),
  },
} satisfies RouteSchemaMap;
