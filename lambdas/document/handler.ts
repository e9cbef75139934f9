/**
 * The document Lambda: images of a unit, uploaded through pre-signed URLs, registered, listed,
 * viewed through short-lived signed URLs and deleted.
 */
import { createResourceHandler } from '../shared/router';
import { deleteDocumentOperation } from './delete-document';
import { getDocumentOperation } from './get-document';
import { documentsOrUploadUrlOperation } from './list-documents';
import { registerDocumentOperation } from './register-document';

export const handler = createResourceHandler('document', {
  'GET /document': documentsOrUploadUrlOperation,
  'POST /document': registerDocumentOperation,
  'GET /document/{documentId}': getDocumentOperation,
  'DELETE /document/{documentId}': deleteDocumentOperation,
});
