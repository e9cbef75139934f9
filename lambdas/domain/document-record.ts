/** Builds a document item with its keys (data-keys.ts), and its shape in the API. */
import { keys } from './data-keys';
import type { DocumentRecord } from './records';
import type { DocumentView } from './schemas/document';

export type DocumentFields = Omit<DocumentRecord, 'PK' | 'SK' | 'GSI1PK' | 'GSI1SK' | 'entity'>;

export function documentRecord(fields: DocumentFields): DocumentRecord {
  return {
    ...keys.document(fields.ouid, fields.id),
    GSI1PK: keys.unitDocuments(fields.ouid),
    GSI1SK: `${fields.uploadedAt}#${fields.id}`,
    entity: 'document',
    ...fields,
  };
}

export function toDocumentView(record: DocumentRecord): DocumentView {
  return {
    id: record.id,
    ouid: record.ouid,
    name: record.name,
    contentType: record.contentType,
    size: record.size,
    uploadedBy: record.uploadedBy,
    uploadedAt: record.uploadedAt,
  };
}
