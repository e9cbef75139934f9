/**
 * Document items (PK=OU#{ouid}, SK=DOC#{id}; GSI1 DOCS#{ouid} newest first): reads, and the
 * conditioned writes the document routes commit with their audit record.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../domain/data-keys';
import { toDocumentView } from '../../domain/document-record';
import type { DocumentRecord } from '../../domain/records';
import type { DocumentView } from '../../domain/schemas/document';
import type { GuardedWrite } from '../change';
import { documentClient, tableName } from '../dynamo-client';
import { deleteExisting, putNew } from './guarded-writes';
import { type Page, queryPage } from './query-page';

/** The document of that id in that unit; a document of another unit is not found here. */
export async function getDocument(
  ouid: string,
  documentId: string,
): Promise<DocumentRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: keys.document(ouid, documentId) }),
  );
  return Item as DocumentRecord | undefined;
}

export async function unitDocuments(
  ouid: string,
  limit: number,
  nextToken?: string,
): Promise<Page<DocumentView>> {
  const page = await queryPage<DocumentRecord>({
    partition: keys.unitDocuments(ouid),
    byIndex: true,
    newestFirst: true,
    limit,
    nextToken,
  });
  return { ...page, items: page.items.map(toDocumentView) };
}

/** Writes a new document once; `conflict` when its id is registered already. */
export function putNewDocument(record: DocumentRecord, conflict: string): GuardedWrite {
  return putNew(record, conflict);
}

/** Removes the document; `conflict` when it is gone already. */
export function deleteDocumentItem(
  document: Pick<DocumentRecord, 'ouid' | 'id'>,
  conflict: string,
): GuardedWrite {
  return deleteExisting(keys.document(document.ouid, document.id), conflict);
}
