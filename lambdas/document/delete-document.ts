/**
 * DELETE /document/{documentId}: removes the stored image, then the document with its audit
 * record in one transaction (and the API event when asked). The object goes first: a failure
 * after it leaves a document that a retry deletes, never an object that nothing lists.
 */
import type { DocumentRecord } from '../domain/records';
import { publishQuerySchema } from '../domain/schemas/publish-flag';
import { commitChange } from '../shared/change';
import { ConflictError } from '../shared/errors';
import { publishRequested } from '../shared/events';
import { ok, type Operation } from '../shared/operation';
import { toDocumentView } from '../domain/document-record';
import { deleteDocumentItem } from '../shared/repositories/documents';
import { parseQuery } from '../shared/request-query';
import { foundDocument, readNamedDocument } from './document-in-unit';
import { removeObject } from './document-objects';
import { DOCUMENT_MESSAGES } from './messages';

export const deleteDocumentOperation: Operation<DocumentRecord | undefined> = {
  prefetch: readNamedDocument,
  run: async ({ prefetched, auth, query, username, log }) => {
    parseQuery(query, publishQuerySchema);
    const record = foundDocument(prefetched, auth);
    await removeObject(record.key);
    const answer = ok({ data: toDocumentView(record) });
    try {
      await commitChange(
        [deleteDocumentItem(record, DOCUMENT_MESSAGES.notFound)],
        {
          entity: 'document',
          action: 'delete',
          id: record.id,
          ouid: record.ouid,
          actor: username,
          summary: DOCUMENT_MESSAGES.summaries.deleted(record.name),
        },
        { publish: publishRequested(query), log, answer },
      );
    } catch (error) {
      // Deleted by someone else in the meantime: the outcome the caller asked for.
      if (!(error instanceof ConflictError)) throw error;
    }
    return answer;
  },
};
