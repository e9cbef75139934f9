/**
 * GET /document/{documentId}: a document of the acting unit, with short-lived signed URLs to show
 * the image (inline) and to download it under its name.
 */
import type { DocumentRecord } from '../domain/records';
import { DOCUMENT_LIMITS } from '../domain/schemas/document';
import { documentsBucket } from '../shared/buckets';
import { ok, type Operation } from '../shared/operation';
import { toDocumentView } from '../domain/document-record';
import { foundDocument, readNamedDocument } from './document-in-unit';
import { presignGet } from './presign';

/** RFC 6266: a plain ASCII fallback name and the exact name in UTF-8 (RFC 5987). */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

export const getDocumentOperation: Operation<DocumentRecord | undefined> = {
  prefetch: readNamedDocument,
  run: async ({ prefetched, auth }) => {
    const record = foundDocument(prefetched, auth);
    const object = {
      bucket: documentsBucket(),
      key: record.key,
      expiresIn: DOCUMENT_LIMITS.downloadSeconds,
    };
    const [viewURL, downloadURL] = await Promise.all([
      presignGet(object),
      presignGet({ ...object, responseContentDisposition: attachmentDisposition(record.name) }),
    ]);
    return ok({
      data: toDocumentView(record),
      viewURL,
      downloadURL,
      expiresIn: DOCUMENT_LIMITS.downloadSeconds,
    });
  },
};
