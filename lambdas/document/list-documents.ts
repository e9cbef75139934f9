/**
 * GET /document (no `signedUrl`): the acting unit's documents, newest first, one Query per page,
 * read alongside the authorization. With `signedUrl=true` (UploadDocument, as the router decided
 * from the same query) the route signs an upload instead.
 */
import { listDocumentsQuerySchema } from '../domain/schemas/document';
import { pageSize } from '../domain/schemas/paging';
import { permissionFor } from '../domain/routes';
import { ok, type Operation, type OperationInput } from '../shared/operation';
import type { Page } from '../shared/repositories/query-page';
import { unitDocuments } from '../shared/repositories/documents';
import type { DocumentView } from '../domain/schemas/document';
import { parseQuery } from '../shared/request-query';
import { signedUploadUrlOperation } from './signed-upload-url';

const signsUpload = (input: OperationInput) =>
  permissionFor(input.route, input.query) === 'UploadDocument';

export const documentsOrUploadUrlOperation: Operation<Page<DocumentView> | undefined> = {
  prefetch: async (input) => {
    if (signsUpload(input) || !input.actingUnitId) return undefined;
    const { limit, nextToken } = parseQuery(input.query, listDocumentsQuerySchema);
    return unitDocuments(input.actingUnitId, pageSize(limit), nextToken);
  },
  run: async (input) => {
    if (signsUpload(input)) return signedUploadUrlOperation.run(input);
    // Reached without a stored unit only by a system admin: that unit holds no documents.
    if (!input.auth.actingUnit || !input.prefetched) return ok({ items: [] });
    return ok(input.prefetched);
  },
};
