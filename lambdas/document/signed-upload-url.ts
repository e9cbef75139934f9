/**
 * GET /document?signedUrl=true&contentType=&contentLength=[&fileName=]: a pre-signed PUT into the
 * acting unit's prefix of the documents bucket. The signature covers Content-Type and
 * Content-Length, so S3 refuses a body of any other type or size; over the limit is a 413 here.
 */
import { randomUUID } from 'node:crypto';

import {
  DOCUMENT_LIMITS,
  type DocumentContentType,
  signedUrlQuerySchema,
} from '../domain/schemas/document';
import { ForbiddenError, PayloadTooLargeError } from '../shared/errors';
import { ok, type Operation } from '../shared/operation';
import { parseQuery } from '../shared/request-query';
import { documentsBucket } from '../shared/buckets';
import { DOCUMENT_MESSAGES } from './messages';
import { presignPut } from './presign';

export const EXTENSIONS: Readonly<Record<DocumentContentType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** A random key under the unit; the caller's file name, reduced to safe characters, is kept as a hint. */
export function documentKey(ouid: string, contentType: DocumentContentType, fileName?: string) {
  const stem = (fileName ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  const name = stem ? `${randomUUID()}-${stem}` : randomUUID();
  return `${ouid}/${name}.${EXTENSIONS[contentType]}`;
}

export const signedUploadUrlOperation: Operation = {
  run: async ({ query, auth }) => {
    const { contentType, contentLength, fileName } = parseQuery(query, signedUrlQuerySchema);
    const bytes = Number(contentLength);
    if (bytes > DOCUMENT_LIMITS.maxBytes) {
      throw new PayloadTooLargeError(DOCUMENT_MESSAGES.tooLarge(DOCUMENT_LIMITS.maxBytes));
    }
    // Only a system admin reaches here without a stored unit; a document needs a real one.
    if (!auth.actingUnit) throw new ForbiddenError();
    const key = documentKey(auth.actingUnit.id, contentType, fileName);
    const uploadURL = await presignPut({
      bucket: documentsBucket(),
      key,
      contentType,
      contentLength: bytes,
      expiresIn: DOCUMENT_LIMITS.urlSeconds,
    });
    return ok({
      uploadURL,
      key,
      contentType,
      contentLength: bytes,
      expiresIn: DOCUMENT_LIMITS.urlSeconds,
    });
  },
};
