/** Document items (PK=OU#{ouid}, SK=DOC#{id}; GSI1 DOCS#{ouid} newest first). */
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../domain/data-keys';
import { toDocumentView } from '../../domain/document-record';
import type { DocumentRecord } from '../../domain/records';
import type { DocumentView } from '../../domain/schemas/document';
import { documentClient, tableName } from '../dynamo-client';
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
